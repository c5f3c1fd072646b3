import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@server/ledger';
import { settleRound } from '@server/lotto/settle';
import { createTestApp } from '@tests/server/helpers/test-app';
import {
  allBetTypes,
  cancelBill,
  createMarket,
  createRound,
  fundedMember,
  lottoHouse,
  placeBill,
  setResult,
  type Line,
} from './lotto-fixtures';

/**
 * For any sequence of bills, cancels and results, the lotto house account's net is stakes - payouts - refunds,
 * each bill's status and payout agree with what the ledger moved for it, and the ledger check passes.
 */
const app = await createTestApp();
afterAll(() => app.close());

const digitsOf = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: length, maxLength: length });
const lengthOf = {
  three_top: 3,
  three_tote: 3,
  three_front: 3,
  three_back: 3,
  two_top: 2,
  two_bottom: 2,
  run_top: 1,
  run_bottom: 1,
};
// Small number spaces so that wins are common: digits 0-2 only.
const smallDigits = (length: number) =>
  fc.string({ unit: fc.constantFrom('0', '1', '2'), minLength: length, maxLength: length });
const line: fc.Arbitrary<Line> = fc
  .constantFrom(...allBetTypes)
  .chain((betType) =>
    fc.tuple(
      fc.constant(betType),
      smallDigits(lengthOf[betType]),
      fc.integer({ min: 1, max: 50_00 }),
      fc.constantFrom(320, 420, 9_000, 13_000, 40_000, 90_000),
    ),
  );
const op = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('bill' as const),
      round: fc.nat(1),
      lines: fc.array(line, { minLength: 1, maxLength: 4 }),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('cancel' as const), pick: fc.nat() }) },
);
const result = fc.oneof(
  fc.record({
    kind: fc.constant('draw'),
    first_prize: fc.tuple(digitsOf(3), smallDigits(3)).map(([a, b]) => a + b),
    front3: fc.array(smallDigits(3), { maxLength: 2 }),
    back3: fc.array(smallDigits(3), { maxLength: 2 }),
    bottom2: smallDigits(2),
  }),
  fc.constant({ kind: 'no_result', shot_count: 19, sum: '0' }),
);

describe('settlement properties', () => {
  it('keeps the house net at stakes - payouts - refunds for any bills, cancels and results', async () => {
    const member = await fundedMember(app, 10_000_000_00);
    await fc.assert(
      fc.asyncProperty(
        fc.array(op, { minLength: 1, maxLength: 12 }),
        fc.tuple(result, result),
        async (ops, results) => {
          const houseBefore = await lottoHouse(app.db);
          const market = await createMarket(app.db, 'generic');
          const rounds = [await createRound(app.db, market), await createRound(app.db, market)];
          const bills: number[] = [];
          let stakes = 0;
          let cancels = 0;
          for (const step of ops) {
            if (step.kind === 'bill') {
              bills.push(await placeBill(app.db, member, rounds[step.round]!, step.lines));
              stakes += step.lines.reduce((sum, [, , amount]) => sum + amount, 0);
            } else if (bills.length > 0) {
              const billId = bills[step.pick % bills.length]!;
              const { rows } = await app.db.query<{ total: string }>(
                `SELECT total FROM lotto_bills WHERE id = $1`,
                [billId],
              );
              if (await cancelBill(app.db, billId)) cancels += Number(rows[0]!.total);
            }
          }
          for (const [i, round] of rounds.entries()) {
            await setResult(app.db, round, results[i]);
            await settleRound(app.db, round, { batch: 3 });
            await settleRound(app.db, round); // a re-run changes nothing
          }
          const { rows } = await app.db.query<{ won: string; refunded: string; pending: number }>(
            `SELECT coalesce(sum(payout) FILTER (WHERE status = 'won'), 0)::text AS won,
                  coalesce(sum(total) FILTER (WHERE status = 'refunded'), 0)::text AS refunded,
                  count(*) FILTER (WHERE status = 'pending')::int AS pending
             FROM lotto_bills WHERE round_id = ANY($1::bigint[])`,
            [rounds],
          );
          const payouts = Number(rows[0]!.won);
          const refunds = Number(rows[0]!.refunded) + cancels;
          expect(rows[0]!.pending).toBe(0);
          expect((await lottoHouse(app.db)) - houseBefore).toBe(stakes - payouts - refunds);
          expect(await checkLedger(app.db)).toEqual([]);
        },
      ),
      { numRuns: 12 },
    );
  }, 300_000);
});
