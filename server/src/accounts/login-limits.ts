import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { LIMITS } from './limits';

/**
 * Login attempt limits kept in the database (every server copy sees the same counts): a sliding window of
 * failures per account and per address.
 *
 * An attempt is written as a failure BEFORE the password is checked and cleared only when it succeeds, so
 * parallel guesses count each other: the k-th attempt to be written sees at least k rows, and no burst of
 * simultaneous requests gets more than the limit of password checks.
 */
export const beginLoginAttempt = async (q: Queryable, agentId: number, phone: string, ip: string) => {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO login_failures (agent_id, phone, ip) VALUES ($1, $2, $3) RETURNING id`,
    [agentId, phone, ip],
  );
  const attemptId = rows[0]!.id;
  const counts = await q.query<{ account: number; address: number }>(
    `SELECT
       count(*) FILTER (WHERE agent_id = $1 AND phone = $2 AND NOT cleared)::int AS account,
       count(*) FILTER (WHERE ip = $3)::int AS address
     FROM login_failures
     WHERE ((agent_id = $1 AND phone = $2 AND NOT cleared) OR ip = $3)
       AND created_at > now() - make_interval(mins => $4)`,
    [agentId, phone, ip, LIMITS.loginWindowMinutes],
  );
  const { account, address } = counts.rows[0] ?? { account: 0, address: 0 };
  if (account > LIMITS.loginFailuresPerAccount || address > LIMITS.loginFailuresPerAddress) {
    // A refused attempt checked no password: it does not extend the lock.
    await q.query(`DELETE FROM login_failures WHERE id = $1`, [attemptId]);
    fail('LOGIN_LOCKED');
  }
  return attemptId;
};

/** The password was wrong: the attempt stays counted; the address's rows past a day are dropped (indexed). */
export const loginAttemptFailed = async (q: Queryable, ip: string) => {
  await q.query(`DELETE FROM login_failures WHERE ip = $1 AND created_at < now() - interval '1 day'`, [ip]);
};

/** A success is no failure, and resets the account's counter (the address keeps its count). */
export const loginAttemptSucceeded = async (
  q: Queryable,
  attemptId: number,
  agentId: number,
  phone: string,
) => {
  await q.query(`DELETE FROM login_failures WHERE id = $1`, [attemptId]);
  await clearLoginFailures(q, agentId, phone);
};

export const clearLoginFailures = async (q: Queryable, agentId: number, phone: string) => {
  await q.query(
    `UPDATE login_failures SET cleared = true WHERE agent_id = $1 AND phone = $2 AND NOT cleared`,
    [agentId, phone],
  );
};
