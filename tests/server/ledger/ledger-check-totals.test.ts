import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/db';
import { call } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { openRound } from '@tests/server/lotto/lotto-helpers';
import { createProtectionApp, fundedMember, launch, slotBet } from '../protection/protection-helpers';
import { incremental, markClean } from './check-helpers';

// The incremental `ledger:check`'s day totals (server/src/rewards/totals-check-since.ts): the days recounted are
// found from what was written since the mark, a bill cancelled since included (it writes no row of play: its
// refund's ledger transfer names it).
let t: Awaited<ReturnType<typeof createProtectionApp>>;
let app: FastifyInstance;
let owner: Db;
beforeAll(async () => {
  t = await createProtectionApp();
  app = t.app;
  owner = await openOwnerDb(app.db);
});
afterAll(async () => {
  await owner.close();
  await app.close();
});

const PLAY = 'play totals per member and day equal raw play';

describe('ledger:check, incremental, the day totals', () => {
  it('recounts the day of a bill cancelled since the mark, and the day of a new round', async () => {
    await t.today();
    const m = await fundedMember(app, 1000);
    const session = await launch(app, m);
    const roundId = await openRound(app, t.now());
    const bill = await call(app, 'POST', '/api/lotto/bill/create', {
      token: m.token,
      body: {
        round_id: roundId,
        lines: [{ bet_type: 'two_top', number: '34', amount: 10 }],
        request_id: randomUUID(),
      },
    });
    expect(bill.error).toBe(0);
    await markClean(owner);
    // A day row of the bill's day changed by hand: nothing written since names that day, so it is not recounted.
    const { rows } = await app.db.query<{ day: string }>(
      `SELECT bangkok_day(created_at)::text AS day FROM lotto_bills WHERE id = $1`,
      [bill.data.bill_id],
    );
    const billDay = rows[0]!.day;
    const lottoRow = `member_id = $1 AND day = $2 AND category = 'lotto'`;
    await owner.query(`UPDATE member_day_totals SET placed_loss = placed_loss + 1 WHERE ${lottoRow}`, [
      m.id,
      billDay,
    ]);
    expect((await incremental(owner)).problems).toEqual([]);
    const cancelled = await call(app, 'POST', '/api/lotto/bill/cancel', {
      token: m.token,
      body: { bill_id: bill.data.bill_id },
    });
    expect(cancelled.error).toBe(0);
    const run = await incremental(owner);
    expect(run.invariants).toEqual([PLAY]);
    expect(run.moved).toBe(false);
    await owner.query(`UPDATE member_day_totals SET placed_loss = placed_loss - 1 WHERE ${lottoRow}`, [
      m.id,
      billDay,
    ]);
    expect((await incremental(owner)).problems).toEqual([]);

    expect((await slotBet(app, session, 30)).error).toBe(0);
    await owner.query(
      `UPDATE member_day_totals SET stake = stake + 1 WHERE member_id = $1 AND category <> 'lotto'`,
      [m.id],
    );
    expect((await incremental(owner)).invariants).toEqual([PLAY]);
    await owner.query(
      `UPDATE member_day_totals SET stake = stake - 1 WHERE member_id = $1 AND category <> 'lotto'`,
      [m.id],
    );
    expect((await incremental(owner)).problems).toEqual([]);
  });
});
