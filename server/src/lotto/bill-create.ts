import { createHash } from 'node:crypto';
import { betTypeNames, type BillCreateBody, type BillDetail } from '@contract/lotto';
import { satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { transfer } from '@server/ledger';
import type { SessionMember } from '@server/plugins/auth';
import {
  capBroken,
  checkLines,
  refusalMessage,
  refusedLines,
  refuseNumber,
  stakesPerNumber,
  type CheckedLine,
  type NumberStake,
} from './bill-check';
import { billDetail } from './bills';
import { isRoundOpen, requireRound, type RoundRow } from './rounds';
import { betSettings, restrictions } from './settings';
import { addToTotals, existingTotals } from './totals';
import { LOTTO_HOUSE, mainWallet } from './wallet';

const zero = { stake: 0, payout: 0, memberStake: 0 };

/** What a request id stands for: the same id with another round or other lines is refused, never replayed. */
const fingerprintOf = (body: BillCreateBody) =>
  createHash('sha256')
    .update(
      JSON.stringify([
        body.round_id,
        body.note ?? '',
        body.lines.map((l) => [l.bet_type, l.number, l.amount]),
      ]),
    )
    .digest('hex');

const refuse = (lines: CheckedLine[]): never => {
  throw new AppError('LOTTO_BILL_REFUSED', refusedLines(lines), refusalMessage(lines, betTypeNames));
};

const priorBill = async (q: Queryable, memberId: number, requestId: string) => {
  const { rows } = await q.query<{ id: number; fingerprint: string }>(
    `SELECT id, fingerprint FROM lotto_bills WHERE member_id = $1 AND request_id = $2`,
    [memberId, requestId],
    { name: 'lotto_prior_bill' },
  );
  return rows[0] ?? null;
};

const roundRefusal = (round: RoundRow, now: Date) =>
  new AppError(
    now < round.open_at && round.status === 'open' ? 'LOTTO_ROUND_NOT_OPEN' : 'LOTTO_ROUND_CLOSED',
  );

/**
 * Accepts a whole bill or nothing: every line checked, the per-number totals raised under their caps in one
 * guarded statement, the lines written with their rate frozen, and the stake debited from the main wallet in
 * one ledger transfer keyed by the member's request id, all in one transaction. A replayed request id answers
 * the first bill and debits nothing.
 */
export const createBill = async (
  db: Db,
  member: SessionMember,
  body: BillCreateBody,
  now: Date,
): Promise<BillDetail> => {
  const fingerprint = fingerprintOf(body);
  const replay = async () => {
    const prior = await priorBill(db, member.id, body.request_id);
    if (!prior) return null;
    if (prior.fingerprint !== fingerprint) throw new AppError('IDEMPOTENCY_CONFLICT');
    return billDetail(db, member.id, prior.id, now);
  };
  const first = await replay();
  if (first) return first;

  const round = await requireRound(db, body.round_id);
  if (!isRoundOpen(round, now)) throw roundRefusal(round, now);
  const settings = await betSettings(db, member.agentId, round.market_id);
  const lines = checkLines(body.lines, settings, await restrictions(db, round.id));
  const stakes = stakesPerNumber(lines, settings);
  // A bill that alone breaks a cap is refused before any lock (the guarded update sees only existing rows).
  for (const entry of stakes) {
    const reason = capBroken(entry, zero);
    if (reason) refuseNumber(lines, entry, reason);
  }
  if (lines.some((line) => line.reason)) refuse(lines);
  const total = stakes.reduce((sum, entry) => sum + entry.stake, 0);
  const wallet = await mainWallet(db, member.id);
  if (!wallet || wallet.balance < total) throw new AppError('LOTTO_INSUFFICIENT_FUNDS');

  const billId = await db.tx(async (q) => {
    const id = await insertBill(q, member, body, {
      round,
      fingerprint,
      walletId: wallet.id,
      total,
      now,
      lines,
    });
    if (id === null) return null;
    const ids = {
      agentId: member.agentId,
      memberId: member.id,
      roundId: round.id,
      marketId: round.market_id,
    };
    const { soldOut, memberOver } = await addToTotals(q, ids, stakes);
    if (soldOut.length + memberOver.length > 0) {
      await refuseFull(q, member, round.id, stakes, lines, new Set([...soldOut, ...memberOver]));
    }
    await insertLines(q, id, round.id, lines);
    try {
      await transfer(
        db,
        {
          key: `lotto:bill:${member.id}:${body.request_id}`,
          from: { walletId: wallet.id },
          to: { house: LOTTO_HOUSE },
          amount: satang(total),
          kind: 'bet',
          description: `แทงหวย ${round.market_name} ${round.title} โพยเลขที่ ${id}`,
          meta: { lotto_bill_id: id, round_id: round.id },
        },
        q,
      );
    } catch (error) {
      if (error instanceof AppError && error.reason === 'INSUFFICIENT_FUNDS') {
        throw new AppError('LOTTO_INSUFFICIENT_FUNDS');
      }
      throw error;
    }
    return id;
  });
  if (billId === null) {
    // Another call with the same request id won the race and committed: answer its bill.
    const again = await replay();
    if (again) return again;
    throw roundRefusal(round, now);
  }
  return billDetail(db, member.id, billId, now);
};

/**
 * The bill row, only while the round is open by the clock and by status, with the round row key-share
 * locked: a job that closes the round (UPDATE ... after SELECT ... FOR UPDATE) waits for bills in flight.
 * Null when the request id is taken (a parallel replay) or the round closed meanwhile.
 */
const insertBill = async (
  q: Queryable,
  member: SessionMember,
  body: BillCreateBody,
  ctx: {
    round: RoundRow;
    fingerprint: string;
    walletId: number;
    total: number;
    now: Date;
    lines: CheckedLine[];
  },
): Promise<number | null> => {
  const { rows } = await q.query<{ id: number }>(
    `WITH r AS (SELECT id FROM lotto_rounds WHERE id = $3 AND status = 'open' AND open_at <= $9 AND close_at > $9
                FOR KEY SHARE)
     INSERT INTO lotto_bills (agent_id, member_id, round_id, request_id, fingerprint, wallet_id, ledger_key, total,
                              line_count, note, created_at)
     SELECT $1, $2, r.id, $4, $5, $6, 'lotto:bill:' || $2::bigint || ':' || $4::text, $7, $8, $10, $9 FROM r
     ON CONFLICT (member_id, request_id) DO NOTHING
     RETURNING id`,
    [
      member.agentId,
      member.id,
      ctx.round.id,
      body.request_id,
      ctx.fingerprint,
      ctx.walletId,
      ctx.total,
      ctx.lines.length,
      ctx.now,
      body.note ?? '',
    ],
    { name: 'lotto_insert_bill' },
  );
  return rows[0]?.id ?? null;
};

const insertLines = async (q: Queryable, billId: number, roundId: number, lines: CheckedLine[]) => {
  await q.query(
    `INSERT INTO lotto_bill_lines (bill_id, round_id, line_no, bet_type, number, amount, rate_x100)
     SELECT $1, $2, k.line_no, k.bet_type, k.number, k.amount, k.rate_x100
       FROM unnest($3::int[], $4::text[], $5::text[], $6::bigint[], $7::int[])
            AS k(line_no, bet_type, number, amount, rate_x100)`,
    [
      billId,
      roundId,
      lines.map((l) => l.lineNo),
      lines.map((l) => l.betType),
      lines.map((l) => l.number),
      lines.map((l) => l.amount),
      lines.map((l) => l.rateX100),
    ],
    { name: 'lotto_insert_lines' },
  );
};

/** Names the numbers that did not fit under their caps (read in the same transaction) and refuses the bill. */
const refuseFull = async (
  q: Queryable,
  member: SessionMember,
  roundId: number,
  stakes: NumberStake[],
  lines: CheckedLine[],
  full: Set<string>,
): Promise<never> => {
  const refused = stakes.filter((entry) => full.has(entry.key));
  const existing = await existingTotals(q, member.agentId, member.id, roundId, refused);
  for (const entry of refused) {
    refuseNumber(lines, entry, capBroken(entry, existing.get(entry.key) ?? zero) ?? 'LOTTO_NUMBER_SOLD_OUT');
  }
  return refuse(lines);
};
