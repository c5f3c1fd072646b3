import {
  betTypeNames,
  type BetType,
  type BillDetail,
  type BillList,
  type BillStatus,
  type BillSummary,
} from '@contract/lotto';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { payoutOf, type CheckedLine } from './bill-check';
import { findRound, toLottoRound, type RoundRow } from './rounds';
import { rateOf } from './settings';

type BillRow = {
  id: number;
  round_id: number;
  market_name: string;
  round_title: string;
  round_status: string;
  close_at: Date;
  cancel_window_seconds: number;
  total: number;
  payout: number;
  status: BillStatus;
  line_count: number;
  note: string;
  created_at: Date;
  cancelled_at: Date | null;
};

const billSelect = `SELECT b.id, b.round_id, m.name AS market_name, r.title AS round_title, r.status AS round_status,
       r.close_at, m.cancel_window_seconds, b.total, b.payout, b.status, b.line_count, b.note, b.created_at,
       b.cancelled_at
  FROM lotto_bills b JOIN lotto_rounds r ON r.id = b.round_id JOIN lotto_markets m ON m.id = r.market_id`;

/** Until when a bill may be cancelled: its window after placing, and never past the round's close. */
export const cancelUntil = (
  bill: { status: string; created_at: Date },
  round: { status: string; close_at: Date; cancel_window_seconds: number },
  now: Date,
): Date | null => {
  if (bill.status !== 'pending' || round.status !== 'open' || round.cancel_window_seconds <= 0) return null;
  const until = Math.min(
    bill.created_at.getTime() + round.cancel_window_seconds * 1000,
    round.close_at.getTime(),
  );
  return until > now.getTime() ? new Date(until) : null;
};

const toSummary = (row: BillRow, now: Date): BillSummary => ({
  bill_id: row.id,
  round_id: row.round_id,
  market_name: row.market_name,
  round_title: row.round_title,
  total: toBaht(row.total),
  payout: toBaht(row.payout),
  status: row.status,
  line_count: row.line_count,
  note: row.note,
  created_at: row.created_at.toISOString(),
  cancelled_at: row.cancelled_at?.toISOString() ?? null,
  cancel_until:
    cancelUntil(
      row,
      { status: row.round_status, close_at: row.close_at, cancel_window_seconds: row.cancel_window_seconds },
      now,
    )?.toISOString() ?? null,
});

/** The member's bills, newest first, a page at a time (`before`: the last id of the previous page). */
export const listBills = async (
  q: Queryable,
  memberId: number,
  filter: { status: BillStatus | 'all'; roundId?: number; before?: number; limit: number },
  now: Date,
): Promise<BillList> => {
  const params: unknown[] = [memberId, filter.limit + 1];
  const where = ['b.member_id = $1'];
  if (filter.status !== 'all') where.push(`b.status = $${params.push(filter.status)}`);
  if (filter.roundId) where.push(`b.round_id = $${params.push(filter.roundId)}`);
  if (filter.before) where.push(`b.id < $${params.push(filter.before)}`);
  const { rows } = await q.query<BillRow>(
    `${billSelect} WHERE ${where.join(' AND ')} ORDER BY b.id DESC LIMIT $2`,
    params,
  );
  return {
    bills: rows.slice(0, filter.limit).map((row) => toSummary(row, now)),
    has_more: rows.length > filter.limit,
  };
};

/** One bill of the member with its lines; another member's bill is "not found", never shown. */
export const billDetail = async (
  q: Queryable,
  memberId: number,
  billId: number,
  now: Date,
): Promise<BillDetail> => {
  const { rows } = await q.query<BillRow>(`${billSelect} WHERE b.id = $1 AND b.member_id = $2`, [
    billId,
    memberId,
  ]);
  const row = rows[0];
  if (!row) throw new AppError('LOTTO_BILL_NOT_FOUND');
  const round = await findRound(q, row.round_id);
  if (!round) throw new AppError('LOTTO_BILL_NOT_FOUND');
  const lines = await q.query<{
    line_no: number;
    bet_type: BetType;
    number: string;
    amount: number;
    rate_x100: number;
    status: BillStatus;
    payout: number;
  }>(
    `SELECT line_no, bet_type, number, amount, rate_x100, status, payout FROM lotto_bill_lines
      WHERE bill_id = $1 ORDER BY line_no`,
    [billId],
  );
  return {
    ...toSummary(row, now),
    round: toLottoRound(round, now),
    lines: lines.rows.map((line) => ({
      line_no: line.line_no,
      bet_type: line.bet_type,
      name: betTypeNames[line.bet_type],
      number: line.number,
      amount: toBaht(line.amount),
      rate: rateOf(line.rate_x100),
      potential_payout: toBaht(payoutOf(line.amount, line.rate_x100)),
      status: line.status,
      payout: toBaht(line.payout),
    })),
  };
};

/** The answer of a bill just accepted, from what the request holds (no read back: it is the same data). */
export const acceptedBillDetail = (
  round: RoundRow,
  bill: { id: number; total: number; note: string; lines: CheckedLine[] },
  now: Date,
): BillDetail => ({
  bill_id: bill.id,
  round_id: round.id,
  market_name: round.market_name,
  round_title: round.title,
  total: toBaht(bill.total),
  payout: 0,
  status: 'pending',
  line_count: bill.lines.length,
  note: bill.note,
  created_at: now.toISOString(),
  cancelled_at: null,
  cancel_until: cancelUntil({ status: 'pending', created_at: now }, round, now)?.toISOString() ?? null,
  round: toLottoRound(round, now),
  lines: bill.lines.map((line) => ({
    line_no: line.lineNo,
    bet_type: line.betType,
    name: betTypeNames[line.betType],
    number: line.number,
    amount: toBaht(line.amount ?? 0),
    rate: rateOf(line.rateX100),
    potential_payout: toBaht(line.payout),
    status: 'pending' as const,
    payout: 0,
  })),
});
