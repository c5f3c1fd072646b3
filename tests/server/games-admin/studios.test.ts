import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStudio } from './fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const staff = await insertStaff(app, 'content');

// Hub88 starts disabled (migration 1200): on for this file, with one studio of two games.
await app.db.query(`UPDATE game_providers SET status = 'active' WHERE code = 'hub88'`);
const studio = await insertStudio(app, 'hub88', [
  { category: 'slot', rtp: 96 },
  { category: 'slot', rtp: null },
]);
const codes = studio.games.map((g) => g.code);

type Studio = {
  id: number;
  status: string;
  sort: number;
  logo: string;
  game_count: number;
  enabled_count: number;
};
const studios = async () =>
  (
    await call<Studio[]>(app, 'GET', '/api/admin/games/studios', {
      token: staff.token,
      query: { provider: 'hub88' },
    })
  ).data;
const save = (body: object, token = staff.token, id = studio.id) =>
  call(app, 'POST', `/api/admin/games/studios/${id}`, { token, body });
const lobby = async () =>
  (
    (await call(app, 'GET', '/api/game/list', { query: { provider: 'hub88' } })).data as { game_id: string }[]
  ).map((g) => g.game_id);
const fields = (s: Studio) => ({ status: s.status, sort: s.sort, logo: s.logo });

describe('studios in the console', () => {
  it('lists a studio with its game counts and its games; a disabled studio leaves the lobby; audited', async () => {
    const listed = (await studios()).find((s) => s.id === studio.id)!;
    expect(listed).toMatchObject({ status: 'active', game_count: 2, enabled_count: 2 });
    const games = await call(app, 'GET', `/api/admin/games/studios/${studio.id}/games`, {
      token: staff.token,
    });
    expect(games.data.map((g: { code: string }) => g.code).sort()).toEqual([...codes].sort());
    expect(await lobby()).toEqual(expect.arrayContaining(codes));
    const off = await save({ status: 'disabled', sort: 5, logo: '/logos/st.webp', was: fields(listed) });
    expect(off.data).toMatchObject({ id: studio.id, status: 'disabled', sort: 5, logo: '/logos/st.webp' });
    expect(await lobby()).not.toEqual(expect.arrayContaining([codes[0]]));
    expect((await lobby()).filter((code) => codes.includes(code))).toEqual([]);
    await save({ status: 'active', sort: 5, logo: '/logos/st.webp', was: fields(off.data) });
    expect(await lobby()).toEqual(expect.arrayContaining(codes));
    const { rows } = await app.db.query(
      `SELECT before, after FROM audit_log WHERE action = 'games.studio.update' AND target_id = $1 ORDER BY id`,
      [String(studio.id)],
    );
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ before: fields(listed), after: { status: 'disabled', sort: 5 } });
  });

  it('refuses an edit made from a stale page; of two parallel edits from one page exactly one lands', async () => {
    const seen = fields((await studios()).find((s) => s.id === studio.id)!);
    const answers = await Promise.all([
      save({ ...seen, sort: 11, was: seen }),
      save({ ...seen, sort: 22, was: seen }),
    ]);
    expect(answers.map((a) => a.error).sort()).toEqual([0, errorCatalogue.GAME_EDIT_CONFLICT.code]);
    const winner = answers.find((a) => a.error === 0)!.data.sort;
    expect((await studios()).find((s) => s.id === studio.id)!.sort).toBe(winner);
    const stale = await save({ ...seen, status: 'disabled', was: seen });
    expect(stale.error).toBe(errorCatalogue.GAME_EDIT_CONFLICT.code);
    expect(stale.message).toBe(errorCatalogue.GAME_EDIT_CONFLICT.message);
  });

  it('refuses bad input in Thai, an unknown studio, and a staff without games.manage', async () => {
    const seen = fields((await studios()).find((s) => s.id === studio.id)!);
    const badLogo = await save({ ...seen, logo: 'javascript:alert(1)', was: seen });
    expect(badLogo.error).toBe(errorCatalogue.GAME_LOGO_INVALID.code);
    expect(badLogo.message).toMatch(/[ก-๙]/);
    expect((await save({ ...seen, status: 'maintenance', was: seen })).status).toBe(400);
    expect((await save({ ...seen, sort: 10_001, was: seen })).status).toBe(400);
    expect((await save({ ...seen, was: seen }, staff.token, 999_999)).error).toBe(
      errorCatalogue.GAME_STUDIO_NOT_FOUND.code,
    );
    const finance = await insertStaff(app, 'finance');
    expect((await save({ ...seen, was: seen }, finance.token)).status).toBe(403);
    expect((await call(app, 'GET', '/api/admin/games/studios', { token: finance.token })).status).toBe(403);
  });

  it('a game or a provider changed since the page read it is refused; of parallel saves from one page one lands', async () => {
    const game = studio.games[0]!;
    const was = { enabled: true, hot: false, sort: 0 };
    const saves = await Promise.all(
      [7, 8].map((sort) =>
        call(app, 'POST', `/api/admin/games/${game.id}`, { token: staff.token, body: { ...was, sort, was } }),
      ),
    );
    expect(saves.map((a) => a.error).sort()).toEqual([0, errorCatalogue.GAME_EDIT_CONFLICT.code]);
    const { rows } = await app.db.query<{ sort: number }>(`SELECT sort FROM agent_games WHERE game_id = $1`, [
      game.id,
    ]);
    expect(rows).toEqual([{ sort: saves.find((a) => a.error === 0)!.data.sort }]);
    const provider = (await call(app, 'GET', '/api/admin/games/providers', { token: staff.token })).data.find(
      (p: { code: string }) => p.code === 'hub88',
    );
    const stale = { status: 'active', sort: provider.sort + 1 };
    const refused = await call(app, 'POST', `/api/admin/games/providers/${provider.id}`, {
      token: staff.token,
      body: { status: 'active', sort: 1, was: stale },
    });
    expect(refused.error).toBe(errorCatalogue.GAME_EDIT_CONFLICT.code);
  });
});
