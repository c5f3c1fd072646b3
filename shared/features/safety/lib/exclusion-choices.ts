import {
  selfExclusionDurations,
  timeOutDurations,
  type SafetyStatus,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from '@contract/protection/protection';

const DAY_MS = 86_400_000;
const DAYS: Record<TimeOutDuration, number> = { '24h': 1, '7d': 7, '30d': 30, '6w': 42 };
const MONTHS: Record<SelfExclusionDuration, number> = { '6m': 6, '1y': 12, '5y': 60 };

/** When a time-out or self-exclusion taken at `from` would end (the server's rule, periods.ts exclusionEnd). */
export const exclusionEnd = (duration: TimeOutDuration | SelfExclusionDuration, from: Date): Date => {
  if (duration in DAYS) return new Date(from.getTime() + DAYS[duration as TimeOutDuration] * DAY_MS);
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + MONTHS[duration as SelfExclusionDuration]);
  return end;
};

/**
 * The choices the server would accept now: a running time-out or self-exclusion can only be lengthened, and a
 * self-exclusion is never turned into a time-out (server/src/protection/changes.ts exclude). Judged on the
 * server's clock (`server_time`), not the device's.
 */
export const offeredChoices = (status: Pick<SafetyStatus, 'exclusion' | 'server_time'>) => {
  const now = new Date(status.server_time);
  const running = status.exclusion;
  const lengthens = (duration: TimeOutDuration | SelfExclusionDuration) =>
    !running || exclusionEnd(duration, now).getTime() >= new Date(running.until).getTime();
  return {
    timeOut:
      running?.kind === 'self_exclusion' ? [] : timeOutDurations.filter((duration) => lengthens(duration)),
    selfExclusion: selfExclusionDurations.filter((duration) => lengthens(duration)),
  };
};
