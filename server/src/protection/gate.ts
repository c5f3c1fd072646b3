import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { depositMessage, exclusionMessage, lossMessage, sessionMessage } from './messages';
import { periodEnd } from './periods';
import { exclusionAt, readLimits, readProtection, readUsage } from './state';

/**
 * The gates of every path that stakes or deposits (issue 15). Each runs inside the transaction of the debit (or,
 * for a seamless bet, the same SQL: seamless_bet calls protection_refusal itself): with a limit to count, the
 * member's protection row is locked first, so parallel requests are counted one after another. Wins,
 * settlements, refunds and withdrawals never come here.
 */

type Refusal = 'PLAYER_TIMED_OUT' | 'PLAYER_SELF_EXCLUDED' | 'PLAYER_LOSS_LIMIT' | 'PLAYER_SESSION_LIMIT';

/** The refusal with the member's own figures and until when, in Thai (read after the refusal, outside the hot path). */
export const explainRefusal = async (
  q: Queryable,
  memberId: number,
  reason: Refusal,
  now: Date,
): Promise<AppError> => {
  const row = await readProtection(q, memberId);
  const exclusion = exclusionAt(row, now);
  if (exclusion)
    return new AppError(
      reason,
      { until: exclusion.until.toISOString() },
      exclusionMessage(exclusion.kind, exclusion.until),
    );
  const limits = await readLimits(q, memberId, now);
  if (reason === 'PLAYER_SESSION_LIMIT')
    return new AppError(reason, null, sessionMessage(limits.get('session')?.value ?? 0));
  if (reason === 'PLAYER_LOSS_LIMIT') {
    const usage = await readUsage(q, memberId, now);
    for (const key of ['loss_day', 'loss_week', 'loss_month'] as const) {
      const limit = limits.get(key)?.value;
      if (!limit) continue;
      const resets = periodEnd(key === 'loss_day' ? 'day' : key === 'loss_week' ? 'week' : 'month', now);
      const room = Math.max(0, limit - usage[key]);
      if (room === 0 || key === worstLoss(limits, usage))
        return new AppError(
          reason,
          { allowed: room / 100, until: resets.toISOString() },
          lossMessage(key, limit, usage[key], resets),
        );
    }
  }
  return new AppError(reason);
};

/** The loss limit with the least room left: the one that refused. */
const worstLoss = (
  limits: Awaited<ReturnType<typeof readLimits>>,
  usage: Awaited<ReturnType<typeof readUsage>>,
) => {
  const keys = (['loss_day', 'loss_week', 'loss_month'] as const).filter((k) => limits.get(k)?.value);
  return keys.sort((a, b) => limits.get(a)!.value! - usage[a] - (limits.get(b)!.value! - usage[b]))[0];
};

/**
 * Refuses a stake of `stake` satang (0: may play start at all) by the member in the login session `sessionId`.
 * Call it inside the debit's transaction, before the debit.
 */
export const assertMayStake = async (
  q: Queryable,
  memberId: number,
  sessionId: number | null,
  stake: number,
  now: Date,
) => {
  const { rows } = await q.query<{ refusal: Refusal | null }>(
    `SELECT protection_refusal($1, (SELECT created_at FROM sessions WHERE id = $2), $3, $4) AS refusal`,
    [memberId, sessionId, stake, now],
    { name: 'protection_refusal' },
  );
  const refusal = rows[0]?.refusal;
  if (refusal) throw await explainRefusal(q, memberId, refusal, now);
};

/** The deposit limits with what is left of each, tightest first (satang). */
const depositRoom = async (q: Queryable, memberId: number, now: Date) => {
  const limits = await readLimits(q, memberId, now);
  const keys = (['deposit_day', 'deposit_week', 'deposit_month'] as const).filter(
    (k) => limits.get(k)?.value,
  );
  if (keys.length === 0) return [];
  const usage = await readUsage(q, memberId, now);
  return keys
    .map((key) => ({
      key,
      room: Math.max(0, limits.get(key)!.value! - usage[key]),
      resetsAt: periodEnd(key === 'deposit_day' ? 'day' : key === 'deposit_week' ? 'week' : 'month', now),
    }))
    .sort((a, b) => a.room - b.room);
};

/**
 * Refuses a deposit order of `amount` satang that a time-out, a self-exclusion or a deposit limit forbids, with
 * the amount still allowed. Call it inside the order's transaction: the protection row's lock makes parallel
 * orders count one after another (open orders count as deposits until they expire).
 */
export const assertMayDeposit = async (q: Queryable, memberId: number, amount: Satang, now: Date) => {
  const { rows } = await q.query<{ found: boolean }>(
    `SELECT true AS found FROM member_protection WHERE member_id = $1 FOR UPDATE`,
    [memberId],
  );
  if (rows.length === 0) return;
  const row = await readProtection(q, memberId);
  const exclusion = exclusionAt(row, now);
  if (exclusion)
    throw new AppError(
      exclusion.kind === 'timeout' ? 'PLAYER_TIMED_OUT' : 'PLAYER_SELF_EXCLUDED',
      { until: exclusion.until.toISOString() },
      exclusionMessage(exclusion.kind, exclusion.until),
    );
  const tightest = (await depositRoom(q, memberId, now))[0];
  if (tightest && amount > tightest.room)
    throw new AppError(
      'PLAYER_DEPOSIT_LIMIT',
      { allowed: tightest.room / 100, until: tightest.resetsAt.toISOString() },
      depositMessage(tightest.key, tightest.room, tightest.resetsAt),
    );
};

/** Whether the member excluded themselves (marketing stops: promotion offers, campaign banners, bonuses). */
export const isSelfExcluded = async (q: Queryable, memberId: number, now: Date) => {
  const { rows } = await q.query(
    `SELECT 1 FROM member_protection WHERE member_id = $1 AND exclusion_kind = 'self_exclusion' AND excluded_until > $2`,
    [memberId, now],
  );
  return rows.length > 0;
};

/** Whether play of any kind (wheel spins included) is refused by a time-out or a self-exclusion now. */
export const assertNotExcluded = async (q: Queryable, memberId: number, now: Date) => {
  const exclusion = exclusionAt(await readProtection(q, memberId), now);
  if (exclusion)
    throw new AppError(
      exclusion.kind === 'timeout' ? 'PLAYER_TIMED_OUT' : 'PLAYER_SELF_EXCLUDED',
      { until: exclusion.until.toISOString() },
      exclusionMessage(exclusion.kind, exclusion.until),
    );
};
