import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { beginCountedAttempt, countedAttemptSucceeded, type AttemptTable } from './attempt-window';
import { LIMITS } from './limits';

const MEMBER_ATTEMPTS: AttemptTable = { table: 'login_failures', account: 'agent_id = $1 AND phone = $2' };

/**
 * Login attempt limits kept in the database (every server copy sees the same counts): a sliding window of
 * failures per account and per address, counted race-proof (attempt-window.ts).
 */
export const beginLoginAttempt = async (q: Queryable, agentId: number, phone: string, ip: string) => {
  const attemptId = await beginCountedAttempt(
    q,
    MEMBER_ATTEMPTS,
    {
      windowMinutes: LIMITS.loginWindowMinutes,
      perAccount: LIMITS.loginFailuresPerAccount,
      perAddress: LIMITS.loginFailuresPerAddress,
    },
    {
      sql: `INSERT INTO login_failures (agent_id, phone, ip) VALUES ($1, $2, $3) RETURNING id`,
      values: [agentId, phone, ip],
    },
    [agentId, phone, ip],
  );
  return attemptId ?? fail('LOGIN_LOCKED');
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
  await countedAttemptSucceeded(q, MEMBER_ATTEMPTS, attemptId, [agentId, phone]);
};

export const clearLoginFailures = async (q: Queryable, agentId: number, phone: string) => {
  await q.query(`UPDATE login_failures SET cleared = true WHERE ${MEMBER_ATTEMPTS.account} AND NOT cleared`, [
    agentId,
    phone,
  ]);
};
