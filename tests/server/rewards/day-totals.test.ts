import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { autocommit } from '@server/db/db';
import { transfer } from '@server/ledger';
import { playTotals } from '@server/rewards/play';
import { dayStart } from '@server/rewards/periods';
import { checkPlayTotals } from '@server/rewards/totals-check';
import { call } from '@tests/server/helpers/test-app';
import { openRound } from '@tests/server/lotto/lotto-helpers';
import { seamlessCall, txId } from '@tests/server/games-platform/helpers';
import {
  createProtectionApp,
  fundedMember,
  launch,
  slotBet,
  slotSettle,
} from '../protection/protection-helpers';

/**
 * The running totals per member and Bangkok day (migration 1250) follow every change of play, whatever path
 * writes it: after each step they equal a recount from raw play, and a row changed by hand is named.
 */
let t: Awaited<ReturnType<typeof createProtectionApp>>;
let app: FastifyInstance;
beforeAll(async () => {
  t = await createProtectionApp();
  app = t.app;
});
afterAll(async () => app.close());

const agree = async () => expect(await checkPlayTotals(app.db)).toEqual([]);

const deposit = (memberId: number, baht: number) =>
  transfer(autocommit(app.db), {
    key: `test-deposit:${randomUUID()}`,
    from: { house: 'adjustments' },
    to: { member: memberId, walletTypeId: 1 },
    amount: toSatang(baht),
    kind: 'deposit',
    description: 'ฝากเงินทดสอบ',
  });

const kept = async (memberId: number) => {
  const { rows } = await app.db.query<{ category: string; stake: string; win: string; placed_loss: string }>(
    `SELECT category, sum(stake) AS stake, sum(win) AS win, sum(placed_loss) AS placed_loss
       FROM member_day_totals WHERE member_id = $1 GROUP BY category ORDER BY category`,
    [memberId],
  );
  return rows.map((r) => [r.category, Number(r.stake), Number(r.win), Number(r.placed_loss)]);
};

