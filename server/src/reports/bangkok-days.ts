import { bangkokDayStart, DAY_MS, parseDay } from '@contract/thai-time';
import { fail } from '@server/http/app-error';

export { bangkokDay, monthStart } from '@contract/thai-time';

/**
 * The instant a Bangkok day starts (`plusDays` 1: the instant it ends), from the one thai-time module; a day that
 * does not exist is refused with REPORT_RANGE_INVALID (days here come from staff's requests).
 */
export const dayStart = (day: string, plusDays = 0): Date =>
  parseDay(day) === null ? fail('REPORT_RANGE_INVALID') : bangkokDayStart(day, plusDays);

export type DayRange = { from: string; to: string; start: Date; end: Date; days: string[] };

/**
 * A range of Bangkok days, both ends included, with the UTC instants that bound it (end exclusive). A day that
 * does not exist, an end before the start or more than `maxDays` is refused with REPORT_RANGE_INVALID.
 */
export const dayRange = (from: string, to: string, maxDays = 366): DayRange => {
  const a = parseDay(from);
  const b = parseDay(to);
  if (a === null || b === null || b < a || (b - a) / DAY_MS + 1 > maxDays)
    return fail('REPORT_RANGE_INVALID');
  const days: string[] = [];
  for (let t = a; t <= b; t += DAY_MS) days.push(new Date(t).toISOString().slice(0, 10));
  return { from, to, start: bangkokDayStart(from), end: bangkokDayStart(to, 1), days };
};
