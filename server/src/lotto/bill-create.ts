import { createHash } from 'node:crypto';
import { betTypeNames, type BillCreateBody, type BillDetail } from '@contract/lotto';
import { satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { ledgerFingerprint, transfer } from '@server/ledger';
import type { SessionMember } from '@server/plugins/auth';
import { assertMayStake } from '@server/protection/gate';
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
import { acceptedBillDetail, billDetail } from './bills';
import { insertBill } from './bill-insert';
import { isRoundOpen, requireRound, type RoundRow } from './rounds';
import { billContext } from './bill-context';
import { existingTotals } from './totals';
import { LOTTO_HOUSE } from './wallet';

const zero = { stake: 0, payout: 0, memberStake: 0 };

/** The stake's ledger key: the member's request id, so a replay can never debit twice. */
const ledgerKeyOf = (memberId: number, requestId: string) => `lotto:bill:${memberId}:${requestId}`;

const contentOf = (body: BillCreateBody) => [
  body.round_id,
  body.note ?? '',
  body.lines.map((l) => [l.bet_type, l.number, l.amount]),
];

/** What a request id stands for: the same id with another round or other lines is refused, never replayed. */
export const billFingerprint = (body: BillCreateBody) => ledgerFingerprint('lotto_bill', contentOf(body));

/**
 * Bills placed before the one fingerprint convention (issue 26) stored a hex SHA-256 of the same content as
 * plain JSON: a replay of such a request id is still recognised.
 */
const matches = (stored: string, body: BillCreateBody, fingerprint: string) =>
  stored === fingerprint ||
  (/^[0-9a-f]{64}$/.test(stored) &&
    stored ===
      createHash('sha256')
        .update(JSON.stringify(contentOf(body)))
        .digest('hex'));

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
 * Accepts a whole bill or nothing: every line checked; in one transaction the bill, its lines with their rates
 * frozen and the per-number totals raised under their caps (one statement, bill-insert.ts), then the stake
 * debited from the main wallet in one ledger transfer keyed by the member's request id. A replayed request id
 * answers the first bill and debits nothing, whatever happened since (round closed, wallet spent).
 */
export const createBill = async (
  db: Db,
  member: SessionMember,
  body: BillCreateBody,
  now: Date,
): Promise<BillDetail> => {
  const fingerprint = billFingerprint(body);
  const replay = async () => {
    const prior = await priorBill(db, member.id, body.request_id);
    if (!prior) return null;
    if (!matches(prior.fingerprint, body, fingerprint)) throw new AppError('IDEMPOTENCY_CONFLICT');
    return billDetail(db, member.id, prior.id, now);
  };
  try {
    return (await placeBill(db, member, body, fingerprint, now)) ?? (await replayOrClosed(replay));
  } catch (error) {
    // A refusal of a request id already accepted is a replay arriving late: answer the bill it made.
    if (error instanceof AppError) return (await replay()) ?? Promise.reject(error);
    throw error;
  }
};

const replayOrClosed = async (replay: () => Promise<BillDetail | null>) =>
  (await replay()) ?? Promise.reject(new AppError('LOTTO_ROUND_CLOSED'));

/** The bill placed, or null when the insert found the request id taken or the round closed meanwhile. */
const placeBill = async (
  db: Db,
  member: SessionMember,
  body: BillCreateBody,
  fingerprint: string,
  now: Date,
): Promise<BillDetail | null> => {
  const round = await requireRound(db, body.round_id);
  if (!isRoundOpen(round, now)) throw roundRefusal(round, now);
  const { settings, restricted, wallet } = await billContext(db, {
    agentId: member.agentId,
    memberId: member.id,
    marketId: round.market_id,
    roundId: round.id,
  });
  const lines = checkLines(body.lines, settings, restricted);
  const stakes = stakesPerNumber(lines, settings);
  // A bill that alone breaks a cap is refused before any lock (the guarded update sees only existing rows).
  for (const entry of stakes) {
    const reason = capBroken(entry, zero);
    if (reason) refuseNumber(lines, entry, reason);
  }
  if (lines.some((line) => line.reason)) refuse(lines);
  const total = stakes.reduce((sum, entry) => sum + entry.stake, 0);
  if (!wallet || wallet.balance < total) throw new AppError('LOTTO_INSUFFICIENT_FUNDS');
  const ledgerKey = ledgerKeyOf(member.id, body.request_id);

  const billId = await db.tx(async (q) => {
    // The member's protection first (it may lock their protection row): parallel bills count one after another.
    await assertMayStake(q, member.id, member.sessionId, total, now);
    const bill = await insertBill(q, member, body, {
      round,
      fingerprint,
      walletId: wallet.id,
      ledgerKey,
      total,
      now,
      lines,
      stakes,
    });
    if (bill === null) return null;
    if (bill.full.length + bill.memberOver.length > 0) {
      await refuseFull(q, member, round.id, stakes, lines, new Set([...bill.full, ...bill.memberOver]));
    }
    try {
      await transfer(q, {
        key: ledgerKey,
        from: { walletId: wallet.id },
        to: { house: LOTTO_HOUSE },
        amount: satang(total),
        kind: 'bet',
        description: `แทงหวย ${round.market_name} ${round.title} โพยเลขที่ ${bill.id}`,
        meta: { lotto_bill_id: bill.id, round_id: round.id },
        at: now,
      });
    } catch (error) {
      if (error instanceof AppError && error.reason === 'INSUFFICIENT_FUNDS') {
        throw new AppError('LOTTO_INSUFFICIENT_FUNDS');
      }
      throw error;
    }
    return bill.id;
  });
  return billId === null
    ? null
    : acceptedBillDetail(round, { id: billId, total, note: body.note ?? '', lines }, now);
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
