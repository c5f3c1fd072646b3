/** Bangkok days and weeks for the model and the driver, computed here: nothing from the server's periods. */
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
const BANGKOK = 7 * HOUR; // Thailand keeps no daylight saving time.

export const bangkokDayOf = (ms: number) => new Date(ms + BANGKOK).toISOString().slice(0, 10);
export const dayStartOf = (day: string) => Date.parse(`${day}T00:00:00Z`) - BANGKOK;
export const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY).toISOString().slice(0, 10);
export const mondayOf = (ms: number) => {
  const day = bangkokDayOf(ms);
  return dayAfter(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7));
};
