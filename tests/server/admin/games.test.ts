import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

type Game = { id: number; code: string; enabled: boolean; hot: boolean; sort: number };
const lobby = async (category: string) =>
  (await call(app, 'GET', '/api/game/list', { query: { category } })).data as { game_id: string }[];

describe('games: the agent catalogue', () => {
  it('disables a game (gone from the lobby), enables it, puts it first and on the hot list; audited', async () => {
    const staff = await insertStaff(app, 'content');
    const games = (await call(app, 'GET', '/api/admin/games', { token: staff.token })).data as Game[];
    const game = games.find((g) => g.enabled && !g.hot)!;
    const save = (body: object) =>
      call(app, 'POST', `/api/admin/games/${game.id}`, { token: staff.token, body });
    await save({ enabled: false, hot: false, sort: game.sort });
    expect((await lobby('slot')).map((g) => g.game_id)).not.toContain(game.code);
    const saved = await save({ enabled: true, hot: true, sort: -100 });
    expect(saved.data).toMatchObject({ id: game.id, enabled: true, hot: true, sort: -100 });
    expect((await lobby('hot')).map((g) => g.game_id)).toContain(game.code);
    const all = await call(app, 'GET', '/api/game/list', { query: {} });
    expect(all.data[0].game_id).toBe(game.code);
    const { rows } = await app.db.query(
      `SELECT 1 FROM audit_log WHERE action = 'games.game.update' AND target_id = $1`,
      [String(game.id)],
    );
    expect(rows).toHaveLength(2);
    expect(
      (
        await call(app, 'POST', '/api/admin/games/999999', {
          token: staff.token,
          body: { enabled: true, hot: false, sort: 0 },
        })
      ).error,
    ).toBe(errorCatalogue.ADMIN_GAME_NOT_FOUND.code);
  });

  it('a provider in maintenance greys its games out; disabled hides them; other roles are refused', async () => {
    const staff = await insertStaff(app, 'content');
    const providers = (await call(app, 'GET', '/api/admin/games/providers', { token: staff.token })).data;
    const provider = providers.find((p: { enabled_count: number }) => p.enabled_count > 0);
    const set = (status: string) =>
      call(app, 'POST', `/api/admin/games/providers/${provider.id}`, {
        token: staff.token,
        body: { status, sort: provider.sort },
      });
    await set('maintenance');
    const grey = await call(app, 'GET', '/api/game/list', { query: { provider: provider.code } });
    expect(grey.data.every((g: { status: string }) => g.status === 'maintenance')).toBe(true);
    // A seamless call reads the provider (kept 5 s): disabling it refuses the next call on this server at once.
    const balance = () =>
      app.inject({ method: 'POST', url: `/api/seamless/${provider.code}/balance`, payload: { token: 'x' } });
    expect((await balance()).json().error).not.toBe(4110);
    await set('disabled');
    expect((await call(app, 'GET', '/api/game/list', { query: { provider: provider.code } })).data).toEqual(
      [],
    );
    expect((await balance()).json().error).toBe(4110);
    await set('active');
    expect((await balance()).json().error).not.toBe(4110);
    const finance = await insertStaff(app, 'finance');
    expect((await call(app, 'GET', '/api/admin/games', { token: finance.token })).status).toBe(403);
    expect((await set('closed')).status).toBe(400);
  });
});
