import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { STAFF_LIMITS } from './limits';

export type AttemptKind = 'password' | 'totp';
export type Attempt = { id: number; agentId: number; username: string };

/**
 * The member login's race-proof counting (server/src/accounts/login-limits.ts), for staff passwords and TOTP
 * codes: the attempt is written as a failure BEFORE the secret is checked and cleared only on success, so the
 * k-th of a burst of parallel guesses sees at least k rows and no burst gets more checks than the limit.
 * Password and TOTP failures share the account's budget: a stolen password does not buy more code guesses.
 */
export const beginStaffAttempt = async (
  q: Queryable,
  agentId: number,
  username: string,
  ip: string,
  kind: AttemptKind,
): Promise<Attempt> => {
  const { rows } = await q.query<{ id: number }>(
    `INSERT INTO staff_login_failures (agent_id, username, ip, kind) VALUES ($1, $2, $3, $4) RETURNING id::int AS id`,
    [agentId, username, ip, kind],
  );
  const id = rows[0]!.id;
  const counts = await q.query<{ account: number; address: number }>(
    `SELECT
       count(*) FILTER (WHERE agent_id = $1 AND username = $2 AND NOT cleared)::int AS account,
       count(*) FILTER (WHERE ip = $3)::int AS address
     FROM staff_login_failures
     WHERE ((agent_id = $1 AND username = $2 AND NOT cleared) OR ip = $3)
       AND created_at > now() - make_interval(mins => $4)`,
    [agentId, username, ip, STAFF_LIMITS.windowMinutes],
  );
  const { account, address } = counts.rows[0] ?? { account: 0, address: 0 };
  if (account > STAFF_LIMITS.failuresPerAccount || address > STAFF_LIMITS.failuresPerAddress) {
    // A refused attempt checked nothing: it does not extend the lock.
    await q.query(`DELETE FROM staff_login_failures WHERE id = $1`, [id]);
    fail('STAFF_LOGIN_LOCKED');
  }
  return { id, agentId, username };
};

/** The secret was right: this attempt is no failure, and the account's counter starts again. */
export const staffAttemptSucceeded = async (q: Queryable, attempt: Attempt) => {
  await q.query(`DELETE FROM staff_login_failures WHERE id = $1`, [attempt.id]);
  await q.query(
    `UPDATE staff_login_failures SET cleared = true WHERE agent_id = $1 AND username = $2 AND NOT cleared`,
    [attempt.agentId, attempt.username],
  );
};
