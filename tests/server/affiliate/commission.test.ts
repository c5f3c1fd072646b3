import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang, type Satang } from '@contract/money';
import { runCommissionDay, runCommissionJob } from '@server/affiliate/commission';
import { addDays, dayStart } from '@server/rewards/periods';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { mainBalance } from '@tests/server/games-platform/helpers';
import { affiliateBalance, agentId, playRound, referredMember, setSettings } from './affiliate-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

// Slot: 1 % of turnover at level 1, 0.35 % at level 2; casino: 5 % / 1.25 % of net loss (never below 0).
const RATES = {
  slot: { basis: 'turnover' as const, level1: 1, level2: 0.35 },
  casino: { basis: 'net_loss' as const, level1: 5, level2: 1.25 },
};
const GAMES = { slot: 'builtin-slot-thai', casino: 'builtin-baccarat' } as const;

describe('affiliate commission job', () => {
  it('pays exactly the independent sum of a week of referred play, and a second run pays nothing', async () => {
    await setSettings(app, {
      rates: RATES,
      levels: 2,
      minRedeem: toSatang(1),
      holdThreshold: toSatang(1_000_000),
    });
    const a = await referredMember(app, null, 0);
    const b = await referredMember(app, a.id); // level 1 of A
    const c = await referredMember(app, b.id); // level 2 of A, level 1 of B
    const d = await referredMember(app, null); // nobody's: earns nobody anything
    const week = Array.from({ length: 7 }, (_, i) => addDays('2026-11-02', i));
    // A generated week: each day each player plays a slot and a casino round with amounts drawn from the day.
    const plays: { who: typeof b; game: keyof typeof GAMES; stake: number; win: number; day: string }[] = [];
    week.forEach((day, i) => {
      for (const [j, who] of [b, c, d].entries()) {
        plays.push({
          who,
          game: 'slot',
          stake: Math.round((13.37 * (i + 1) + j) * 100) / 100,
          win: (i * 7 + j) % 5,
          day,
        });
        plays.push({ who, game: 'casino', stake: 40 + i * 3 + j, win: i % 3 === 0 ? 90 : 10 * j, day });
      }
    });
    for (const p of plays)
      await playRound(app, p.who, {
        game: GAMES[p.game],
        stake: p.stake,
        win: p.win,
        at: new Date(dayStart(p.day).getTime() + 3_600_000 * (5 + (plays.indexOf(p) % 12))),
      });

    // The independent sum: per day and category, the basis in satang times the rate, floored per (day, level).
    const expected = { a: 0, b: 0 };
    for (const day of week) {
      const units = { a1: 0, a2: 0, b1: 0 };
      for (const who of [b, c]) {
        for (const game of ['slot', 'casino'] as const) {
          const mine = plays.filter((p) => p.day === day && p.who === who && p.game === game);
          const stake = mine.reduce((s, p) => s + toSatang(p.stake), 0);
          const win = mine.reduce((s, p) => s + toSatang(p.win), 0);
          const basis = game === 'slot' ? stake : Math.max(0, stake - win);
          const rate = RATES[game];
          if (who === b) units.a1 += basis * rate.level1 * 100;
          else {
            units.b1 += basis * rate.level1 * 100;
            units.a2 += basis * Math.round(rate.level2 * 100);
          }
        }
      }
      expected.a += Math.floor(units.a1 / 10_000) + Math.floor(units.a2 / 10_000);
      expected.b += Math.floor(units.b1 / 10_000);
    }
    expect(expected.a).toBeGreaterThan(0);

    for (const day of week) await runCommissionJob(app.db, day, app.clock());
    expect(await affiliateBalance(app, a.id)).toBe(expected.a);
    expect(await affiliateBalance(app, b.id)).toBe(expected.b);
    expect(await affiliateBalance(app, c.id)).toBe(0);
    expect(await affiliateBalance(app, d.id)).toBe(0);

    // Again: the job's claims refuse, and even the day's work run directly inserts and pays nothing.
    for (const day of week) expect(await runCommissionJob(app.db, day, app.clock())).toEqual([]);
    const id = await agentId(app);
    for (const day of week)
      expect(await runCommissionDay(app.db, id, day, app.clock())).toEqual({ credited: 0, held: 0 });
    expect(await affiliateBalance(app, a.id)).toBe(expected.a);

    // The member sees it: summary, network (masked, with level), transactions.
    const summary = await call(app, 'GET', '/api/affiliate/summary', { token: a.token });
    expect(summary.data).toMatchObject({ sign_ups: 1, redeemable: expected.a / 100, held: 0 });
    const network = await call(app, 'POST', '/api/affiliate/network', { token: a.token, body: {} });
    expect(network.data.total).toBe(2);
    expect(network.data.items.map((m: { level: number }) => m.level).sort()).toEqual([1, 2]);
    expect(network.data.items[0].phone).toMatch(/^\d{3}\*\*\*\d{4}$/);
    const txs = await call(app, 'GET', '/api/affiliate/v2/transactions', { token: a.token });
    expect(txs.data.items.filter((t: { type: string }) => t.type === 'commission')).toHaveLength(14);

    // Redeem under 16 parallel calls (distinct request ids): one pays everything, the others find nothing.
    const before = await mainBalance(app, a.token);
    const answers = await Promise.all(
      Array.from({ length: 16 }, () =>
        call(app, 'POST', '/api/affiliate/redeem', { token: a.token, body: { request_id: randomUUID() } }),
      ),
    );
    expect(answers.filter((x) => x.error === 0)).toHaveLength(1);
    expect(answers.filter((x) => x.error === 8701)).toHaveLength(15);
    expect(await mainBalance(app, a.token)).toBeCloseTo(before + expected.a / 100, 2);
    expect(await affiliateBalance(app, a.id)).toBe(0);
  });

  it('holds a day above the threshold: not redeemable until released, and released once', async () => {
    await setSettings(app, { rates: RATES, levels: 1, minRedeem: toSatang(1), holdThreshold: toSatang(5) });
    const a = await referredMember(app, null, 0);
    const b = await referredMember(app, a.id);
    const day = '2026-10-20';
    await playRound(app, b, {
      game: GAMES.slot,
      stake: 1000,
      win: 0,
      at: new Date(dayStart(day).getTime() + 7_200_000),
    });
    expect(await runCommissionDay(app.db, await agentId(app), day, app.clock())).toEqual({
      credited: 0,
      held: 1,
    });
    expect(await affiliateBalance(app, a.id)).toBe(0);
    const summary = await call(app, 'GET', '/api/affiliate/summary', { token: a.token });
    expect(summary.data).toMatchObject({ held: 10, redeemable: 0 });
    const refused = await call(app, 'POST', '/api/affiliate/redeem', {
      token: a.token,
      body: { request_id: randomUUID() },
    });
    expect(refused.error).toBe(8701);

    const { releaseCommission } = await import('@server/affiliate/admin/commission-review');
    const { rows } = await app.db.query<{ id: number }>(
      `SELECT id FROM affiliate_commissions WHERE referrer_id = $1`,
      [a.id],
    );
    const by = {
      actor: { id: null, agentId: await agentId(app), username: 'tester' },
      meta: { ip: '127.0.0.1', requestId: 'test' },
    };
    const releases = await Promise.allSettled(
      Array.from({ length: 4 }, () =>
        releaseCommission(app.db, { id: Number(rows[0]!.id), by, now: app.clock() }),
      ),
    );
    expect(releases.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(await affiliateBalance(app, a.id)).toBe(toSatang(10) as Satang);
  });

  it("the tick pays yesterday's (Bangkok) commission once, whatever the hour it runs", async () => {
    await setSettings(app, { rates: RATES, levels: 1, minRedeem: toSatang(1), holdThreshold: 0 as Satang });
    const a = await referredMember(app, null, 0);
    const b = await referredMember(app, a.id);
    const day = '2026-08-10';
    await playRound(app, b, {
      game: GAMES.slot,
      stake: 300,
      win: 0,
      at: new Date(dayStart(day).getTime() + 23 * 3_600_000), // 23:00 Bangkok, still that day
    });
    const { affiliateTick } = await import('@server/jobs/affiliate');
    // 00:30 and 18:00 Bangkok the next day: both mean "yesterday" = the day played; only the first pays.
    expect(await affiliateTick(app.db, new Date(dayStart(addDays(day, 1)).getTime() + 1_800_000))).toContain(
      await agentId(app),
    );
    expect(
      await affiliateTick(app.db, new Date(dayStart(addDays(day, 1)).getTime() + 18 * 3_600_000)),
    ).toEqual([]);
    expect(await affiliateBalance(app, a.id)).toBe(toSatang(3));
  });
});
