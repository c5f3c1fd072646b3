import { fail } from '@server/http/app-error';

/** Asia/Bangkok is UTC+7 all year (no daylight saving): a Bangkok day starts at 17:00 UTC the day before. */
const OFFSET_MS = 7 * 3600_000;
const DAY_MS = 86_400_000;

const parse = (day: string) => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const utc = Date.UTC(y, m - 1, d);
  const check = new Date(utc);
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? utc : null;
};

const text = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/** The Bangkok day of an instant, `YYYY-MM-DD`: pass the business clock (`app.clock()`), never the system's. */
export const bangkokDay = (at: Date) =>
  text(at.getTime() + OFFSET_MS - ((at.getTime() + OFFSET_MS) % DAY_MS));

export const monthStart = (day: string) => `${day.slice(0, 8)}01`;

/** The UTC instant a Bangkok day starts (`plusDays` 1: the instant it ends); a day that does not exist is refused. */
export const dayStart = (day: string, plusDays = 0): Date => {
  const utc = parse(day);
  return utc === null ? fail('REPORT_RANGE_INVALID') : new Date(utc + plusDays * DAY_MS - OFFSET_MS);
};

export type DayRange = { from: string; to: string; start: Date; end: Date; days: string[] };

/**
 * A range of Bangkok days, both ends included, with the UTC instants that bound it (end exclusive). A day that
 * does not exist, an end before the start or more than `maxDays` is refused with REPORT_RANGE_INVALID.
 */
export const dayRange = (from: string, to: string, maxDays = 366): DayRange => {
  const a = parse(from);
  const b = parse(to);
  if (a === null || b === null || b < a || (b - a) / DAY_MS + 1 > maxDays)
    return fail('REPORT_RANGE_INVALID');
  const days: string[] = [];
  for (let t = a; t <= b; t += DAY_MS) days.push(text(t));
  return { from, to, start: new Date(a - OFFSET_MS), end: new Date(b + DAY_MS - OFFSET_MS), days };
};
