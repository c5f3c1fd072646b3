import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { GameItem } from '@contract/game';
import { toSatang } from '@contract/money';
import { transfer } from '@server/ledger';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember, launch } from './helpers';
import { autocommit } from '@server/db/db';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('game catalogue and lobbies', () => {
  it('lists the built-in games of a category for the agent, with string ids', async () => {
    const answer = await call<GameItem[]>(app, 'GET', '/api/game/list', { query: { category: 'casino' } });
    expect(answer.error).toBe(0);
    expect(answer.data.map((game) => game.game_id).sort()).toEqual(['builtin-baccarat', 'builtin-roulette']);
    expect(answer.data.every((game) => game.provider_id === 'builtin' && game.category === 'casino')).toBe(
      true,
    );
  });

  it('honours the limit and the provider filter', async () => {
    const one = await call<GameItem[]>(app, 'GET', '/api/game/list', { query: { limit: '1' } });
    expect(one.data).toHaveLength(1);
    const none = await call<GameItem[]>(app, 'GET', '/api/game/list', { query: { provider: 'nobody' } });
    expect(none.data).toEqual([]);
  });

  it('lists only hot games under category hot, and follows a change of the agent hot flag', async () => {
    const before = await call<GameItem[]>(app, 'GET', '/api/game/list', { query: { category: 'hot' } });
    expect(before.data.length).toBeGreaterThan(0);
    expect(before.data.every((game) => game.is_hot)).toBe(true);
    await app.db.query(
      `UPDATE agent_games SET hot = true WHERE game_id = (SELECT id FROM games WHERE code = 'builtin-fishing')`,
    );
    const after = await call<GameItem[]>(app, 'GET', '/api/game/list', { query: { category: 'hot' } });
    expect(after.data.map((game) => game.game_id)).toContain('builtin-fishing');
  });

  it('hides games the agent disabled and scopes the catalogue per agent', async () => {
    await app.db.query(`INSERT INTO agents (code, name) VALUES ('noga', 'ไม่มีเกม') ON CONFLICT DO NOTHING`);
    const other = await call<GameItem[]>(app, 'GET', '/api/game/list', { query: { agent_code: 'noga' } });
    expect(other.error).toBe(0);
    expect(other.data).toEqual([]);
    await app.db.query(
      `UPDATE agent_games SET enabled = false WHERE game_id = (SELECT id FROM games WHERE code = 'builtin-roulette')`,
    );
    const casino = await call<GameItem[]>(app, 'GET', '/api/game/list', { query: { category: 'casino' } });
    expect(casino.data.map((game) => game.game_id)).toEqual(['builtin-baccarat']);
    await app.db.query(`UPDATE agent_games SET enabled = true`);
  });

  it('answers the lobby: providers with counts, hot list, and an empty last list for guests', async () => {
    const answer = await call(app, 'GET', '/api/game/lobby', { query: { category: 'slot' } });
    expect(answer.error).toBe(0);
    expect(answer.data.providers).toEqual([
      expect.objectContaining({ provider_id: 'builtin', game_count: 1, status: 'active' }),
    ]);
    expect(answer.data.last).toEqual([]);
    expect(answer.data.hot.length).toBeGreaterThan(0);
  });

  it('answers lobby configs by key, with a fallback for unknown names and agent overrides', async () => {
    const slot = await call(app, 'GET', '/api/lobby/configs', { query: { lobby_key: 'slot' } });
    expect(slot.data).toMatchObject({ lobby_key: 'slot', categories: ['slot', 'freespin'] });
    const unknown = await call(app, 'GET', '/api/lobby/configs', { query: { lobby_key: 'vip' } });
    expect(unknown.data.categories).toHaveLength(5);
    await app.db.query(
      `INSERT INTO lobby_configs (agent_id, lobby_key, config)
       SELECT id, 'vip', '{"title":"ห้องวีไอพี","categories":["casino"]}' FROM agents WHERE code = 'demo'`,
    );
    const vip = await call(app, 'GET', '/api/lobby/configs', { query: { lobby_key: 'vip' } });
    expect(vip.data).toMatchObject({ title: 'ห้องวีไอพี', categories: ['casino'] });
  });
});

