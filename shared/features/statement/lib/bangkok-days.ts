import { addDays, bangkokDay as bangkokDayOf } from '@contract/thai-time';
import { formatThaiDate } from '@lib/format';

/**
 * Statement days are Asia/Bangkok calendar days written YYYY-MM-DD (the API's `from` / `to`), whatever the
 * phone's own time zone is.
 */
export const bangkokDay = (at: Date = new Date()): string => bangkokDayOf(at);

/** Calendar arithmetic on the day string itself (UTC midnight has no daylight-saving surprises). */
export const shiftDay = addDays;

export type DayRange = { from: string; to: string };

/** The last `count` days up to and including today in Bangkok: the statement's default is 7. */
export const lastDays = (count: number, now: Date = new Date()): DayRange => {
  const to = bangkokDay(now);
  return { from: shiftDay(to, -(count - 1)), to };
};

/** The calendar picker works in the phone's local dates: a picked date means that calendar day. */
export const dayToLocalDate = (day: string): Date => {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
};

export const localDateToDay = (date: Date): string =>
  [
    date.getFullYear(),
    String(date.getMonth() + 1).padStart(2, '0'),
    String(date.getDate()).padStart(2, '0'),
  ].join('-');

/** '21/11/2569' for a day string, in the Buddhist era. Noon Bangkok keeps the day whatever the zone. */
export const formatDay = (day: string) => formatThaiDate(new Date(`${day}T12:00:00+07:00`));
