import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { AppError, fail } from '@server/http/app-error';
import { depositMessage, exclusionMessage, lossMessage, sessionMessage } from './messages';
import { limitParts, periodEnd } from './periods';
import { exclusionAt, readLimits, readProtection, readUsage } from './state';

/**
 * The gates of every path that stakes or deposits (issue 15). Each runs inside the transaction of the debit (or,
 * for a seamless bet, the same SQL: seamless_bet calls protection_refusal itself): with a limit to count, the
 * member's protection row is locked first, so parallel requests are counted one after another. Wins,
 * settlements, refunds and withdrawals never come here.
 */

type Refusal = 'PLAYER_TIMED_OUT' | 'PLAYER_SELF_EXCLUDED' | 'PLAYER_LOSS_LIMIT' | 'PLAYER_SESSION_LIMIT';
type Limits = Awaited<ReturnType<typeof readLimits>>;
type Usage = Awaited<ReturnType<typeof readUsage>>;

const LOSS_KEYS = ['loss_day', 'loss_week', 'loss_month'] as const;
const DEPOSIT_KEYS = ['deposit_day', 'deposit_week', 'deposit_month'] as const;

/** The limits among `keys` in force, with what is used and left of each (satang), the tightest first. */
const roomLeft = <K extends (typeof LOSS_KEYS)[number] | (typeof DEPOSIT_KEYS)[number]>(
  limits: Limits,
  usage: Usage,
  keys: readonly K[],
  now: Date,
) =>
  keys
    .filter((key) => limits.get(key)?.value)
    .map((key) => {
      const limit = limits.get(key)!.value!;
      const resetsAt = periodEnd(limitParts(key).period as 'day' | 'week' | 'month', now);
      return { key, limit, used: usage[key], room: Math.max(0, limit - usage[key]), resetsAt };
    })
    .sort((a, b) => a.room - b.room);

/** A running time-out or self-exclusion as the refusal a member reads: which, and until when. */
const exclusionError = (exclusion: NonNullable<ReturnType<typeof exclusionAt>>) =>
  new AppError(
    exclusion.kind === 'timeout' ? 'PLAYER_TIMED_OUT' : 'PLAYER_SELF_EXCLUDED',
    { until: exclusion.until.toISOString() },
    exclusionMessage(exclusion.kind, exclusion.until),
  );

/** The refusal with the member's own figures and until when, in Thai (read after the refusal, outside the hot path). */
export const explainRefusal = async (
  q: Queryable,
  memberId: number,
  reason: Refusal,
  now: Date,
): Promise<AppError> => {
  const exclusion = exclusionAt(await readProtection(q, memberId), now);
  if (exclusion) return exclusionError(exclusion);
  const limits = await readLimits(q, memberId, now);
  if (reason === 'PLAYER_SESSION_LIMIT')
    return new AppError(reason, null, sessionMessage(limits.get('session')?.value ?? 0));
  const tightest =
    reason === 'PLAYER_LOSS_LIMIT'
      ? roomLeft(limits, await readUsage(q, memberId, now), LOSS_KEYS, now)[0]
      : undefined;
  if (!tightest) return new AppError(reason);
  return new AppError(
    reason,
    { allowed: tightest.room / 100, until: tightest.resetsAt.toISOString() },
    lossMessage(tightest.key, tightest.limit, tightest.used, tightest.resetsAt),
  );
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

/**
 * Refuses a deposit order of `amount` satang that a time-out, a self-exclusion or a deposit limit forbids, with
 * the amount still allowed. Call it inside the order's transaction: the protection row's lock makes parallel
 * orders count one after another (open orders count as deposits until they expire).
 */
export const assertMayDeposit = async (q: Queryable, memberId: number, amount: Satang, now: Date) => {
  const row = await readProtection(q, memberId, 'lock');
  if (!row) return;
  const exclusion = exclusionAt(row, now);
  if (exclusion) throw exclusionError(exclusion);
  const limits = await readLimits(q, memberId, now);
  if (!DEPOSIT_KEYS.some((key) => limits.get(key)?.value)) return;
  const tightest = roomLeft(limits, await readUsage(q, memberId, now), DEPOSIT_KEYS, now)[0]!;
  if (amount > tightest.room)
    throw new AppError(
      'PLAYER_DEPOSIT_LIMIT',
      { allowed: tightest.room / 100, until: tightest.resetsAt.toISOString() },
      depositMessage(tightest.key, tightest.room, tightest.resetsAt),
    );
};

/**
 * The one exclusion check of everything that gives a member something or markets to them (issue 25): a member in
 * a time-out or a self-exclusion gets no award of any kind (`grantAward`), no poll vote or prize, no affiliate
 * commission (held until the exclusion ends), no promotion list, campaign banner, event or marketing
 * announcement. Every such path asks here, so a new one cannot forget half of the rule.
 */
export const isExcluded = async (q: Queryable, memberId: number, now: Date) => {
  const { rows } = await q.query(
    `SELECT 1 FROM member_protection
      WHERE member_id = $1 AND exclusion_kind IS NOT NULL AND excluded_until > $2`,
    [memberId, now],
    { name: 'protection_is_excluded' },
  );
  return rows.length > 0;
};

/** REWARD_MEMBER_EXCLUDED while a time-out or a self-exclusion runs; inside the award's transaction. */
export const assertMayReceive = async (q: Queryable, memberId: number, now: Date) => {
  if (await isExcluded(q, memberId, now)) fail('REWARD_MEMBER_EXCLUDED');
};

/** Whether play of any kind (wheel spins included) is refused by a time-out or a self-exclusion now. */
export const assertNotExcluded = async (q: Queryable, memberId: number, now: Date) => {
  const exclusion = exclusionAt(await readProtection(q, memberId), now);
  if (exclusion) throw exclusionError(exclusion);
};