describe('game launch', () => {
  it('gives a guest a demo link without a token', async () => {
    const answer = await call(app, 'POST', '/api/game/demo', {
      body: {
        game_id: 'builtin-slot-thai',
        provider_id: 'builtin',
        is_mobile: true,
        source: 'lobby',
        agent_code: 'demo',
      },
    });
    expect(answer.error).toBe(0);
    expect(answer.data.link).toBe('/games/builtin-slot-thai/?mode=demo&lang=th&mobile=1');
  });

  it('refuses a demo link for an unknown game', async () => {
    const answer = await call(app, 'POST', '/api/game/demo', {
      body: { game_id: 'nope', provider_id: 'builtin' },
    });
    expect(answer.error).toBe(4001);
  });

  it('needs a member for wallets and link', async () => {
    const body = { game_id: 'builtin-slot-thai', provider_id: 'builtin', wallet_id: 1 };
    expect((await call(app, 'POST', '/api/game/link', { body })).status).toBe(401);
    expect((await call(app, 'POST', '/api/game/wallets', { body })).status).toBe(401);
  });

  it('answers the wallets whose type may play the game category', async () => {
    const member = await fundedMember(app, 50);
    await transfer(autocommit(app.db), {
      key: `promo-${member.id}`,
      from: { house: 'promotions' },
      to: { member: member.id, walletTypeId: 2 },
      amount: toSatang(20),
      kind: 'bonus',
      description: 'โบนัสทดสอบ',
    });
    const slot = await call(app, 'POST', '/api/game/wallets', {
      token: member.token,
      body: { game_id: 'builtin-slot-thai', provider_id: 'builtin', sub_provider_id: '' },
    });
    expect(slot.data.map((wallet: { wallet_type_id: number }) => wallet.wallet_type_id)).toEqual([1, 2]);
    expect(slot.data[0].balance).toBe(50);
    // The promotion wallet may not play casino games (wallet_types.categories).
    const casino = await call(app, 'POST', '/api/game/wallets', {
      token: member.token,
      body: { game_id: 'builtin-baccarat', provider_id: 'builtin' },
    });
    expect(casino.data.map((wallet: { wallet_type_id: number }) => wallet.wallet_type_id)).toEqual([1]);
  });

  it('creates a real link bound to a game session and records the game as last played', async () => {
    const member = await fundedMember(app, 10);
    const token = await launch(app, member, 'builtin-fishing');
    expect(token.length).toBeGreaterThan(30);
    const { rows } = await app.db.query(
      `SELECT member_id, wallet_id FROM game_sessions ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ member_id: member.id, wallet_id: member.walletId });
    const last = await call<GameItem[]>(app, 'GET', '/api/game/list', {
      token: member.token,
      query: { category: 'last' },
    });
    expect(last.data.map((game) => game.game_id)).toEqual(['builtin-fishing']);
  });

  it("refuses a link for another member's wallet and for a wallet type the game refuses", async () => {
    const owner = await fundedMember(app, 10);
    const thief = await fundedMember(app, 10);
    const stolen = await call(app, 'POST', '/api/game/link', {
      token: thief.token,
      body: { wallet_id: owner.walletId, game_id: 'builtin-slot-thai', provider_id: 'builtin' },
    });
    expect(stolen.error).toBe(4002);
    const count = await app.db.query(`SELECT count(*)::int AS n FROM game_sessions WHERE member_id = $1`, [
      thief.id,
    ]);
    expect(count.rows[0]).toEqual({ n: 0 });
  });

  it('refuses to launch a game in maintenance', async () => {
    const member = await fundedMember(app, 10);
    await app.db.query(`UPDATE games SET status = 'maintenance' WHERE code = 'builtin-football'`);
    const answer = await call(app, 'POST', '/api/game/link', {
      token: member.token,
      body: { wallet_id: String(member.walletId), game_id: 'builtin-football', provider_id: 'builtin' },
    });
    expect(answer.error).toBe(4003);
    await app.db.query(`UPDATE games SET status = 'active' WHERE code = 'builtin-football'`);
  });
});
