import type { BillCreateBody } from '@contract/lotto';
import type { Queryable } from '@server/db/db';
import type { SessionMember } from '@server/plugins/auth';
import { keyOf, type CheckedLine, type NumberStake } from './bill-check';
import type { RoundRow } from './rounds';

/** The advisory lock class of a lotto round (two-int form): bills hold it shared, a round's close exclusive. */
export const ROUND_LOCK_CLASS = 7000;
/** A round id as the lock's second key (ids past 2^31 wrap: a shared key only makes two rounds wait together). */
export const roundLockKey = (roundId: number) => roundId % 2_147_483_647;

export type InsertedBill = {
  id: number;
  /** Keys ('bet_type:number') whose cap across members or exposure cap would break: the bill must be refused. */
  full: string[];
  /** Keys over the member's own maximum per number. */
  memberOver: string[];
};

/**
 * The bill, its lines (rates frozen) and the per-number totals in ONE statement (one round trip in the bill's
 * transaction):
 * - the bill only while the round is open by status and by the server's clock, under the round's advisory lock
 *   held shared (a job closing the round takes it exclusively, `pg_advisory_xact_lock(7000, round)`, before
 *   its UPDATE, so it waits for bills in flight and none comes after), and only once per member and request
 *   id (a parallel replay inserts nothing: null). An advisory lock, not FOR KEY SHARE on the round row: every
 *   bill of a round locking one row wrote its tuple header and built MultiXacts under parallel bills;
 * - each number's totals raised only if its caps still hold once its row is locked: parallel bills on one
 *   number queue on its row and re-check, so the cap holds exactly; rows are taken in the bill's sorted order,
 *   so two bills never deadlock. The caps are read from lotto_limits inside the guard.
 * A number that did not fit is answered in `full` / `memberOver`; the caller then rolls the transaction back.
 */
export const insertBill = async (
  q: Queryable,
  member: SessionMember,
  body: BillCreateBody,
  ctx: {
    round: RoundRow;
    fingerprint: string;
    walletId: number;
    ledgerKey: string;
    total: number;
    now: Date;
    lines: CheckedLine[];
    stakes: NumberStake[];
  },
): Promise<InsertedBill | null> => {
  const limit = (column: string) =>
    `(SELECT l.${column} FROM lotto_limits l WHERE l.agent_id = $1 AND l.market_id = $12 AND l.bet_type = t.bet_type)`;
  const { lines, stakes } = ctx;
  // Before the insert, in its own statement: the insert's snapshot is then taken after the lock is granted, so
  // it sees a close committed by whoever held the round's lock exclusively.
  await q.query(
    `SELECT pg_advisory_xact_lock_shared(${ROUND_LOCK_CLASS}, $1::int)`,
    [roundLockKey(ctx.round.id)],
    {
      name: 'lotto_round_lock_shared',
    },
  );
  const { rows } = await q.query<{ id: number | null; added: string[]; mine: string[] }>(
    `WITH r AS (
       SELECT id FROM lotto_rounds WHERE id = $3 AND status = 'open' AND open_at <= $9 AND close_at > $9),
     b AS (
       INSERT INTO lotto_bills (agent_id, member_id, round_id, request_id, fingerprint, wallet_id, ledger_key, total,
                                line_count, note, created_at)
       SELECT $1, $2, r.id, $4, $5, $6, $11, $7, $8, $10, $9 FROM r
       ON CONFLICT (member_id, request_id) DO NOTHING
       RETURNING id),
     lines AS (
       INSERT INTO lotto_bill_lines (bill_id, round_id, line_no, bet_type, number, amount, rate_x100)
       SELECT b.id, $3, k.line_no, k.bet_type, k.number, k.amount, k.rate_x100
         FROM b, unnest($13::int[], $14::text[], $15::text[], $16::bigint[], $17::int[])
                 AS k(line_no, bet_type, number, amount, rate_x100)),
     totals AS (
       INSERT INTO lotto_number_totals AS t (agent_id, round_id, bet_type, number, stake, payout)
       SELECT $1, $3, k.bet_type, k.number, k.stake, k.payout
         FROM unnest($18::text[], $19::text[], $20::bigint[], $21::bigint[]) AS k(bet_type, number, stake, payout)
        WHERE EXISTS (SELECT 1 FROM b)
       ON CONFLICT (round_id, bet_type, number, agent_id) DO UPDATE
          SET stake = t.stake + EXCLUDED.stake, payout = t.payout + EXCLUDED.payout
        WHERE t.stake + EXCLUDED.stake <= coalesce(${limit('cap_per_number')}, t.stake + EXCLUDED.stake)
          AND t.payout + EXCLUDED.payout <= coalesce(${limit('exposure_cap')}, t.payout + EXCLUDED.payout)
       RETURNING t.bet_type, t.number),
     mine AS (
       INSERT INTO lotto_member_number_totals AS t (member_id, round_id, bet_type, number, stake)
       SELECT $2, $3, k.bet_type, k.number, k.stake
         FROM unnest($18::text[], $19::text[], $20::bigint[]) AS k(bet_type, number, stake)
        WHERE EXISTS (SELECT 1 FROM b)
       ON CONFLICT (member_id, round_id, bet_type, number) DO UPDATE SET stake = t.stake + EXCLUDED.stake
        WHERE t.stake + EXCLUDED.stake <= coalesce(${limit('max_per_member_number')}, t.stake + EXCLUDED.stake)
       RETURNING t.bet_type, t.number)
     SELECT (SELECT id FROM b) AS id,
            ARRAY(SELECT concat_ws('/', bet_type, number) FROM totals) AS added,
            ARRAY(SELECT concat_ws('/', bet_type, number) FROM mine) AS mine`,
    [
      member.agentId,
      member.id,
      ctx.round.id,
      body.request_id,
      ctx.fingerprint,
      ctx.walletId,
      ctx.total,
      lines.length,
      ctx.now,
      body.note ?? '',
      ctx.ledgerKey,
      ctx.round.market_id,
      lines.map((l) => l.lineNo),
      lines.map((l) => l.betType),
      lines.map((l) => l.number),
      lines.map((l) => l.amount),
      lines.map((l) => l.rateX100),
      stakes.map((s) => s.betType),
      stakes.map((s) => s.number),
      stakes.map((s) => s.stake),
      stakes.map((s) => s.payout),
    ],
    { name: 'lotto_insert_bill' },
  );
  const row = rows[0];
  if (!row || row.id === null) return null;
  const added = new Set(row.added.map((k) => k.replace('/', ':')));
  const mine = new Set(row.mine.map((k) => k.replace('/', ':')));
  return {
    id: row.id,
    full: stakes.filter((s) => !added.has(keyOf(s.betType, s.number))).map((s) => s.key),
    memberOver: stakes.filter((s) => !mine.has(keyOf(s.betType, s.number))).map((s) => s.key),
  };
};