describe('running totals of play per member and day', () => {
  it('follow bets, wins, rollbacks, lotto bills, a round moved, a game recategorised and deposits', async () => {
    const m = await fundedMember(app, 1000);
    const session = await launch(app, m);
    expect((await slotBet(app, session, 60, 'r-a')).error).toBe(0);
    expect((await slotSettle(app, session, 'r-a', 25)).error).toBe(0);
    await agree();
    const bet = await slotBet(app, session, 40, 'r-b');
    expect(bet.error).toBe(0);
    const { rows } = await app.db.query<{ transaction_id: string }>(
      `SELECT transaction_id FROM seamless_transactions WHERE member_id = $1 AND round_id = 'r-b'`,
      [m.id],
    );
    const rolled = await seamlessCall(app, 'rollback', {
      token: session,
      transaction_id: txId('rb'),
      ref_transaction_id: rows[0]!.transaction_id,
      round_id: 'r-b',
      game_id: 'builtin-slot-thai',
      amount: 40,
      currency: 'THB',
    });
    expect(rolled.error).toBe(0);
    await agree();
    const slot = (await kept(m.id)).find(([category]) => category !== 'lotto')!;
    expect(slot.slice(1)).toEqual([toSatang(60), toSatang(25), toSatang(35)]);

    const roundId = await openRound(app, t.now());
    const placed = [] as number[];
    for (const amount of [10, 20]) {
      const bill = await call(app, 'POST', '/api/lotto/bill/create', {
        token: m.token,
        body: {
          round_id: roundId,
          lines: [{ bet_type: 'two_top', number: '34', amount }],
          request_id: randomUUID(),
        },
      });
      expect(bill.error).toBe(0);
      placed.push(bill.data.bill_id as number);
    }
    await agree();
    const cancelled = await call(app, 'POST', '/api/lotto/bill/cancel', {
      token: m.token,
      body: { bill_id: placed[0] },
    });
    expect(cancelled.error).toBe(0);
    await agree();
    await app.db.query(
      `UPDATE lotto_rounds SET close_at = close_at + interval '3 days',
                                                result_at = result_at + interval '3 days' WHERE id = $1`,
      [roundId],
    );
    await agree();
    await app.db.query(`UPDATE lotto_bills SET status = 'won', payout = $2 WHERE id = $1`, [
      placed[1],
      toSatang(90),
    ]);
    await agree();
    expect((await kept(m.id)).find(([category]) => category === 'lotto')).toEqual([
      'lotto',
      toSatang(20),
      toSatang(90),
      toSatang(-70),
    ]);

    await app.db.query(`UPDATE games SET category = 'casino' WHERE code = 'builtin-slot-thai'`);
    try {
      await agree();
    } finally {
      await app.db.query(`UPDATE games SET category = 'slot' WHERE code = 'builtin-slot-thai'`);
    }
    await agree();

    await deposit(m.id, 300);
    await agree();
    const { rows: money } = await app.db.query<{ deposit: string }>(
      `SELECT sum(deposit) AS deposit FROM member_day_money WHERE member_id = $1`,
      [m.id],
    );
    expect(Number(money[0]!.deposit)).toBe(toSatang(300));
  });

  it('are named by the check when a row is changed by hand', async () => {
    const m = await fundedMember(app, 100);
    const session = await launch(app, m);
    expect((await slotBet(app, session, 10)).error).toBe(0);
    await deposit(m.id, 50);
    await agree();
    await app.db.query(`UPDATE member_day_totals SET stake = stake + 1 WHERE member_id = $1 AND stake > 0`, [
      m.id,
    ]);
    await app.db.query(`UPDATE member_day_money SET deposit = deposit + 5 WHERE member_id = $1`, [m.id]);
    const problems = await checkPlayTotals(app.db);
    expect(problems.map((p) => p.invariant)).toEqual([
      'play totals per member and day equal raw play',
      'deposit totals per member and day equal the ledger',
    ]);
    expect(problems[0]!.detail).toContain(`member ${m.id} `);
    expect(problems[0]!.detail).toContain(`kept stake/win/loss 1001/0/1000, raw 1000/0/1000`);
    await app.db.query(`UPDATE member_day_totals SET stake = stake - 1 WHERE member_id = $1 AND stake > 0`, [
      m.id,
    ]);
    await app.db.query(`UPDATE member_day_money SET deposit = deposit - 5 WHERE member_id = $1`, [m.id]);
    await agree();
  });

  it('give the sums of raw play over windows that start and end inside days, and by a now inside a day', async () => {
    const m = await fundedMember(app, 1000);
    const session = await launch(app, m);
    const HOUR = 3_600_000;
    const day0 = dayStart('2026-11-10').getTime();
    // Bets and wins over four Bangkok days, at hours that put some next to midnight.
    for (const [i, hour] of [1, 13, 23.9, 24.1, 40, 47.99, 60, 71, 80].entries()) {
      t.setNow(new Date(day0 + hour * HOUR));
      expect((await slotBet(app, session, 10 + i, `r-w${i}`)).error).toBe(0);
      if (i % 2 === 0) expect((await slotSettle(app, session, `r-w${i}`, 5 + i)).error).toBe(0);
    }
    await agree();
    const { rows: agent } = await app.db.query<{ agent_id: number }>(
      `SELECT agent_id FROM members WHERE id = $1`,
      [m.id],
    );
    const agentId = agent[0]!.agent_id;
    const at = (hour: number) => new Date(day0 + hour * HOUR);
    for (const [from, to, now] of [
      [0, 96, 100],
      [0, 24, 100],
      [12, 60, 100],
      [12, 60, 50],
      [23.95, 24.05, 100],
      [24, 72, 47.99],
      [13, 13.5, 100],
      [30, 30, 100],
    ]) {
      const window = { start: at(from!), end: at(to!), now: at(now!) };
      const { rows } = await app.db.query<{ stake: string | null; win: string | null }>(
        `SELECT sum(stake) AS stake, sum(win) AS win FROM member_play
          WHERE member_id = $1 AND counted_at >= $2 AND counted_at < $3 AND counted_at <= $4`,
        [m.id, window.start, window.end, window.now],
      );
      const kept = await playTotals(app.db, { agentId, memberId: m.id, ...window });
      const sum = (key: 'stake' | 'win') => kept.reduce((total, row) => total + row[key], 0);
      expect({ from, to, now, stake: sum('stake'), win: sum('win') }).toEqual({
        from,
        to,
        now,
        stake: Number(rows[0]!.stake ?? 0),
        win: Number(rows[0]!.win ?? 0),
      });
    }
    t.setNow(new Date());
  });
});
