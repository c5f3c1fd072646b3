import { afterAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@server/ledger';
import { settleRound } from '@server/lotto/settle';
import { createTestApp } from '@tests/server/helpers/test-app';
import {
  balanceOf,
  cancelBill,
  createMarket,
  createRound,
  fundedMember,
  lottoHouse,
  placeBill,
  setResult,
  type Line,
} from './lotto-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

// The draw: first prize 820866, fronts 266/479, backs 068/492, bottom 06. Every bet type, winners and losers, at
// DOMAIN.md's default rates (hundredths: 90000 = 900 per baht). Amounts in satang.
const draw = {
  kind: 'draw',
  first_prize: '820866',
  front3: ['266', '479'],
  back3: ['068', '492'],
  bottom2: '06',
};
const table: [line: Line, payout: number][] = [
  [['three_top', '866', 100_00, 90_000], 90_000_00],
  [['three_top', '668', 100_00, 90_000], 0],
  [['three_tote', '686', 10_00, 13_000], 1_300_00], // a permutation with a repeated digit
  [['three_tote', '668', 10_00, 13_000], 1_300_00],
  [['three_tote', '886', 10_00, 13_000], 0],
  [['three_front', '479', 5_00, 40_000], 2_000_00],
  [['three_front', '068', 5_00, 40_000], 0],
  [['three_back', '068', 5_00, 40_000], 2_000_00],
  [['three_back', '266', 5_00, 40_000], 0],
  [['two_top', '66', 20_00, 9_000], 1_800_00],
  [['two_top', '06', 20_00, 9_000], 0],
  [['two_bottom', '06', 20_00, 9_000], 1_800_00],
  [['two_bottom', '66', 20_00, 9_000], 0],
  [['run_top', '8', 10_50, 320], 33_60], // 10.50 baht at 3.2
  [['run_top', '1', 10_00, 320], 0],
  [['run_bottom', '0', 1, 420], 4], // 0.01 baht at 4.2 rounds down to 0.04
  [['run_bottom', '8', 10_00, 420], 0],
];

describe('settlement of a draw', () => {
  it('pays every bet type as its table says, once, and the ledger agrees', async () => {
    const market = await createMarket(app.db, 'government');
    const round = await createRound(app.db, market);
    const member = await fundedMember(app);
    // One bill per line, so each line's status is its bill's status too; and one bill with every line.
    const single: number[] = [];
    for (const [line] of table) single.push(await placeBill(app.db, member, round, [line]));
    const whole = await placeBill(
      app.db,
      member,
      round,
      table.map(([line]) => line),
    );
    const cancelled = await placeBill(app.db, member, round, [['three_top', '866', 100_00, 90_000]]);
    expect(await cancelBill(app.db, cancelled)).toBe(true);
    const before = await balanceOf(app.db, member.walletId);

    // Nothing is paid before the result is confirmed.
    expect(await settleRound(app.db, round)).toMatchObject({ bills: 0, paid: 0, status: 'open' });
    await setResult(app.db, round, draw);
    const expectedTotal = table.reduce((sum, [, payout]) => sum + payout, 0);
    const first = await settleRound(app.db, round, { batch: 5 });
    expect(first).toEqual({ bills: table.length + 1, paid: expectedTotal * 2, status: 'settled' });

    const { rows: lines } = await app.db.query<{ bill_id: string; status: string; payout: string }>(
      `SELECT bill_id, status, payout FROM lotto_bill_lines WHERE round_id = $1 ORDER BY bill_id, line_no`,
      [round],
    );
    table.forEach(([, payout], i) => {
      const line = lines.find((l) => Number(l.bill_id) === single[i])!;
      expect({ i, status: line.status, payout: Number(line.payout) }).toEqual({
        i,
        status: payout > 0 ? 'won' : 'lost',
        payout,
      });
    });
    const { rows: bills } = await app.db.query<{ id: string; status: string; payout: string }>(
      `SELECT id, status, payout FROM lotto_bills WHERE round_id = $1`,
      [round],
    );
    const byId = new Map(bills.map((b) => [Number(b.id), b]));
    expect(byId.get(whole)!.status).toBe('won');
    expect(Number(byId.get(whole)!.payout)).toBe(expectedTotal);
    expect(byId.get(cancelled)!.status).toBe('cancelled');
    table.forEach(([, payout], i) => expect(byId.get(single[i]!)!.status).toBe(payout > 0 ? 'won' : 'lost'));
    expect(await balanceOf(app.db, member.walletId)).toBe(before + expectedTotal * 2);

    // The re-run pays nothing more.
    expect(await settleRound(app.db, round)).toEqual({ bills: 0, paid: 0, status: 'settled' });
    expect(await balanceOf(app.db, member.walletId)).toBe(before + expectedTotal * 2);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('a bill left pending by a crash between batches is settled by the next run, the rest not again', async () => {
    const market = await createMarket(app.db, 'generic');
    const round = await createRound(app.db, market);
    const member = await fundedMember(app);
    for (let i = 0; i < 6; i += 1)
      await placeBill(app.db, member, round, [['two_bottom', '06', 10_00, 9_000]]);
    await setResult(app.db, round, draw);
    // A settler that stopped after one batch of 4 (as a killed process would): the round stays 'resulted'.
    const { rows } = await app.db.query<{ bills: number; paid: string }>(
      `SELECT * FROM lotto_settle_batch($1, $2, false, 4)`,
      [round, JSON.stringify({ two_bottom: ['06'] })],
    );
    expect({ bills: rows[0]!.bills, paid: Number(rows[0]!.paid) }).toEqual({ bills: 4, paid: 4 * 900_00 });
    const before = await balanceOf(app.db, member.walletId);
    expect(await settleRound(app.db, round)).toEqual({ bills: 2, paid: 2 * 900_00, status: 'settled' });
    expect(await balanceOf(app.db, member.walletId)).toBe(before + 2 * 900_00);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('a round without a result refunds every pending bill once, and the house keeps nothing of it', async () => {
    const market = await createMarket(app.db, 'yeekee');
    const round = await createRound(app.db, market);
    const member = await fundedMember(app);
    const start = await balanceOf(app.db, member.walletId);
    const houseBefore = await lottoHouse(app.db);
    await placeBill(app.db, member, round, [
      ['three_top', '123', 50_00, 90_000],
      ['run_top', '1', 10_00, 320],
    ]);
    await placeBill(app.db, member, round, [['two_bottom', '16', 7_00, 9_000]]);
    await setResult(app.db, round, { kind: 'no_result', shot_count: 19, sum: '1900000' });
    expect(await settleRound(app.db, round)).toEqual({ bills: 2, paid: 67_00, status: 'cancelled' });
    expect(await settleRound(app.db, round)).toEqual({ bills: 0, paid: 0, status: 'cancelled' });
    expect(await balanceOf(app.db, member.walletId)).toBe(start);
    expect(await lottoHouse(app.db)).toBe(houseBefore);
    const { rows } = await app.db.query<{ status: string }>(
      `SELECT DISTINCT status FROM lotto_bills WHERE round_id = $1`,
      [round],
    );
    expect(rows).toEqual([{ status: 'refunded' }]);
  });
});
