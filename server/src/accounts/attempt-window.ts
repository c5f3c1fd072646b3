import type { Db, Queryable } from '@server/db/db';

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

const inTransaction = <T>(q: Queryable, work: (t: Queryable) => Promise<T>): Promise<T> =>
  'tx' in q && typeof (q as Db).tx === 'function' ? (q as Db).tx(work) : work(q);

/**
 * Counts the attempt as a failure BEFORE the secret is checked (it is cleared only on success), exactly: in one
 * transaction the account's and then the address's advisory locks are taken (always in that order: no
 * deadlock), the window's failures counted, and the attempt's row written only while both are under their
 * limits. A parallel attempt of the same account or address waits for that transaction and then counts this row,
 * so a burst gets exactly as many checks as the limit allows, never more and never fewer. Answers the attempt's
 * id, or null when the account or the address is at its limit (nothing written: a refused attempt checked
 * nothing and does not extend the lock). Inside a caller's transaction the locks are held until it ends.
 */
export const beginCountedAttempt = (
  q: Queryable,
  { table, account }: AttemptTable,
  limits: AttemptLimits,
  insert: { sql: string; values: unknown[] },
  key: [agentId: number, name: string, ip: string],
): Promise<number | null> =>
  inTransaction(q, async (t) => {
    await t.query(`SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))`, [table, `${key[0]}:${key[1]}`]);
    await t.query(`SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))`, [`${table}:ip`, key[2]]);
    const counts = await t.query<{ account: number; address: number }>(
      `SELECT
         count(*) FILTER (WHERE ${account} AND NOT cleared)::int AS account,
         count(*) FILTER (WHERE ip = $3)::int AS address
       FROM ${table}
       WHERE ((${account} AND NOT cleared) OR ip = $3)
         AND created_at > now() - make_interval(mins => $4)`,
      [...key, limits.windowMinutes],
    );
    const counted = counts.rows[0] ?? { account: 0, address: 0 };
    if (counted.account >= limits.perAccount || counted.address >= limits.perAddress) return null;
    const { rows } = await t.query<{ id: number }>(insert.sql, insert.values);
    return rows[0]!.id;
  });

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
