import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { checkLedger, pointBalance, spendPoints } from '@server/ledger';
import { pointsTick } from '@server/jobs/points';
import { addDays, bangkokDay, dayStart } from '@server/rewards';
import { expireDayPoints, nextExpiry } from '@server/rewards/points';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { fundedMember, launch, seamlessCall } from '@tests/server/games-platform/helpers';
import { givePoints } from './points-helpers';
import { demoAgentId, insertCampaign } from './rewards-helpers';
import { autocommit, type Db } from '@server/db/db';

let app: FastifyInstance;
let owner: Db;
let agentId: number;
beforeAll(async () => {
  app = await createTestApp();
  owner = await openOwnerDb(app.db);
  agentId = await demoAgentId(app);
});
afterAll(async () => {
  await owner.close();
  await app.close();
});

const bet = async (session: string, gameId: string, baht: number) => {
  const id = randomUUID();
  const answer = await seamlessCall(app, 'bet', {
    token: session,
    transaction_id: id,
    round_id: `r-${id}`,
    game_id: gameId,
    amount: baht,
    currency: 'THB',
  });
  expect(answer.error).toBe(0);
};

describe('points earning job', () => {
  it('pays the points of a day of generated bets, equal to an independent sum, and a second run pays nothing', async () => {
    await insertCampaign(app, {
      kind: 'points',
      trigger: 'job',
      reward: { type: 'none' },
      settings: { per_baht: 100, points: 3, categories: ['slot', 'fishing'] },
    });
    // A deterministic spread of stakes: slot and fishing count, casino does not.
    const plan = [
      [130, 75.5, 12],
      [99.99, 0.01],
      [450, 20],
    ];
    const expected = new Map<number, number>();
    for (const [i, stakes] of plan.entries()) {
      const member = await fundedMember(app, 2000);
      const slot = await launch(app, member, 'builtin-slot-thai');
      const casino = await launch(app, member, 'builtin-baccarat');
      let counted = 0;
      for (const [j, baht] of stakes!.entries()) {
        await bet(slot, 'builtin-slot-thai', baht);
        counted += Math.round(baht * 100);
        await bet(casino, 'builtin-baccarat', 40 + i + j);
      }
      expected.set(member.id, Math.floor(counted / 10_000) * 3);
    }
    const tomorrow = dayStart(addDays(bangkokDay(new Date()), 1), 0);
    const first = await pointsTick(app.db, new Date(tomorrow.getTime() + 60_000));
    expect(first.earned).toBe([...expected.values()].filter((p) => p > 0).length);
    for (const [memberId, points] of expected) expect(await pointBalance(app.db, memberId)).toBe(points);
    expect([...expected.values()]).toEqual([6, 3, 12]);

    // The run claimed, then a replay of the work itself (a lease passed): nothing more either way.
    const second = await pointsTick(app.db, new Date(tomorrow.getTime() + 120_000));
    expect(second.earned).toBeNull();
    const { earnDayPoints } = await import('@server/rewards/points');
    expect(await earnDayPoints(app.db, bangkokDay(new Date()), new Date())).toBe(0);
    for (const [memberId, points] of expected) expect(await pointBalance(app.db, memberId)).toBe(points);
    expect(await checkLedger(app.db)).toEqual([]);
  });
});

describe('points expiry', () => {
  // Ledger rows are immutable by trigger; a test's private database moves one entry back in time as the owner role,
  // with the triggers off for this transaction only, as if it had been earned then.
  const backdate = (memberId: number, at: Date) =>
    owner.tx(async (q) => {
      await q.query(`SET LOCAL session_replication_role = replica`);
      await q.query(
        `UPDATE ledger_entries SET created_at = $2 WHERE id = (
           SELECT e.id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
            WHERE a.member_id = $1 AND a.asset = 'point' AND e.amount > 0 ORDER BY e.id DESC LIMIT 1)`,
        [memberId, at],
      );
    });

  it('expires first in, first out what is older than the period and not spent, once per member and day', async () => {
    await app.db.query(`INSERT INTO points_settings (agent_id, expiry_days) VALUES ($1, 30)`, [agentId]);
    const today = bangkokDay(new Date());
    const member = await fundedMember(app, 0);
    await givePoints(app, member.id, 100);
    await backdate(member.id, dayStart(addDays(today, -40))); // old: out of the period
    await givePoints(app, member.id, 50);
    await backdate(member.id, dayStart(addDays(today, -10))); // young: kept
    // Spending 70 takes the old points first: 30 old ones are left to expire.
    await spendPoints(autocommit(app.db), {
      key: `spend:${randomUUID()}`,
      member: member.id,
      points: 70,
      description: 'ใช้',
    });
    expect(await nextExpiry(app.db, member.id, agentId, 80, new Date())).toEqual({
      points: 30,
      at: dayStart(today, 1),
    });

    const young = await fundedMember(app, 0);
    await givePoints(app, young.id, 40);

    const day = addDays(today, -1);
    await expireDayPoints(app.db, day, new Date());
    expect(await pointBalance(app.db, member.id)).toBe(50);
    expect(await pointBalance(app.db, young.id)).toBe(40);
    // A second run of the day takes nothing more.
    await expireDayPoints(app.db, day, new Date());
    expect(await pointBalance(app.db, member.id)).toBe(50);
    // The young points expire 30 days after they were received.
    expect(await nextExpiry(app.db, member.id, agentId, 50, new Date())).toEqual({
      points: 50,
      at: dayStart(addDays(today, 20), 1),
    });
    expect(await checkLedger(app.db)).toEqual([]);
  });
});
