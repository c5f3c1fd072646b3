import { randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { cashbackTick } from '@server/jobs/cashback';
import { lottoTick } from '@server/jobs/lotto';
import { pointsTick } from '@server/jobs/points';
import { checkLedger, pointBalance } from '@server/ledger';
import { addDays, bangkokDay, dayStart } from '@server/rewards';
import { nextExpiry } from '@server/rewards/points';
import { errorCatalogue } from '@contract/errors';
import { registerMember } from '@tests/server/account/account-helpers';
import { fundedMember, launch, mainBalance, seamlessCall } from '@tests/server/games-platform/helpers';
import { call, testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { fund, openRound, requestId } from '@tests/server/lotto/lotto-helpers';
import { deliverNotification, settleSandboxOrder } from '@server/payments/sandbox/sandbox-notify';
import { anyIp, channelId, injectTransport, paymentMember } from '@tests/server/payments/payment-helpers';
import { setLimit, slotBet } from '@tests/server/protection/protection-helpers';
import { demoAgentId, insertCampaign } from '@tests/server/rewards/rewards-helpers';

/**
 * One business clock (issue 25): the app runs ten days ahead of the system clock, as a test deployment with
 * CLOCK_OFFSET_MS does, and every rule must follow it, not the database's now() nor Date.now(). Each walk
 * below fails when one rule reads the system clock: the result entry refuses the round the lobby shows closed,
 * the day's job finds no play on the day it pays, the points expire the day they are earned.
 */
const DAY = addDays(bangkokDay(new Date()), 10);
const at = (day: string, hours: number) => new Date(dayStart(day).getTime() + hours * 3_600_000);

let apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.map((app) => app.close()));
  apps = [];
});

/** The app on a private database with the business clock at `start` (days from the system's), moved by the test. */
const aheadApp = async (start: Date) => {
  let now = start;
  const app = await buildApp({
    config: testConfig(),
    db: await openTestDb(),
    ownsDb: true,
    logger: false,
    clock: () => now,
  });
  apps.push(app);
  return { app, moveTo: (date: Date) => void (now = date) };
};

const slotBets = async (
  app: FastifyInstance,
  member: { token: string; walletId: number },
  baht: number[],
) => {
  const session = await launch(app, member, 'builtin-slot-thai');
  for (const amount of baht) {
    const id = randomUUID();
    const base = { token: session, round_id: `r-${id}`, game_id: 'builtin-slot-thai', currency: 'THB' };
    expect((await seamlessCall(app, 'bet', { ...base, transaction_id: id, amount })).error).toBe(0);
    expect((await seamlessCall(app, 'settle', { ...base, transaction_id: `${id}-w`, amount: 0 })).error).toBe(
      0,
    );
  }
};

