import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { checkLedger, memberWallets, pointBalance } from '@server/ledger';
import { freeSpinsOf } from '@server/rewards/wheel/config';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { givePoints, insertItem } from './points-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const redeem = (token: string, body: Record<string, unknown>) =>
  call(app, 'POST', '/api/redemption/redeem', { token, body });
const balanceOf = async (memberId: number, walletTypeId: number) =>
  (await memberWallets(app.db, memberId)).find((w) => w.walletTypeId === walletTypeId)?.balance ?? 0;

describe('points shop: redeem exactly once, limits under parallel requests', () => {
  it('pays exactly 3 of 16 parallel redeems when the points cover 3, and points never go negative', async () => {
    const item = await insertItem(app, { cost: 10 });
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 35);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        redeem(member.token, { item_id: item.id, quantity: 1, request_id: randomUUID() }),
      ),
    );
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.error === 0)).toHaveLength(3);
    expect(answers.filter((a) => a.error === 8504)).toHaveLength(13);
    expect(await pointBalance(app.db, member.id)).toBe(5);
    expect(await balanceOf(member.id, 1)).toBe(toSatang(150));
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('gives a stock of 2 to 2 of 16 members redeeming in parallel', async () => {
    const item = await insertItem(app, { stock: 2, type: 'wheel_spins', amount: 1, walletTypeId: null });
    const members = await Promise.all(Array.from({ length: 16 }, () => fundedMember(app, 0)));
    for (const m of members) await givePoints(app, m.id, 100);
    const answers = await Promise.all(
      members.map((m) => redeem(m.token, { item_id: item.id, quantity: 1, request_id: randomUUID() })),
    );
    expect(answers.filter((a) => a.error === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.error === 8502)).toHaveLength(14);
    const { rows } = await app.db.query<{ stock: number; spins: string }>(
      `SELECT i.stock, (SELECT sum(spins) FROM reward_awards WHERE campaign_id = i.campaign_id) AS spins
         FROM shop_items i WHERE i.id = $1`,
      [item.id],
    );
    expect([rows[0]!.stock, Number(rows[0]!.spins)]).toEqual([0, 2]);
    // The wheel counts the shop's spins as free spins of the members who got them.
    const spins = await Promise.all(members.map((m) => freeSpinsOf(app.db, m.id)));
    expect(spins.filter((n) => n === 1)).toHaveLength(2);
  });

  it('holds the per-member limit in units under parallel requests', async () => {
    const item = await insertItem(app, { perMemberLimit: 3 });
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 1000);
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        redeem(member.token, { item_id: item.id, quantity: 2, request_id: randomUUID() }),
      ),
    );
    expect(answers.filter((a) => a.error === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.error === 8503)).toHaveLength(7);
    expect(await pointBalance(app.db, member.id)).toBe(980);
  });

  it('answers a replayed request_id with the first redemption and pays nothing more', async () => {
    const item = await insertItem(app, {
      type: 'free_spins',
      amount: 10,
      walletTypeId: null,
      spinValue: 200,
    });
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 100);
    const body = { item_id: item.id, quantity: 2, request_id: randomUUID() };
    const answers = await Promise.all(Array.from({ length: 8 }, () => redeem(member.token, body)));
    expect(answers.every((a) => a.error === 0)).toBe(true);
    expect(answers.filter((a) => !a.data.replayed)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.data.redemption.id)).size).toBe(1);
    const again = await redeem(member.token, body);
    expect(again.data).toMatchObject({ replayed: true, balance: 80 });
    expect(answers[0]!.data.redemption.description).toBe('ฟรีสปิน 20 ครั้ง');
    // 20 spins x 2 baht to the free-credit wallet, once.
    expect(await balanceOf(member.id, 3)).toBe(toSatang(40));
    const reused = await redeem(member.token, { ...body, item_id: (await insertItem(app)).id });
    expect(reused.error).toBe(8505);
    const statement = await app.db.query<{ kind: string; description: string }>(
      `SELECT kind, description FROM ledger_transfers WHERE meta->>'item_id' = $1 ORDER BY id`,
      [String(item.id)],
    );
    expect(statement.rows.map((r) => r.kind).sort()).toEqual(['bonus', 'points_spent']);
  });

  it('records the turnover of a credit item and shows calc, list and history', async () => {
    const item = await insertItem(app, { turnoverMultiplier: 5, walletTypeId: 2, cost: 40 });
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 50);
    const calc = await call(app, 'POST', '/api/redemption/calc', {
      token: member.token,
      body: { item_id: item.id, quantity: 2 },
    });
    expect(calc.data).toMatchObject({ cost: 80, balance: 50, balance_after: -30, refusal: { code: 8504 } });
    const okCalc = await call(app, 'POST', '/api/redemption/calc', {
      token: member.token,
      body: { item_id: item.id, quantity: 1 },
    });
    expect(okCalc.data).toMatchObject({
      cost: 40,
      balance_after: 10,
      refusal: null,
      gift: 'เครดิต 50.00 บาท',
    });
    expect(
      (await redeem(member.token, { item_id: item.id, quantity: 1, request_id: randomUUID() })).error,
    ).toBe(0);
    const turnover = await call(app, 'GET', '/api/member/turnover', { token: member.token });
    expect(turnover.data.items).toMatchObject([{ wallet_type_id: 2, required: 250, owed: 250 }]);
    const list = await call(app, 'GET', '/api/redemption/list', { token: member.token });
    expect(list.data.balance).toBe(10);
    expect(list.data.items.find((i: { id: number }) => i.id === item.id)).toMatchObject({
      redeemed: 1,
      amount: 50,
    });
    const guest = await call(app, 'GET', '/api/redemption/list');
    expect(guest.error).toBe(0);
    expect(guest.data.balance).toBeNull();
    const history = await call(app, 'GET', '/api/redemption/history', { token: member.token });
    expect(history.data.items).toMatchObject([{ item_id: item.id, quantity: 1, points: 40 }]);
    const bad = await call(app, 'POST', '/api/redemption/calc', {
      token: member.token,
      body: { item_id: 'x' },
    });
    expect(bad.status).toBeLessThan(500);
    expect(bad.error).not.toBe(0);
  });
});
