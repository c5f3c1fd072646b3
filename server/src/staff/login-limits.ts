import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import {
  beginCountedAttempt,
  countedAttemptSucceeded,
  type AttemptTable,
} from '@server/accounts/attempt-window';
import { STAFF_LIMITS } from './limits';

export type AttemptKind = 'password' | 'totp';
export type Attempt = { id: number; agentId: number; username: string };

const STAFF_ATTEMPTS: AttemptTable = {
  table: 'staff_login_failures',
  account: 'agent_id = $1 AND username = $2',
};

/**
 * The member login's race-proof counting (server/src/accounts/attempt-window.ts), for staff passwords and TOTP
 * codes. Password and TOTP failures share the account's budget: a stolen password does not buy more code guesses.
 */
export const beginStaffAttempt = async (
  q: Queryable,
  agentId: number,
  username: string,
  ip: string,
  kind: AttemptKind,
): Promise<Attempt> => {
  const id = await beginCountedAttempt(
    q,
    STAFF_ATTEMPTS,
    {
      windowMinutes: STAFF_LIMITS.windowMinutes,
      perAccount: STAFF_LIMITS.failuresPerAccount,
      perAddress: STAFF_LIMITS.failuresPerAddress,
    },
    {
      sql: `INSERT INTO staff_login_failures (agent_id, username, ip, kind) VALUES ($1, $2, $3, $4) RETURNING id::int AS id`,
      values: [agentId, username, ip, kind],
    },
    [agentId, username, ip],
  );
  return { id: id ?? fail('STAFF_LOGIN_LOCKED'), agentId, username };
};

/** The secret was right: this attempt is no failure, and the account's counter starts again. */
export const staffAttemptSucceeded = (q: Queryable, attempt: Attempt) =>
  countedAttemptSucceeded(q, STAFF_ATTEMPTS, attempt.id, [attempt.agentId, attempt.username]);
