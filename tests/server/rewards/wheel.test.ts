import { createHash, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { errorCatalogue } from '@contract/errors';
import { checkLedger, memberStatement, memberWallets, pointBalance } from '@server/ledger';
import { grantAward } from '@server/rewards';
import { drawPrizeIndex } from '@server/rewards/wheel/draw';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { demoAgentId, insertCampaign } from './rewards-helpers';
import { givePoints, money, nothing, setWheel, spin } from './wheel-helpers';

let app: FastifyInstance;
let staff: { token: string };
beforeAll(async () => {
  app = await createTestApp();
  staff = await insertStaff(app, 'marketing');
});
afterAll(async () => app.close());

const code = (reason: keyof typeof errorCatalogue) => errorCatalogue[reason].code;
const mainBalance = async (memberId: number) =>
  (await memberWallets(app.db, memberId)).find((w) => w.walletTypeId === 1)?.balance ?? 0;

describe('wheel config', () => {
  it('publishes each slice with its weight and probability, the price and the member fair pair', async () => {
    await setWheel(app, staff.token, [money(10, 1), nothing(3)], { pointsPerSpin: 7 });
    const member = await fundedMember(app, 0);
    const v2 = await call(app, 'GET', '/api/wheel/config_v2', { token: member.token });
    expect(v2.error).toBe(0);
    expect(v2.data.setting).toEqual({ enabled: true, points_per_spin: 7, total_weight: 4 });
    expect(v2.data.prizes.map((p: { probability: number }) => p.probability)).toEqual([0.25, 0.75]);
    expect(v2.data.prizes[0]).toMatchObject({ index: 0, type: 'money', amount: 10, weight: 1 });
    expect(v2.data.fair.server_seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(v2.data.fair.nonce).toBe(0);
    const v1 = await call(app, 'GET', '/api/wheel/config', { token: member.token });
    expect(v1.data.configs).toEqual(v2.data.setting);
    expect(v1.data.fair).toEqual(v2.data.fair);
  });

  it('refuses a spin while the wheel is switched off, and writes the change in the audit log', async () => {
    await setWheel(app, staff.token, [money(10), nothing()], { enabled: false });
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 100);
    expect((await spin(app, member.token)).error).toBe(code('WHEEL_CLOSED'));
    expect(await pointBalance(app.db, member.id)).toBe(100);
    const { rows } = await app.db.query(`SELECT 1 FROM audit_log WHERE action = 'wheel.update'`);
    expect(rows.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses a bad prize table with a clear error, and a staff member without rewards.manage', async () => {
    const bad = await call(app, 'POST', '/api/admin/wheel', {
      token: staff.token,
      body: { enabled: true, points_per_spin: 10, point_value: 1, prizes: [money(10)] },
    });
    expect(bad.status).toBeLessThan(500);
    expect(bad.error).not.toBe(0);
    for (const body of [
      {
        enabled: true,
        points_per_spin: 10,
        point_value: 1,
        prizes: [{ ...money(1), wallet_type_id: 99 }, nothing()],
      },
      { enabled: true, points_per_spin: 10, point_value: 1, prizes: [money(1.005), nothing()] },
      { enabled: true, points_per_spin: 10, point_value: 0.125, prizes: [money(1), nothing()] },
    ]) {
      const refused = await call(app, 'POST', '/api/admin/wheel', { token: staff.token, body });
      expect(refused.error).toBe(code('WHEEL_PRIZES_INVALID'));
    }
    const support = await insertStaff(app, 'support');
    const refused = await call(app, 'POST', '/api/admin/wheel', {
      token: support.token,
      body: { enabled: true, points_per_spin: 10, point_value: 1, prizes: [money(1), nothing()] },
    });
    expect(refused.error).not.toBe(0);
  });
});

describe('spins', () => {
  beforeAll(async () => {
    await setWheel(app, staff.token, [money(1, 1), nothing(1)], { pointsPerSpin: 10 });
  });

  it('16 parallel spins with points for 5: exactly 5 succeed and the balance never goes negative', async () => {
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 50);
    const answers = await Promise.all(Array.from({ length: 16 }, () => spin(app, member.token)));
    const won = answers.filter((a) => a.error === 0);
    expect(won).toHaveLength(5);
    expect(answers.filter((a) => a.error === code('WHEEL_NOT_ENOUGH_POINTS'))).toHaveLength(11);
    expect(await pointBalance(app.db, member.id)).toBe(0);
    const nonces = won.map((a) => a.data.nonce).sort();
    expect(nonces).toEqual([0, 1, 2, 3, 4]);
    const moneyWins = won.filter((a) => a.data.prize.type === 'money').length;
    expect(await mainBalance(member.id)).toBe(toSatang(moneyWins));
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('16 parallel spins with 3 free spins and no points: exactly 3 succeed', async () => {
    const member = await fundedMember(app, 0);
    const campaignId = await insertCampaign(app, { kind: 'redeem', reward: { type: 'spins', spins: 3 } });
    await grantAward(app.db, {
      agentId: await demoAgentId(app),
      campaignId,
      memberId: member.id,
      periodKey: 'once',
      spins: 3,
      description: 'หมุนฟรี 3 ครั้ง',
      now: new Date(),
    });
    const answers = await Promise.all(Array.from({ length: 16 }, () => spin(app, member.token)));
    expect(answers.filter((a) => a.error === 0).map((a) => a.data.cost)).toEqual(['free', 'free', 'free']);
    const config = await call(app, 'GET', '/api/wheel/config_v2', { token: member.token });
    expect(config.data.free_spins).toBe(0);
  });

  it('uses a free spin before points', async () => {
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 10);
    const campaignId = await insertCampaign(app, { kind: 'redeem', reward: { type: 'spins', spins: 1 } });
    await grantAward(app.db, {
      agentId: await demoAgentId(app),
      campaignId,
      memberId: member.id,
      periodKey: 'once',
      spins: 1,
      description: 'หมุนฟรี 1 ครั้ง',
      now: new Date(),
    });
    const first = await spin(app, member.token);
    expect(first.data).toMatchObject({ cost: 'free', points_cost: 0, free_spins: 0, points: 10 });
    const second = await spin(app, member.token);
    expect(second.data).toMatchObject({ cost: 'points', points_cost: 10, points: 0 });
    expect((await spin(app, member.token)).error).toBe(code('WHEEL_NOT_ENOUGH_POINTS'));
  });

  it('answers a replayed request_id with the first spin and pays nothing more', async () => {
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 30);
    const requestId = randomUUID();
    const replies = await Promise.all(Array.from({ length: 8 }, () => spin(app, member.token, requestId)));
    expect(replies.every((r) => r.error === 0)).toBe(true);
    expect(new Set(replies.map((r) => r.data.spin_id)).size).toBe(1);
    expect(replies.filter((r) => !r.data.replayed)).toHaveLength(1);
    expect(await pointBalance(app.db, member.id)).toBe(20);
    const paid = replies[0]!.data.prize.type === 'money' ? toSatang(1) : 0;
    expect(await mainBalance(member.id)).toBe(paid);
    const { rows } = await app.db.query(`SELECT 1 FROM wheel_spins WHERE member_id = $1`, [member.id]);
    expect(rows).toHaveLength(1);
    // POST /api/wheel/reward answers the member's own spin; another member's spin is not found.
    const reward = await call(app, 'POST', '/api/wheel/reward', {
      token: member.token,
      body: { spin_id: replies[0]!.data.spin_id },
    });
    expect(reward.data.prize_index).toBe(replies[0]!.data.prize_index);
    const other = await fundedMember(app, 0);
    const foreign = await call(app, 'POST', '/api/wheel/reward', {
      token: other.token,
      body: { spin_id: replies[0]!.data.spin_id },
    });
    expect(foreign.error).toBe(code('WHEEL_SPIN_NOT_FOUND'));
  });

  it('recomputes every spin from the revealed seed, whose SHA-256 was published before', async () => {
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 60);
    const before = await call(app, 'GET', '/api/wheel/config_v2', { token: member.token });
    const seed = await call(app, 'POST', '/api/wheel/seed', {
      token: member.token,
      body: { client_seed: 'my-lucky-seed' },
    });
    expect(seed.data.revealed.server_seed_hash).toBe(before.data.fair.server_seed_hash);
    for (let i = 0; i < 6; i += 1) expect((await spin(app, member.token)).error).toBe(0);
    const history = await call(app, 'GET', '/api/wheel/history', { token: member.token });
    const spins = history.data.spins as {
      seed_id: number;
      nonce: number;
      client_seed: string;
      weights: number[];
      prize_index: number;
    }[];
    expect(spins).toHaveLength(6);
    expect(history.data.seeds[0].server_seed).toBeNull();
    const rotated = await call(app, 'POST', '/api/wheel/seed', { token: member.token, body: {} });
    const serverSeed = rotated.data.revealed.server_seed as string;
    expect(createHash('sha256').update(Buffer.from(serverSeed, 'hex')).digest('hex')).toBe(
      seed.data.current.server_seed_hash,
    );
    expect(rotated.data.current.client_seed).toBe('my-lucky-seed');
    expect(rotated.data.current.nonce).toBe(0);
    for (const s of spins) {
      expect(s.client_seed).toBe('my-lucky-seed');
      expect(drawPrizeIndex(s.weights, { serverSeed, clientSeed: s.client_seed, nonce: s.nonce })).toBe(
        s.prize_index,
      );
    }
  });

  it('shows recent winners newest first with masked names', async () => {
    await setWheel(app, staff.token, [money(2, 1)], { pointsPerSpin: 1 }).catch(() => undefined);
    await setWheel(app, staff.token, [money(2, 1_000_000), nothing(1)], { pointsPerSpin: 1 });
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 2);
    await spin(app, member.token);
    await spin(app, member.token);
    const board = await call(app, 'GET', '/api/wheel/board', { token: member.token, query: { limit: '5' } });
    expect(board.error).toBe(0);
    const items = board.data.items as { name: string; created_at: string }[];
    expect(items.length).toBeGreaterThan(0);
    const mine = `${member.phone.slice(0, 2)}x-xxx-${member.phone.slice(-4)}`;
    // The member's two spins, the latest on the board, the second first. (Rows of other tests' parallel spins
    // carry their transactions' start times, which need not follow the order they were written in.)
    expect(items.slice(0, 2).map((i) => i.name)).toEqual([mine, mine]);
    expect(JSON.stringify(items)).not.toContain(member.phone);
    const times = items.slice(0, 2).map((i) => i.created_at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('pays each kind of prize through the engine: money as a bonus in the statement, points, free spins', async () => {
    const prize = (type: 'points' | 'spins', amount: number) => ({
      label: `${amount} ${type}`,
      type,
      amount,
      wallet_type_id: null,
      weight: 1_000_000,
      colour: '#2f54eb',
    });
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 30);

    await setWheel(app, staff.token, [money(7, 1_000_000), nothing(1)], { pointsPerSpin: 10 });
    expect((await spin(app, member.token)).data.prize.type).toBe('money');
    const { items } = await memberStatement(app.db, member.id, {});
    expect(items[0]).toMatchObject({
      type: 'bonus',
      amount: toSatang(7),
      description: 'รางวัลกงล้อนำโชค: 7 บาท',
    });

    await setWheel(app, staff.token, [prize('points', 15), nothing(1)], { pointsPerSpin: 10 });
    expect((await spin(app, member.token)).data).toMatchObject({ prize: { type: 'points' }, points: 25 });

    await setWheel(app, staff.token, [prize('spins', 2), nothing(1)], { pointsPerSpin: 10 });
    expect((await spin(app, member.token)).data).toMatchObject({ cost: 'points', free_spins: 2, points: 15 });
    expect((await spin(app, member.token)).data).toMatchObject({ cost: 'free', free_spins: 3, points: 15 });
    const { rows } = await app.db.query<{ n: string }>(
      `SELECT count(*) AS n FROM reward_awards a JOIN wheel_spins s ON s.award_id = a.id
        WHERE s.member_id = $1 AND a.period_key = 'spin:' || s.id`,
      [member.id],
    );
    expect(Number(rows[0]!.n)).toBe(4);
    expect(await checkLedger(app.db)).toEqual([]);
  });
});
