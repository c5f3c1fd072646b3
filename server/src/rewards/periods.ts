import { bangkokDay, dayStart } from '@server/admin/bangkok-days';

export { bangkokDay, dayStart };

const DAY_MS = 86_400_000;

/** The Monday (Bangkok) of the week an instant falls in, `YYYY-MM-DD`: the key of weekly periods. */
export const bangkokWeek = (at: Date): string => {
  const day = bangkokDay(at);
  const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 ... Sunday 6
  return new Date(Date.parse(`${day}T00:00:00Z`) - weekday * DAY_MS).toISOString().slice(0, 10);
};

/** The UTC instants bounding `days` Bangkok days from `day` (end exclusive). */
export const periodBounds = (day: string, days: number) => ({
  start: dayStart(day),
  end: dayStart(day, days),
});

/** The Bangkok day `n` days after `day` (negative: before). */
export const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
