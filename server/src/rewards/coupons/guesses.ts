import type { Queryable } from '@server/db/db';
import { beginCountedAttempt, type AttemptTable } from '@server/accounts/attempt-window';
import { fail } from '@server/http/app-error';

const COUPON_ATTEMPTS: AttemptTable = {
  table: 'coupon_failures',
  account: 'agent_id = $1 AND member_id = $2::bigint',
};

/** Wrong codes allowed per member and per address in the window: enough for typos, far too few to guess. */
export const COUPON_GUESS_LIMITS = { windowMinutes: 15, perAccount: 5, perAddress: 20 };

/**
 * Counts a code attempt BEFORE the code is looked up (attempt-window.ts: a burst of parallel guesses cannot get
 * more lookups than the limit); COUPON_LOCKED past the limit. Answers the attempt's id: a code that exists is
 * no guess, and `attemptWasCode` removes its row.
 */
export const beginCouponAttempt = async (q: Queryable, agentId: number, memberId: number, ip: string) => {
  const id = await beginCountedAttempt(
    q,
    COUPON_ATTEMPTS,
    COUPON_GUESS_LIMITS,
    {
      sql: `INSERT INTO coupon_failures (agent_id, member_id, ip) VALUES ($1, $2, $3) RETURNING id`,
      values: [agentId, memberId, ip],
    },
    [agentId, String(memberId), ip],
  );
  return id ?? fail('COUPON_LOCKED');
};

/**
 * The code exists: this attempt was no guess. Unlike a login, the member's earlier wrong codes stay counted: a
 * guesser holding one real code must not reset the window with it.
 */
export const attemptWasCode = async (q: Queryable, attemptId: number) => {
  await q.query(`DELETE FROM coupon_failures WHERE id = $1`, [attemptId]);
};
