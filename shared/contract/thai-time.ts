/**
 * Bangkok time and Buddhist-era dates, once, for the server, the game provider and the apps (issue 26). Asia/
 * Bangkok is UTC+7 all year (Thailand keeps no daylight time), so a Bangkok day starts at 17:00 UTC the day
 * before; plain arithmetic is exact and needs no time-zone data (not every runtime ships the Buddhist calendar).
 * Days are `YYYY-MM-DD` text (Gregorian, as the API and the database write them); members read `25/11/2569`.
 * Pass the business clock (`app.clock()`) for "now", never the system's.
 */
export const BANGKOK_OFFSET_MS = 7 * 3_600_000;
export const DAY_MS = 86_400_000;
/** Buddhist era = Gregorian year + 543. */
export const BUDDHIST_YEARS = 543;

const isoDay = (utcMidnight: number) => new Date(utcMidnight).toISOString().slice(0, 10);

/**
 * The UTC midnight (ms) of a `YYYY-MM-DD` day, or null when no such day exists (2026-02-30, and year 0: PostgreSQL
 * has none). setUTCFullYear, not Date.UTC: Date.UTC reads the years 0..99 as 1900..1999.
 */
export const parseDay = (day: string): number | null => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (y < 1) return null;
  const check = new Date(0);
  check.setUTCFullYear(y, m - 1, d);
  return check.getUTCMonth() === m - 1 && check.getUTCDate() === d ? check.getTime() : null;
};

/** The Bangkok day of an instant (a Date or epoch ms), `YYYY-MM-DD`. */
export const bangkokDay = (at: Date | number): string => {
  const shifted = (typeof at === 'number' ? at : at.getTime()) + BANGKOK_OFFSET_MS;
  return isoDay(shifted - (((shifted % DAY_MS) + DAY_MS) % DAY_MS));
};

/**
 * The instant a Bangkok day starts (`plusDays` 1: the instant it ends). A day that does not exist throws a
 * RangeError: callers that take days from a request check them first (`parseDay`) and answer their own refusal.
 */
export const bangkokDayStart = (day: string, plusDays = 0): Date => {
  const utc = parseDay(day);
  if (utc === null) throw new RangeError(`no such day: ${day}`);
  return new Date(utc + plusDays * DAY_MS - BANGKOK_OFFSET_MS);
};

/** The Bangkok day `n` days after `day` (negative: before). */
export const addDays = (day: string, n: number): string =>
  isoDay(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS);

/** The Monday (Bangkok) of the week an instant falls in: the key of weekly periods. */
export const bangkokWeek = (at: Date | number): string => {
  const day = bangkokDay(at);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return addDays(day, -weekday);
};

/** The first day of the month of `day`, and of the month after it. */
export const monthStart = (day: string): string => `${day.slice(0, 8)}01`;
export const nextMonthStart = (day: string): string => {
  const year = Number(day.slice(0, 4));
  const month = Number(day.slice(5, 7));
  return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
};

/** Bangkok wall-clock parts of an instant, the year in the Buddhist era. */
export const bangkokParts = (at: Date | number) => {
  const shifted = new Date((typeof at === 'number' ? at : at.getTime()) + BANGKOK_OFFSET_MS).toISOString();
  return {
    year: Number(shifted.slice(0, 4)) + BUDDHIST_YEARS,
    month: shifted.slice(5, 7),
    day: shifted.slice(8, 10),
    time: shifted.slice(11, 16),
  };
};

/** `25/11/2569` (Buddhist era) for a `YYYY-MM-DD` day, as members read dates. */
export const thaiDay = (day: string): string =>
  `${day.slice(8, 10)}/${day.slice(5, 7)}/${Number(day.slice(0, 4)) + BUDDHIST_YEARS}`;

/** `25/11/2569 14:30` in Bangkok time. */
export const thaiDateTime = (at: Date | number): string => {
  const p = bangkokParts(at);
  return `${p.day}/${p.month}/${p.year} ${p.time}`;
};
