import {
  limitKeys,
  type LimitKey,
  type LimitStatus,
  type SafetyStatus,
} from '@contract/protection/protection';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { exclusionMessage, lossMessage, sessionMessage } from './messages';
import { limitParts, periodEnd } from './periods';
import {
  exclusionAt,
  readLimits,
  readProtection,
  readUsage,
  sessionStart,
  type LimitRow,
  type Usage,
} from './state';

const MINUTE_MS = 60_000;

/** A limit's number at the API edge: baht for money, minutes for the session. */
const edge = (key: LimitKey, value: number | null) =>
  value === null ? null : key === 'session' ? value : toBaht(value);

/** Every limit with what is used of it at `now` (money in satang in `usage`, minutes for the session). */
export const limitStatuses = (
  limits: Map<LimitKey, LimitRow>,
  usage: Usage,
  sessionMinutes: number,
  now: Date,
): LimitStatus[] =>
  limitKeys.map((key) => {
    const { kind, period } = limitParts(key);
    const row = limits.get(key);
    return {
      key,
      kind,
      period,
      value: edge(key, row?.value ?? null),
      used: key === 'session' ? sessionMinutes : toBaht(usage[key]),
      resets_at: period === 'session' ? null : periodEnd(period, now).toISOString(),
      pending: row?.pendingAt
        ? { value: edge(key, row.pendingValue), effective_at: row.pendingAt.toISOString() }
        : null,
    };
  });

/** Why play is refused now, if it is (exclusion, the session's time, a loss limit used up), in Thai. */
const blockedNow = (
  exclusion: ReturnType<typeof exclusionAt>,
  limits: Map<LimitKey, LimitRow>,
  usage: Usage,
  sessionMinutes: number,
  now: Date,
): SafetyStatus['blocked'] => {
  if (exclusion)
    return {
      reason: exclusion.kind === 'timeout' ? 'PLAYER_TIMED_OUT' : 'PLAYER_SELF_EXCLUDED',
      message: exclusionMessage(exclusion.kind, exclusion.until),
      until: exclusion.until.toISOString(),
    };
  const session = limits.get('session')?.value;
  if (session && sessionMinutes >= session)
    return { reason: 'PLAYER_SESSION_LIMIT', message: sessionMessage(session), until: null };
  for (const key of ['loss_day', 'loss_week', 'loss_month'] as const) {
    const limit = limits.get(key)?.value;
    if (limit && usage[key] >= limit) {
      const resets = periodEnd(limitParts(key).period as 'day', now);
      return {
        reason: 'PLAYER_LOSS_LIMIT',
        message: lossMessage(key, limit, usage[key], resets),
        until: resets.toISOString(),
      };
    }
  }
  return null;
};

/** The member's whole protection picture for the safety screen. */
export const safetyStatus = async (
  q: Queryable,
  member: { id: number; sessionId: number },
  now: Date,
): Promise<SafetyStatus> => {
  const [row, limits, usage, started, ack] = await Promise.all([
    readProtection(q, member.id),
    readLimits(q, member.id, now),
    readUsage(q, member.id, now),
    sessionStart(q, member.sessionId),
    lastAck(q, member.sessionId),
  ]);
  const start = started ?? now;
  const sessionMinutes = Math.max(0, Math.floor((now.getTime() - start.getTime()) / MINUTE_MS));
  const exclusion = exclusionAt(row, now);
  const { rows } = await q.query<{ loss: string }>(`SELECT protection_loss_since($1, $2) AS loss`, [
    member.id,
    start,
  ]);
  const interval = row.reality_check_minutes;
  const from = ack && ack > start ? ack : start;
  return {
    server_time: now.toISOString(),
    limits: limitStatuses(limits, usage, sessionMinutes, now),
    reality_check: {
      minutes: interval,
      session_started_at: start.toISOString(),
      next_due_at: interval > 0 ? new Date(from.getTime() + interval * MINUTE_MS).toISOString() : null,
      played_minutes: sessionMinutes,
      net_result: -toBaht(Number(rows[0]!.loss)),
    },
    exclusion: exclusion
      ? {
          kind: exclusion.kind,
          started_at: exclusion.from.toISOString(),
          until: exclusion.until.toISOString(),
        }
      : null,
    blocked: blockedNow(exclusion, limits, usage, sessionMinutes, now),
  };
};

const lastAck = async (q: Queryable, sessionId: number): Promise<Date | null> => {
  const { rows } = await q.query<{ acknowledged_at: Date }>(
    `SELECT acknowledged_at FROM reality_check_acks WHERE session_id = $1`,
    [sessionId],
  );
  return rows[0]?.acknowledged_at ?? null;
};
