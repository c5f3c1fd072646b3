import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { GamePage, GameSearch, StudioItem } from '@contract/game-lobby';
import { GAME_SEARCH_LIMIT, LOBBY_PAGE_SIZE } from '@contract/game-lobby';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { GAMES, PROVIDER, STUDIOS, insertThousandGames } from './helpers/thousand-games';

let app: FastifyInstance;
let builtinCount = 0;
beforeAll(async () => {
  app = await createTestApp();
  await insertThousandGames(app.db);
  const { rows } = await app.db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM agent_games ag JOIN games g ON g.id = ag.game_id JOIN game_providers p
         ON p.id = g.provider_id JOIN agents a ON a.id = ag.agent_id
      WHERE a.code = 'demo' AND p.code = 'builtin' AND ag.enabled AND g.status <> 'disabled'`,
  );
  builtinCount = rows[0]!.n;
});
afterAll(async () => app.close());

const page = (query: Record<string, string>) => call<GamePage>(app, 'GET', '/api/game/page', { query });
const search = (q: string, extra: Record<string, string> = {}) =>
  call<GameSearch>(app, 'GET', '/api/game/search', { query: { q, ...extra } });

describe('the lobby of 1,000 games', () => {
  it('lists the studio tabs with logos and counts, the built-in provider as one tab among them', async () => {
    const answer = await call<StudioItem[]>(app, 'GET', '/api/game/studios');
    expect(answer.error).toBe(0);
    expect(answer.headers['cache-control']).toBe('private, max-age=30');
    const studios = answer.data.filter((tab) => tab.provider_id === PROVIDER);
    expect(studios).toHaveLength(STUDIOS);
    expect(studios[0]).toMatchObject({
      studio_id: 'studio1',
      name: 'Studio 1',
      logo: '/studios/studio1.webp',
    });
    expect(studios.reduce((sum, tab) => sum + tab.game_count, 0)).toBe(GAMES);
    expect(answer.data.find((tab) => tab.provider_id === 'builtin')).toMatchObject({ studio_id: '' });
    const casino = await call<StudioItem[]>(app, 'GET', '/api/game/studios', {
      query: { categories: 'casino' },
    });
    const casinoGames = casino.data.filter((tab) => tab.provider_id === PROVIDER);
    expect(casinoGames.reduce((sum, tab) => sum + tab.game_count, 0)).toBe(GAMES / 10);
  });

  it('answers the grid a bounded page at a time, with the size of the whole list', async () => {
    const first = await page({});
    expect(first.error).toBe(0);
    expect(first.data.games).toHaveLength(LOBBY_PAGE_SIZE);
    expect(first.data.total).toBe(GAMES + builtinCount);
    const second = await page({ offset: String(LOBBY_PAGE_SIZE) });
    const ids = new Set([...first.data.games, ...second.data.games].map((game) => game.game_id));
    expect(ids.size).toBe(LOBBY_PAGE_SIZE * 2);
    const past = await page({ offset: '5000' });
    expect(past.data).toEqual({ games: [], total: GAMES + builtinCount });
    const studio = await page({ provider: PROVIDER, studio: 'studio3', categories: 'slot', limit: '48' });
    expect(studio.data.games.every((game) => game.sub_provider_id === 'studio3')).toBe(true);
    expect(studio.data.games.every((game) => game.category === 'slot')).toBe(true);
    // studio3 holds the games i with i % 12 = 2: 84 of them, a tenth of which are casino games.
    const all3 = await page({ provider: PROVIDER, studio: 'studio3', limit: '1' });
    expect(all3.data.total).toBe(84);
  });

  it('answers the hot shelf and the new shelf (released in the last days, newest first)', async () => {
    const hot = await page({ shelf: 'hot', provider: PROVIDER });
    expect(hot.data.total).toBe(GAMES / 25);
    expect(hot.data.games.every((game) => game.is_hot)).toBe(true);
    const fresh = await page({ shelf: 'new', provider: PROVIDER });
    expect(fresh.data.total).toBe(20);
    const codes = fresh.data.games.map((game) => Number(game.game_id.slice(3)));
    expect(codes.every((i) => i <= 20)).toBe(true);
    // Released i % 10 days ago: 10 and 20 today, 1 and 11 yesterday...
    expect(codes.slice(0, 2).sort()).toEqual([10, 20]);
    // None recent among casino games of one studio: still the newest few.
    await app.db.query(`UPDATE games SET released_at = DATE '2024-01-01' WHERE code IN ('lt-10', 'lt-20')`);
    const none = await page({ shelf: 'new', provider: PROVIDER, categories: 'casino' });
    expect(none.data.total).toBe(12);
  });

  it('finds games by Thai or English name, whatever the case and spaces, and bounds the answer', async () => {
    const thai = await search('เสือดาว 101');
    expect(thai.error).toBe(0);
    expect(thai.data.games.map((game) => game.game_id)).toEqual(['lt-101']);
    const spaced = await search(' เสือ ดาว101 ');
    expect(spaced.data.games.map((game) => game.game_id)).toEqual(['lt-101']);
    const english = await search('LEOpard 101');
    expect(english.data.games.map((game) => game.game_id)).toEqual(['lt-101']);
    // Game 150 has only its English name.
    const englishOnly = await search('golden dragon 150');
    expect(englishOnly.data.games).toMatchObject([{ game_id: 'lt-150', name: 'Golden Dragon 150' }]);
    const many = await search('dragon');
    expect(many.data.games).toHaveLength(GAME_SEARCH_LIMIT);
    expect(many.data.more).toBe(true);
    const casino = await search('dragon', { categories: 'casino' });
    expect(casino.data.games.every((game) => game.category === 'casino')).toBe(true);
    const nothing = await search('ไม่มีเกมนี้');
    expect(nothing.data).toEqual({ games: [], more: false });
  });

  it('refuses a search too short in Thai, and bad parameters with a Thai message, never a 5xx', async () => {
    const short = await search(' ก ');
    expect(short).toMatchObject({ status: 200, error: 4450 });
    expect(short.message).toMatch(/อย่างน้อย 2 ตัวอักษร/);
    // A refusal is not kept by the browser as the catalogue's lists are.
    expect(short.headers['cache-control']).toBeUndefined();
    for (const query of <Record<string, string>[]>[
      { q: 'x'.repeat(61) },
      { q: 'dragon', categories: 'slot,nothing' },
      { q: 'dragon', agent_code: '' },
    ]) {
      const answer = await call(app, 'GET', '/api/game/search', { query });
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/[ก-๙]/);
    }
    for (const query of <Record<string, string>[]>[
      { offset: '-1' },
      { limit: '49' },
      { shelf: 'cold' },
      { provider: 'A B' },
    ]) {
      const answer = await page(query);
      expect(answer.status).toBe(400);
      expect(answer.message).toMatch(/[ก-๙]/);
    }
  });

  it("never shows a disabled studio's, provider's or game's games", async () => {
    await app.db.query(
      `UPDATE game_sub_providers SET status = 'disabled' WHERE code = 'studio3'
          AND provider_id = (SELECT id FROM game_providers WHERE code = $1)`,
      [PROVIDER],
    );
    await app.db.query(`UPDATE games SET status = 'disabled' WHERE code = 'lt-101'`);
    try {
      const studios = await call<StudioItem[]>(app, 'GET', '/api/game/studios');
      expect(studios.data.map((tab) => tab.studio_id)).not.toContain('studio3');
      const all = await page({ provider: PROVIDER });
      expect(all.data.total).toBe(GAMES - 84 - 1);
      expect((await page({ provider: PROVIDER, studio: 'studio3' })).data.total).toBe(0);
      // lt-2 is of studio3; lt-101 disabled on its own.
      expect((await search('เสือดาว 2')).data.games.map((game) => game.game_id)).not.toContain('lt-2');
      expect((await search('เสือดาว 101')).data.games).toEqual([]);
      const lobby = await call(app, 'GET', '/api/game/lobby');
      const subs = lobby.data.providers.find((p: { provider_id: string }) => p.provider_id === PROVIDER);
      expect(subs.game_count).toBe(GAMES - 84 - 1);
      expect(subs.sub_providers.map((s: { sub_provider_id: string }) => s.sub_provider_id)).not.toContain(
        'studio3',
      );
      await app.db.query(`UPDATE game_providers SET status = 'disabled' WHERE code = $1`, [PROVIDER]);
      expect((await page({ provider: PROVIDER })).data.total).toBe(0);
      expect((await search('golden dragon')).data.games).toEqual([]);
    } finally {
      await app.db.query(`UPDATE game_sub_providers SET status = 'active'`);
      await app.db.query(`UPDATE games SET status = 'active' WHERE code = 'lt-101'`);
      await app.db.query(`UPDATE game_providers SET status = 'active' WHERE code = $1`, [PROVIDER]);
    }
  });
});
