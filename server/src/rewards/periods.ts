import { bangkokDay, dayStart } from '@server/reports/bangkok-days';

export { addDays, bangkokWeek } from '@contract/thai-time';
export { bangkokDay, dayStart };

/** The UTC instants bounding `days` Bangkok days from `day` (end exclusive). */
export const periodBounds = (day: string, days: number) => ({
  start: dayStart(day),
  end: dayStart(day, days),
});
