import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

/**
 * Counts `amount` against the staff member's day, refusing it (MANUAL_LIMIT_REACHED) when the day's total would
 * pass `limit`: one conditional upsert, so parallel adjustments queue on the day's row and re-read its total;
 * of several that together pass the limit exactly the ones that fit are counted. It runs in the adjustment's
 * transaction: a refusal of the ledger afterwards (an overdraft) takes the count back with it.
 */
export const countManualMoney = async (
  q: Queryable,
  staffId: number,
  day: string,
  amount: Satang,
  limit: Satang,
) => {
  const { rows } = await q.query(
    `INSERT INTO manual_money_usage AS u (staff_id, day, total)
     SELECT $1, $2::date, $3::bigint WHERE $3::bigint <= $4::bigint
     ON CONFLICT (staff_id, day) DO UPDATE SET total = u.total + EXCLUDED.total
      WHERE u.total + EXCLUDED.total <= $4::bigint
     RETURNING total`,
    [staffId, day, amount, limit],
  );
  if (rows.length === 0) fail('MANUAL_LIMIT_REACHED');
};

/** A rejected request gives its amount back to the day it was counted on. */
export const releaseManualMoney = async (q: Queryable, staffId: number, day: string, amount: Satang) => {
  await q.query(
    `UPDATE manual_money_usage SET total = greatest(total - $3::bigint, 0) WHERE staff_id = $1 AND day = $2::date`,
    [staffId, day, amount],
  );
};

/** What the staff member has counted on the day, satang. */
export const usedOn = async (q: Queryable, staffId: number, day: string): Promise<number> => {
  const { rows } = await q.query<{ v: string }>(
    `SELECT total::text AS v FROM manual_money_usage WHERE staff_id = $1 AND day = $2::date`,
    [staffId, day],
  );
  return Number(rows[0]?.v ?? 0);
};
