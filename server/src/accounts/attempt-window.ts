import type { Queryable } from '@server/db/db';

/**
 * A table of failed attempts at a secret (member passwords, staff passwords and TOTP codes): the rows of one
 * account are those matching `account` (a SQL condition on $1 and $2) and not cleared; the rows of an address
 * are those with `ip = $3`.
 */
export type AttemptTable = {
  table: 'login_failures' | 'staff_login_failures' | 'coupon_failures';
  account: string;
};
export type AttemptLimits = { windowMinutes: number; perAccount: number; perAddress: number };

/**
 * Writes the attempt as a failure BEFORE the secret is checked (it is cleared only on success), then counts: the
 * k-th of a burst of parallel guesses sees at least k rows, so no burst gets more checks than the limit. Answers
 * the attempt's id, or null when the account or the address is over its limit; a refused attempt checked nothing,
 * so its row is removed and does not extend the lock.
 */
export const beginCountedAttempt = async (
  q: Queryable,
  { table, account }: AttemptTable,
  limits: AttemptLimits,
  insert: { sql: string; values: unknown[] },
  key: [agentId: number, name: string, ip: string],
): Promise<number | null> => {
  const { rows } = await q.query<{ id: number }>(insert.sql, insert.values);
  const id = rows[0]!.id;
  const counts = await q.query<{ account: number; address: number }>(
    `SELECT
       count(*) FILTER (WHERE ${account} AND NOT cleared)::int AS account,
       count(*) FILTER (WHERE ip = $3)::int AS address
     FROM ${table}
     WHERE ((${account} AND NOT cleared) OR ip = $3)
       AND created_at > now() - make_interval(mins => $4)`,
    [...key, limits.windowMinutes],
  );
  const counted = counts.rows[0] ?? { account: 0, address: 0 };
  if (counted.account > limits.perAccount || counted.address > limits.perAddress) {
    await q.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
    return null;
  }
  return id;
};

/** The secret was right: this attempt is no failure, and the account's counter starts again. */
export const countedAttemptSucceeded = async (
  q: Queryable,
  { table, account }: AttemptTable,
  id: number,
  key: [agentId: number, name: string],
) => {
  await q.query(`DELETE FROM ${table} WHERE id = $1`, [id]);
  await q.query(`UPDATE ${table} SET cleared = true WHERE ${account} AND NOT cleared`, key);
};
