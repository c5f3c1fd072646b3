import type { LimitKey } from '@contract/protection/protection';
import { bangkokDay, bangkokDayStart, bangkokWeek, nextMonthStart } from '@contract/thai-time';

export type LimitPeriod = 'day' | 'week' | 'month' | 'session';
export type LimitKind = 'deposit' | 'loss' | 'session';

export const limitParts = (key: LimitKey): { kind: LimitKind; period: LimitPeriod } => {
  if (key === 'session') return { kind: 'session', period: 'session' };
  const [kind, period] = key.split('_') as [LimitKind, LimitPeriod];
  return { kind, period };
};

/**
 * When a Bangkok day, week (Monday) or month holding `now` ends: the count of a limit starts again then. The same
 * periods as protection_period_start (server/sql/protection), which counts from their start.
 */
export const periodEnd = (period: Exclude<LimitPeriod, 'session'>, now: Date): Date => {
  if (period === 'day') return bangkokDayStart(bangkokDay(now), 1);
  if (period === 'week') return bangkokDayStart(bangkokWeek(now), 7);
  return bangkokDayStart(nextMonthStart(bangkokDay(now)));
};

const DAY_MS = 86_400_000;

/** Time-outs and self-exclusions end this long after they start (calendar months for the long ones). */
export const exclusionEnd = (duration: string, from: Date): Date => {
  const days: Record<string, number> = { '24h': 1, '7d': 7, '30d': 30, '6w': 42 };
  if (duration in days) return new Date(from.getTime() + days[duration]! * DAY_MS);
  const months: Record<string, number> = { '6m': 6, '1y': 12, '5y': 60 };
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + (months[duration] ?? 0));
  return end;
};
