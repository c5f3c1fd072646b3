import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { checkLedger } from '@server/ledger';
import { cashbackTick } from '@server/jobs/cashback';
import { claimJob } from '@server/jobs/claim';
import { dayStart, grantAward } from '@server/rewards';
import { payCashbackDay } from '@server/rewards/cashback/cashback-day';
import { createClockedApp, generateWeek, playWeek, satang, type Play } from './cashback-helpers';
import { insertCampaign } from './rewards-helpers';

// A generated week of play, Monday 2 November 2026 to Sunday 8 November (Bangkok).
const MONDAY = '2026-11-02';
const DAYS = Array.from({ length: 7 }, (_, d) => `2026-11-0${2 + d}`);
const RATES: Record<string, number> = { slot: 100, casino: 50, fishing: 30 }; // basis points; sport pays nothing
const MIN_PAYOUT = satang(1);
const MAX_PAYOUT = satang(3);

let app: FastifyInstance;
let campaignId: number;
const members: { id: number; plays: Play[] }[] = [];
const at = (day: string, hours: number) => new Date(dayStart(day).getTime() + hours * 3_600_000);

/** The expected cashback of one member and day, summed here from the plays made, not from the job's SQL. */
const expectedCashback = (plays: Play[], day: string) => {
  const stakes = new Map<string, number>();
  for (const p of plays.filter((p) => p.day === day && !p.rolledBack))
    stakes.set(p.category, (stakes.get(p.category) ?? 0) + satang(p.stake));
  let raw = 0;
  for (const [category, stake] of stakes) raw += Math.floor((stake * (RATES[category] ?? 0)) / 10_000);
  return raw < MIN_PAYOUT || raw === 0 ? 0 : Math.min(raw, MAX_PAYOUT);
};

const paidDays = async (memberId: number) => {
  const { rows } = await app.db.query<{ period_key: string; amount: string }>(
    `SELECT a.period_key, a.amount FROM reward_awards a WHERE a.member_id = $1 AND a.campaign_id = $2`,
    [memberId, campaignId],
  );
  return Object.fromEntries(rows.map((r) => [r.period_key, Number(r.amount)]));
};
const ledgerCashback = async (memberId: number) => {
  const { rows } = await app.db.query<{ total: string }>(
    `SELECT coalesce(sum(e.amount), 0) AS total FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.member_id = $1 AND a.owner = 'member' AND e.kind = 'cashback'`,
    [memberId],
  );
  return Number(rows[0]!.total);
};

beforeAll(async () => {
  ({ app } = await createClockedApp(at(MONDAY, 12)));
  campaignId = await insertCampaign(app, {
    kind: 'cashback',
    name: 'คืนยอดเทิร์นรายวัน',
    trigger: 'job',
    reward: { type: 'money', wallet_type_id: 1 },
    settings: { rates_bp: RATES, min_payout: MIN_PAYOUT, max_payout: MAX_PAYOUT },
  });
  for (const seed of [11, 23, 47]) {
    const plays = generateWeek(MONDAY, seed);
    const member = await playWeek(app, plays);
    members.push({ id: member.id, plays });
  }
}, 120_000);
afterAll(async () => app?.close());

describe('cashback job: a generated week of play', () => {
  it('two job runs at once for a day pay it once', async () => {
    const ticks = await Promise.all([
      cashbackTick(app.db, at(DAYS[1]!, 1)),
      cashbackTick(app.db, at(DAYS[1]!, 1)),
    ]);
    const ran = ticks.map((tick) => tick.cashback).filter((run) => run !== null);
    expect(ran).toHaveLength(1);
    const owed = members.filter((m) => expectedCashback(m.plays, DAYS[0]!) > 0);
    expect(owed.length).toBeGreaterThan(0);
    expect(ran[0]!.paid).toBe(owed.length);
    // Past the claim too (a lease that ran out, a staff re-run): two payers at once pay nothing more.
    const again = await Promise.all([
      payCashbackDay(app.db, DAYS[0]!, at(DAYS[1]!, 2)),
      payCashbackDay(app.db, DAYS[0]!, at(DAYS[1]!, 2)),
    ]);
    expect(again.map((run) => [run.paid, run.replayed])).toEqual([
      [0, owed.length],
      [0, owed.length],
    ]);
  });

  it('pays every day of the week what an independent sum over the bets gives, per member and day', async () => {
    for (const day of DAYS.slice(1)) await cashbackTick(app.db, at(day, 25));
    for (const member of members) {
      const expected: Record<string, number> = Object.fromEntries(
        DAYS.map((day) => [day, expectedCashback(member.plays, day)] as const).filter(
          ([, amount]) => amount !== 0,
        ),
      );
      expect(await paidDays(member.id)).toEqual(expected);
      const total = Object.values(expected).reduce((sum, amount) => sum + amount, 0);
      expect(await ledgerCashback(member.id)).toBe(total);
    }
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('pays nothing on a second run of the job or a direct re-run of any day', async () => {
    const before = await Promise.all(members.map((m) => ledgerCashback(m.id)));
    for (const day of DAYS) {
      const tick = await cashbackTick(app.db, at(day, 25));
      expect(tick.cashback).toBeNull();
      const rerun = await payCashbackDay(app.db, day, at(day, 26));
      expect(rerun.paid).toBe(0);
    }
    expect(await Promise.all(members.map((m) => ledgerCashback(m.id)))).toEqual(before);
  });

  it('finishes a run that crashed half-way, paying only the members it had not paid', async () => {
    const day = '2026-11-09';
    const plays: Play[] = [{ day, hour: 3, category: 'slot', stake: 250, win: 0 }];
    const paidFirst = await playWeek(app, plays);
    const paidLater = await playWeek(app, plays);
    // The crashed run: it claimed the day, paid one member (as payCashbackDay would), then died.
    const claim = (await claimJob(app.db, 'cashback', day))!;
    expect(claim).not.toBeNull();
    await grantAward(app.db, {
      agentId: (await app.db.query<{ id: number }>(`SELECT id FROM agents WHERE code = 'demo'`)).rows[0]!.id,
      campaignId,
      memberId: paidFirst.id,
      periodKey: day,
      amount: toSatang(2.5),
      walletTypeId: 1,
      description: 'คืนยอดเทิร์น',
      house: 'cashback',
      ledgerKind: 'cashback',
      now: at(day, 25),
    });
    await claim.release();
    const tick = await cashbackTick(app.db, at(day, 26));
    expect(tick.cashback).toMatchObject({ paid: 1, replayed: 1 });
    expect(await ledgerCashback(paidFirst.id)).toBe(satang(2.5));
    expect(await ledgerCashback(paidLater.id)).toBe(satang(2.5));
    expect(await checkLedger(app.db)).toEqual([]);
  });
});
