import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ShopList } from '@contract/rewards/points';
import type { AdminItem } from '@contract/rewards/points-admin';
import type { RewardsReport } from '@contract/admin/rewards-report';
import { sendDueFreebets } from '@server/games/hub88/freebets-send';
import { pointBalance } from '@server/ledger';
import { bangkokDay } from '@server/rewards/periods';
import { call } from '@tests/server/helpers/test-app';
import { freebetPlayer, freebetRows, freebetsSetup } from '@tests/server/hub88/freebets-fixtures';
import { givePoints } from './points-helpers';

// A points-shop item of free bets in a Hub88 game (issue 30): made in the console, shown with its game, redeemed
// once per request key even when 16 requests race, refused with nothing spent while its game or studio is closed,
// sent to Hub88's Freebets API and counted in the bonus cost report like every award.
const world = await freebetsSetup();

const itemBody = (fields: Record<string, unknown> = {}) => ({
  name: 'ฟรีเบทมาจองเวย์ 3 ครั้ง',
  cost: 40,
  type: 'freebets',
  amount: 3,
  freebet: { game_code: world.game.code, bet_value: 5, valid_days: 7 },
  ...fields,
});

const createItem = async (fields: Record<string, unknown> = {}) => {
  const saved = await call<AdminItem>(world.app, 'POST', '/api/admin/points/items', {
    token: world.owner.token,
    body: itemBody(fields),
  });
  expect(saved.error).toBe(0);
  return saved.data;
};

const redeem = (token: string, itemId: number, requestId: string, quantity = 1) =>
  call(world.app, 'POST', '/api/redemption/redeem', {
    token,
    body: { item_id: itemId, quantity, request_id: requestId },
  });

const shopItem = async (token: string, id: number) =>
  (await call<ShopList>(world.app, 'GET', '/api/redemption/list', { token })).data.items.find(
    (item) => item.id === id,
  );

