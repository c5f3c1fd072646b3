import { addDays, bangkokDay, dayStart } from './periods';

/**
 * A window of play [start, end), counted by `now`, split for the running totals (migration 1250): the whole
 * Bangkok days inside it that have ended by `now` (`fromDay` included, `toDay` excluded; empty when equal), read
 * from `member_day_totals`, and the two edges read from raw play (`[edgeStart, firstEnd)` before the days,
 * `[lastStart, end)` after them, each also by `now`): the rest of a day the window starts inside, and the day it
 * ends in or that has not ended yet. The same +07:00 days as the SQL's (bangkok_day, protection_period_start).
 */
type DayWindow = {
  fromDay: string;
  toDay: string;
  firstEnd: Date;
  lastStart: Date;
};

export const dayWindow = (start: Date, end: Date, now: Date): DayWindow => {
  const startDay = bangkokDay(start);
  const fromDay = dayStart(startDay).getTime() === start.getTime() ? startDay : addDays(startDay, 1);
  const limit = end.getTime() < now.getTime() ? end : now;
  const lastDay = bangkokDay(limit);
  const toDay = lastDay > fromDay ? lastDay : fromDay;
  const firstEnd = dayStart(fromDay);
  return { fromDay, toDay, firstEnd, lastStart: dayStart(toDay) };
};
