/**
 * The Yeekee day (DOMAIN.md): 88 rounds, one every 15 minutes, the first result at 06:00 and the last at 03:45
 * the next morning, Asia/Bangkok. Each round is open for 15 minutes and closes at its result time.
 * Bangkok is UTC+7 all year (no daylight saving), so the instants are plain arithmetic.
 */
import { BANGKOK_OFFSET_MS, DAY_MS, bangkokDay, parseDay } from '@contract/thai-time';

const yeekeeRoundsPerDay = 88;
const MINUTE_MS = 60_000;
const INTERVAL_MS = 15 * MINUTE_MS;
const FIRST_RESULT_MS = 6 * 60 * MINUTE_MS;

export type YeekeeSlot = { day: string; number: number; openAt: Date; closeAt: Date; resultAt: Date };

/** The 88 rounds of a Yeekee day (`YYYY-MM-DD`, the Bangkok date of its 06:00 round); an impossible date → []. */
export const yeekeeSlots = (day: string): YeekeeSlot[] => {
  const midnightUtc = parseDay(day);
  if (midnightUtc === null) return [];
  const first = midnightUtc - BANGKOK_OFFSET_MS + FIRST_RESULT_MS;
  return Array.from({ length: yeekeeRoundsPerDay }, (_, i) => {
    const resultAt = new Date(first + i * INTERVAL_MS);
    return {
      day,
      number: i + 1,
      openAt: new Date(resultAt.getTime() - INTERVAL_MS),
      closeAt: resultAt,
      resultAt,
    };
  });
};

/** The Yeekee day an instant belongs to (before 06:00 Bangkok, up to the 03:45 round, it is the day before's). */
export const yeekeeDayOf = (at: Date): string => {
  return bangkokDay(at.getTime() - FIRST_RESULT_MS + INTERVAL_MS);
};

export const nextDay = (day: string, plus = 1): string => {
  const utc = parseDay(day);
  if (utc === null) throw new Error(`not a day: ${day}`);
  return new Date(utc + plus * DAY_MS).toISOString().slice(0, 10);
};
