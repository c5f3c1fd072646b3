import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { GameItem } from '@contract/game';
import { FAVOURITES_LIMIT } from '@contract/game-lobby';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { PROVIDER, insertThousandGames } from './helpers/thousand-games';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
  await insertThousandGames(app.db);
});
afterAll(async () => app.close());

const heart = (token: string | undefined, game: string, favourite: boolean) =>
  call<{ favourite: boolean; count: number }>(app, 'POST', '/api/game/favourite', {
    token,
    body: { game_id: game, provider_id: PROVIDER, favourite },
  });
const favourites = (token: string, query: Record<string, string> = {}) =>
  call<GameItem[]>(app, 'GET', '/api/game/favourites', { token, query });

describe("a member's favourite games", () => {
  it('adds and removes a game, each as often as sent with the same outcome, latest first', async () => {
    const member = await insertMember(app);
    expect((await heart(member.token, 'lt-5', true)).data).toEqual({ favourite: true, count: 1 });
    expect((await heart(member.token, 'lt-5', true)).data).toEqual({ favourite: true, count: 1 });
    expect((await heart(member.token, 'lt-10', true)).data).toEqual({ favourite: true, count: 2 });
    const list = await favourites(member.token);
    expect(list.headers['cache-control']).toBe('private, no-store');
    expect(list.data.map((game) => game.game_id)).toEqual(['lt-10', 'lt-5']);
    expect((await favourites(member.token, { categories: 'casino' })).data.map((g) => g.game_id)).toEqual([
      'lt-10',
    ]);
    expect((await heart(member.token, 'lt-5', false)).data).toEqual({ favourite: false, count: 1 });
    expect((await heart(member.token, 'lt-5', false)).data).toEqual({ favourite: false, count: 1 });
    expect((await favourites(member.token)).data.map((game) => game.game_id)).toEqual(['lt-10']);
  });

  it("keeps another member's favourites invisible and untouched", async () => {
    const [alice, bob] = [await insertMember(app), await insertMember(app)];
    await heart(alice.token, 'lt-7', true);
    expect((await favourites(bob.token)).data).toEqual([]);
    expect((await heart(bob.token, 'lt-7', false)).data).toEqual({ favourite: false, count: 0 });
    expect((await favourites(alice.token)).data.map((game) => game.game_id)).toEqual(['lt-7']);
  });

  it('asks a guest to log in, and refuses a game the agent does not offer in Thai', async () => {
    const guest = await heart(undefined, 'lt-5', true);
    expect(guest.status).toBe(401);
    const member = await insertMember(app);
    const unknown = await heart(member.token, 'lt-5000', true);
    expect(unknown).toMatchObject({ status: 200, error: 4001 });
    const bad = await call(app, 'POST', '/api/game/favourite', {
      token: member.token,
      body: { game_id: 'lt-5', provider_id: PROVIDER },
    });
    expect(bad.status).toBe(400);
    expect(bad.message).toMatch(/[ก-๙]/);
  });

  it('holds the limit under parallel adds', async () => {
    const member = await insertMember(app);
    await app.db.query(
      `INSERT INTO game_favourites (member_id, game_id)
       SELECT $1, id FROM games WHERE code = ANY($2::text[])`,
      [member.id, Array.from({ length: FAVOURITES_LIMIT - 2 }, (_, i) => `lt-${i + 1}`)],
    );
    const games = Array.from({ length: 6 }, (_, i) => `lt-${900 + i}`);
    const answers = await Promise.all(games.map((game) => heart(member.token, game, true)));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(2);
    const refused = answers.filter((answer) => answer.error !== 0);
    expect(refused).toHaveLength(4);
    expect(refused.every((answer) => answer.error === 4451 && /เกมโปรดครบ/.test(answer.message))).toBe(true);
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM game_favourites WHERE member_id = $1`,
      [member.id],
    );
    expect(rows[0]!.n).toBe(FAVOURITES_LIMIT);
    // A game already among the full list is still a favourite when sent again.
    expect((await heart(member.token, 'lt-1', true)).data).toEqual({
      favourite: true,
      count: FAVOURITES_LIMIT,
    });
    expect((await favourites(member.token)).data).toHaveLength(FAVOURITES_LIMIT);
  });

  it('hides a favourite whose studio is disabled, and shows it again once enabled', async () => {
    const member = await insertMember(app);
    await heart(member.token, 'lt-2', true);
    await app.db.query(`UPDATE game_sub_providers SET status = 'disabled' WHERE code = 'studio3'`);
    try {
      expect((await favourites(member.token)).data).toEqual([]);
      expect((await heart(member.token, 'lt-14', true)).error).toBe(4001);
    } finally {
      await app.db.query(`UPDATE game_sub_providers SET status = 'active' WHERE code = 'studio3'`);
    }
    expect((await favourites(member.token)).data.map((game) => game.game_id)).toEqual(['lt-2']);
  });
});
