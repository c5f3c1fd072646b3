import type { Queryable } from '@server/db/db';
import { compareTotals, type TotalsProblem } from './totals-check';

/** What the last clean check verified up to (server/src/ledger/check-mark.ts). */
type Mark = { entryId: number; transferId: number; seamlessId: number; billId: number };

// The instant a Bangkok day ($1, a date) starts.
const dayStart = `(($1::date - interval '7 hours') AT TIME ZONE 'UTC')`;

/**
 * The first Bangkok day that play, bills and deposits written since the mark count on: a new round, the bet a
 * new rollback undid, a new bill (the day it was placed, and its round's close), a bill won, refunded or
 * cancelled since (its ledger transfer, `lotto:win|refund|cancel:<bill>`, written in the same transaction, is
 * new: no clock needed; a lost bill counts as it did pending), a new deposit. Null when nothing counts.
 */
const firstDaySql = `
  SELECT bangkok_day(least(
    (SELECT min(s.created_at) FROM seamless_transactions s WHERE s.id > $1),
    (SELECT min(b.created_at) FROM seamless_transactions s
       JOIN seamless_transactions b ON b.provider_id = s.provider_id AND b.transaction_id = s.ref_transaction_id
      WHERE s.id > $1 AND s.kind = 'rollback'),
    (SELECT min(least(b.created_at, r.close_at)) FROM lotto_bills b JOIN lotto_rounds r ON r.id = b.round_id
      WHERE b.id IN (SELECT id FROM lotto_bills WHERE id > $2
                     UNION SELECT substring(t.idem_key FROM '^lotto:(?:win|refund|cancel):([0-9]+)$')::bigint
                             FROM ledger_transfers t WHERE t.id > $4 AND t.idem_key LIKE 'lotto:%')),
    (SELECT min(e.created_at) FROM ledger_entries e WHERE e.id > $3 AND e.kind = 'deposit')))::text AS day`;

// totals-check.ts's sources from the day $1 on: member_day_totals_recount and member_day_money_recount
// (server/sql/rewards/) with each table they sum read from the day's start (the BRIN indexes on created_at), as
// a filter on the views' computed day would read all of history.
const playFrom = `
  SELECT x.member_id, x.day, x.wallet_id, x.category, sum(x.stake)::bigint AS stake, sum(x.win)::bigint AS win,
         sum(x.placed_loss)::bigint AS placed_loss
    FROM (SELECT s.member_id, bangkok_day(s.created_at) AS day, s.wallet_id, coalesce(g.category, '') AS category,
                 CASE WHEN s.kind = 'bet' AND g.code IS NOT NULL THEN s.amount ELSE 0 END AS stake,
                 CASE WHEN s.kind = 'settle' AND g.code IS NOT NULL THEN s.amount ELSE 0 END AS win,
                 CASE WHEN s.kind = 'bet' THEN s.amount ELSE -s.amount END AS placed_loss
            FROM seamless_transactions s LEFT JOIN games g ON g.code = s.game_code
           WHERE s.created_at >= ${dayStart} AND s.kind IN ('bet', 'settle') AND s.status = 'done'
          UNION ALL
          SELECT b.member_id, bangkok_day(r.close_at), b.wallet_id, 'lotto', b.total, b.payout, 0
            FROM lotto_rounds r JOIN lotto_bills b ON b.round_id = r.id
           WHERE r.close_at >= ${dayStart} AND b.status IN ('pending', 'won', 'lost')
          UNION ALL
          SELECT b.member_id, bangkok_day(b.created_at), b.wallet_id, 'lotto', 0, 0, b.total - b.payout
            FROM lotto_bills b
           WHERE b.created_at >= ${dayStart} AND b.status IN ('pending', 'won', 'lost')) x
   WHERE x.day >= $1::date
   GROUP BY x.member_id, x.day, x.wallet_id, x.category`;

const depositsFrom = `
  SELECT a.member_id, bangkok_day(e.created_at) AS day, sum(e.amount)::bigint AS deposit
    FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
   WHERE e.created_at >= ${dayStart} AND e.kind = 'deposit' AND e.amount > 0
     AND a.member_id IS NOT NULL AND a.asset = 'thb'
   GROUP BY a.member_id, bangkok_day(e.created_at)`;

/**
 * totals-check.ts's comparison for an incremental `ledger:check`: the day rows are keyed by day, so only the days
 * from the first one that anything written since the mark counts on are recounted. A day row edited on an older
 * day is seen by the full check only, as are past days re-filed by a change that writes no row of play (a round's
 * close moved, a game's category changed).
 */
export const checkPlayTotalsSince = async (q: Queryable, mark: Mark): Promise<TotalsProblem[]> => {
  const { rows } = await q.query<{ day: string | null }>(firstDaySql, [
    mark.seamlessId,
    mark.billId,
    mark.entryId,
    mark.transferId,
  ]);
  const day = rows[0]?.day;
  if (!day) return [];
  return compareTotals(
    q,
    [
      ['SELECT * FROM member_day_totals WHERE day >= $1::date', playFrom],
      ['SELECT * FROM member_day_money WHERE day >= $1::date', depositsFrom],
    ],
    [day],
  );
};