describe('points shop: free bets in a Hub88 game', () => {
  it('16 parallel redeems of one request key spend the points once and give one free bet, sent to Hub88 once', async () => {
    const { app, game, freebets } = world;
    const item = await createItem();
    expect(item).toMatchObject({
      type: 'freebets',
      amount: 3,
      freebet: { game_code: game.code, bet_value: 5 },
    });
    const { member, session } = await freebetPlayer(app, game.code);
    await givePoints(app, member.id, 100);
    expect(await shopItem(member.token, item.id)).toMatchObject({
      gift: 'ฟรีเบท 3 ครั้ง',
      freebet: { game_id: game.code, provider_id: 'hub88', game_name: 'มาจองเวย์ทดสอบ', bet_value: 5 },
    });

    const key = randomUUID();
    const answers = await Promise.all(Array.from({ length: 16 }, () => redeem(member.token, item.id, key)));
    expect(answers.map((a) => a.error)).toEqual(Array(16).fill(0));
    expect(answers.filter((a) => !(a.data as { replayed: boolean }).replayed)).toHaveLength(1);
    expect(await pointBalance(app.db, member.id)).toBe(60);
    const rows = await freebetRows(app, member.id);
    expect(rows).toHaveLength(1);

    const before = freebets.state.rewards.length;
    await sendDueFreebets(app.db, freebets.api(app), new Date());
    expect(freebets.state.rewards.slice(before)).toMatchObject([
      { user: session.user, game_code: game.external, bet_count: 3, bet_value: 500_000, signed: true },
    ]);
    expect(freebets.state.rewards.at(-1)).not.toHaveProperty('prepaid_uuid');

    // The bonus cost report counts the item's campaign like every award: one award, 3 free bets, no money.
    const day = bangkokDay(new Date());
    const report = await call<RewardsReport>(app, 'GET', `/api/admin/rewards/report?from=${day}&to=${day}`, {
      token: world.owner.token,
    });
    expect(report.data.campaigns.find((c) => c.campaign_id === item.campaign_id)).toMatchObject({
      kind: 'redeem',
      awards: 1,
      freebets: 3,
      amount: 0,
    });
  });

  it('the last unit of stock goes to one of 16 parallel redeems; the others spend nothing', async () => {
    const { app, game } = world;
    const item = await createItem({ stock: 1 });
    const { member } = await freebetPlayer(app, game.code);
    await givePoints(app, member.id, 1000);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () => redeem(member.token, item.id, randomUUID())),
    );
    expect(answers.filter((a) => a.error === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.error === 8502)).toHaveLength(15);
    expect(await pointBalance(app.db, member.id)).toBe(960);
    expect(await freebetRows(app, member.id)).toHaveLength(1);
  });

  it('holds the per-member limit: one redemption of a limit of one', async () => {
    const { app, game } = world;
    const item = await createItem({ per_member_limit: 1 });
    const { member } = await freebetPlayer(app, game.code);
    await givePoints(app, member.id, 1000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => redeem(member.token, item.id, randomUUID())),
    );
    expect(answers.map((a) => a.error).sort()).toEqual([0, ...Array(7).fill(8503)]);
    expect(await pointBalance(app.db, member.id)).toBe(960);
  });

  it('refuses plainly while the game or its studio is closed, and more than one at a time; nothing is spent', async () => {
    const { app, game } = world;
    const item = await createItem();
    const { member } = await freebetPlayer(app, game.code);
    await givePoints(app, member.id, 100);
    const two = await redeem(member.token, item.id, randomUUID(), 2);
    expect([two.status, two.error]).toEqual([200, 6451]);

    const studio = await app.db.query<{ id: number }>(
      `INSERT INTO game_sub_providers (provider_id, code, name, status)
       SELECT id, 'fa-studio-' || floor(random() * 1e9)::text, 'สตูดิโอทดสอบ', 'disabled'
         FROM game_providers WHERE code = 'hub88' RETURNING id`,
    );
    await app.db.query(`UPDATE games SET sub_provider_id = $2 WHERE code = $1`, [
      game.code,
      studio.rows[0]!.id,
    ]);
    try {
      expect((await shopItem(member.token, item.id))?.freebet?.available).toBe(false);
      const calc = await call<{ refusal: { code: number } | null }>(app, 'POST', '/api/redemption/calc', {
        token: member.token,
        body: { item_id: item.id, quantity: 1 },
      });
      expect(calc.data.refusal?.code).toBe(6450);
      const refused = await redeem(member.token, item.id, randomUUID());
      expect([refused.status, refused.error]).toEqual([200, 6450]);
      expect(refused.message).toContain('คะแนนของคุณยังไม่ถูกหัก');
    } finally {
      await app.db.query(`UPDATE games SET sub_provider_id = NULL WHERE code = $1`, [game.code]);
    }
    await app.db.query(`UPDATE games SET status = 'disabled' WHERE code = $1`, [game.code]);
    try {
      const refused = await redeem(member.token, item.id, randomUUID());
      expect(refused.error).toBe(6450);
    } finally {
      await app.db.query(`UPDATE games SET status = 'active' WHERE code = $1`, [game.code]);
    }
    expect(await pointBalance(app.db, member.id)).toBe(100);
    expect(await freebetRows(app, member.id)).toEqual([]);
    // Open again: redeemed.
    expect((await redeem(member.token, item.id, randomUUID())).error).toBe(0);
    expect(await pointBalance(app.db, member.id)).toBe(60);
  });

  it('the console refuses a free-bet item without a Hub88 game, or in a game that is not one', async () => {
    const none = await call(world.app, 'POST', '/api/admin/points/items', {
      token: world.owner.token,
      body: itemBody({ freebet: null }),
    });
    expect(none.status).toBe(400);
    const other = await call(world.app, 'POST', '/api/admin/points/items', {
      token: world.owner.token,
      body: itemBody({ freebet: { game_code: 'no-such-game', bet_value: 5, valid_days: 7 } }),
    });
    expect([other.status, other.error]).toEqual([200, 4480]);
  });
});