describe('with the business clock ten days ahead of the system clock', () => {
  it('walks a lotto round from open to closed, its result entered and confirmed, and settled', async () => {
    const { app, moveTo } = await aheadApp(at(DAY, 10));
    const roundId = await openRound(app, app.clock(), { closeInSeconds: 3600 });
    const member = await fundedMember(app, 1000);
    const bill = await call(app, 'POST', '/api/lotto/bill/create', {
      token: member.token,
      body: {
        round_id: roundId,
        lines: [{ bet_type: 'two_bottom', number: '45', amount: 10 }],
        request_id: requestId(),
      },
    });
    expect(bill.error).toBe(0);
    const [alice, bob] = [await insertStaff(app, 'lotto'), await insertStaff(app, 'lotto')];
    const draw = { first_prize: '123456', front3: ['111', '222'], back3: ['333', '444'], bottom2: '45' };
    const enter = () =>
      call(app, 'POST', `/api/admin/lotto/rounds/${roundId}/result`, { token: alice.token, body: draw });
    const round = async () =>
      (await call(app, 'GET', '/api/lotto/round', { query: { round_id: String(roundId) } })).data.round;

    // Open by the business clock: the lobby takes bets, and a result is refused.
    expect(await round()).toMatchObject({ is_open: true });
    expect((await enter()).error).not.toBe(0);

    // Past its close by the business clock (ten days before it by the system's): closed everywhere at once.
    moveTo(at(DAY, 12));
    expect(await round()).toMatchObject({ is_open: false, status: 'closed' });
    expect((await lottoTick(app.db, app.clock())).closed).toContain(roundId);
    const entered = await enter();
    expect(entered.error).toBe(0);
    const confirmed = await call(app, 'POST', `/api/admin/lotto/results/${entered.data.id}/confirm`, {
      token: bob.token,
      body: {},
    });
    expect(confirmed.error).toBe(0);

    expect((await lottoTick(app.db, app.clock())).settled).toContain(roundId);
    const detail = await call(app, 'GET', '/api/lotto/bill/detail', {
      token: member.token,
      query: { bill_id: String(bill.data.bill_id) },
    });
    expect(detail.data.status).toBe('won');
    // 10 baht on 2 ตัวล่าง 45 at 90: 1000 - 10 + 900.
    expect(await mainBalance(app, member.token)).toBe(1890);
    // The stake's ledger row is dated when it was placed, by the business clock.
    const { rows } = await app.db.query<{ created_at: Date }>(
      `SELECT t.created_at FROM ledger_transfers t WHERE t.kind = 'bet' AND t.meta->>'lotto_bill_id' = $1`,
      [String(bill.data.bill_id)],
    );
    expect(rows.map((r) => r.created_at.getTime())).toEqual([at(DAY, 10).getTime()]);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it("pays a day's cashback for the game play of that business day, dated by the business clock", async () => {
    const { app, moveTo } = await aheadApp(at(DAY, 15));
    const campaignId = await insertCampaign(app, {
      kind: 'cashback',
      trigger: 'job',
      reward: { type: 'money', wallet_type_id: 1 },
      settings: { rates_bp: { slot: 100 }, min_payout: 1_00, max_payout: 1000_00 },
    });
    const member = await fundedMember(app, 1000);
    await slotBets(app, member, [200, 300]);
    // The bets and their settlements are the business day's, not the system's.
    const { rows: play } = await app.db.query<{ created_at: Date }>(
      `SELECT created_at FROM seamless_transactions WHERE member_id = $1`,
      [member.id],
    );
    expect(play).toHaveLength(4);
    for (const row of play) expect(bangkokDay(row.created_at)).toBe(DAY);

    // The day's job runs after the business day ended and pays 1% of its 500 baht of stakes for it.
    moveTo(at(addDays(DAY, 1), 0.5));
    const tick = await cashbackTick(app.db, app.clock());
    expect(tick.cashback).toMatchObject({ paid: 1 });
    const { rows: awards } = await app.db.query<{ period_key: string; amount: string }>(
      `SELECT period_key, amount FROM reward_awards WHERE campaign_id = $1 AND member_id = $2`,
      [campaignId, member.id],
    );
    expect(awards.map((a) => [a.period_key, Number(a.amount)])).toEqual([[DAY, 500]]);
    expect(await mainBalance(app, member.token)).toBe(1000 - 500 + 5);
    // The award's money is dated by the business clock too.
    const { rows: credit } = await app.db.query<{ created_at: Date }>(
      `SELECT created_at FROM ledger_transfers WHERE kind = 'cashback' AND meta->>'campaign_id' = $1`,
      [String(campaignId)],
    );
    expect(credit.map((r) => r.created_at.getTime())).toEqual([app.clock().getTime()]);
  });

  it('earns points that do not expire at once, and expires them once the business clock passes their period', async () => {
    const { app, moveTo } = await aheadApp(at(DAY, 9));
    const agentId = await demoAgentId(app);
    await app.db.query(
      `INSERT INTO points_settings (agent_id, expiry_days) VALUES ($1, 2)
       ON CONFLICT (agent_id) DO UPDATE SET expiry_days = 2`,
      [agentId],
    );
    await insertCampaign(app, {
      kind: 'points',
      trigger: 'job',
      reward: { type: 'none' },
      settings: { per_baht: 100, points: 1, categories: ['slot'] },
    });
    const member = await fundedMember(app, 1000);
    await slotBets(app, member, [250, 250]);

    // Just after the day: 5 points earned for its 500 baht, and the same run's expiry leaves them.
    moveTo(at(addDays(DAY, 1), 0.5));
    expect(await pointsTick(app.db, app.clock())).toMatchObject({ day: DAY, earned: 1 });
    expect(await pointBalance(app.db, member.id)).toBe(5);
    // Received on DAY + 1 with two days of life: the run for DAY + 3 (the end of that day) takes them.
    expect(await nextExpiry(app.db, member.id, agentId, 5, app.clock())).toEqual({
      points: 5,
      at: dayStart(addDays(DAY, 3), 1),
    });

    for (const plus of [2, 3]) {
      moveTo(at(addDays(DAY, plus), 0.5));
      await pointsTick(app.db, app.clock());
      expect(await pointBalance(app.db, member.id)).toBe(5);
    }
    moveTo(at(addDays(DAY, 4), 0.5));
    expect(await pointsTick(app.db, app.clock())).toMatchObject({ day: addDays(DAY, 3), expired: 1 });
    expect(await pointBalance(app.db, member.id)).toBe(0);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('dates a registration and measures a session time limit from the login by the business clock', async () => {
    const { app, moveTo } = await aheadApp(at(DAY, 14));
    const registered = await registerMember(app);
    const { rows } = await app.db.query<{ id: number; created_at: Date }>(
      `SELECT id, created_at FROM members WHERE phone = $1`,
      [registered.phone],
    );
    // A member since 14:00 by the business clock (new-member promotions count from there).
    expect(rows[0]!.created_at.getTime()).toBe(at(DAY, 14).getTime());
    await fund(app, rows[0]!.id, 100);
    expect((await setLimit(app, registered.token, 'session', 60)).error).toBe(0);
    const wallets = await call<{ id: number; wallet_type_id: number }[]>(app, 'POST', '/api/member/wallets', {
      token: registered.token,
    });
    const walletId = wallets.data.find((w) => w.wallet_type_id === 1)!.id;
    // The login began at 14:00 by the business clock: play is open for its hour, not refused at once.
    const session = await launch(app, { token: registered.token, walletId });
    expect((await slotBet(app, session, 1)).error).toBe(0);
    moveTo(at(DAY, 15.01));
    expect((await slotBet(app, session, 1)).error).toBe(errorCatalogue.PLAYER_SESSION_LIMIT.code);
  });

  it("counts a deposit in the business day it was credited (a day's deposit limit)", async () => {
    const { app } = await aheadApp(at(DAY, 16));
    const member = await paymentMember(app);
    expect((await setLimit(app, member.token, 'deposit_day', 500)).error).toBe(0);
    const qrOrder = async (amount: number) =>
      call(app, 'POST', '/api/member/payment/generate_qr', {
        headers: anyIp(),
        token: member.token,
        body: { channel_id: await channelId(app, member.token, 'promptpay_qr'), amount },
      });
    const paid = await qrOrder(300);
    expect(paid.error).toBe(0);
    const event = await settleSandboxOrder(app.db, paid.data.order_id, 'paid');
    expect(await deliverNotification(app.db, event, injectTransport(app), { pauseMs: 1 })).toBe(true);
    const { rows } = await app.db.query<{ created_at: Date }>(
      `SELECT e.created_at FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.member_id = $1 AND e.kind = 'deposit'`,
      [member.id],
    );
    expect(rows.map((r) => r.created_at.getTime())).toEqual([at(DAY, 16).getTime()]);
    // 300 of today's 500 are used by the business clock's day: another 300 is refused.
    expect((await qrOrder(300)).error).toBe(errorCatalogue.PLAYER_DEPOSIT_LIMIT.code);
    expect((await qrOrder(200)).error).toBe(0);
  });
});
