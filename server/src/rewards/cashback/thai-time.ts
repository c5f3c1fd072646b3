/** Bangkok wall-clock parts of an instant (UTC+7 all year: Thailand keeps no daylight time). */
const bangkokParts = (at: Date) => {
  const shifted = new Date(at.getTime() + 7 * 3_600_000).toISOString();
  return {
    year: Number(shifted.slice(0, 4)) + 543,
    month: shifted.slice(5, 7),
    day: shifted.slice(8, 10),
    time: shifted.slice(11, 16),
  };
};

/** `25/11/2569` (Buddhist era) for a `YYYY-MM-DD` Bangkok day, as members read dates. */
export const thaiDay = (day: string) =>
  `${day.slice(8, 10)}/${day.slice(5, 7)}/${Number(day.slice(0, 4)) + 543}`;

/** `25/11/2569 14:30` in Bangkok time. */
export const thaiDateTime = (at: Date) => {
  const p = bangkokParts(at);
  return `${p.day}/${p.month}/${p.year} ${p.time}`;
};
