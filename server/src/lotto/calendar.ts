import { addDays, BUDDHIST_YEARS } from '@contract/thai-time';
import type { Queryable } from '@server/db/db';

const thaiMonths = [
  'มกราคม',
  'กุมภาพันธ์',
  'มีนาคม',
  'เมษายน',
  'พฤษภาคม',
  'มิถุนายน',
  'กรกฎาคม',
  'สิงหาคม',
  'กันยายน',
  'ตุลาคม',
  'พฤศจิกายน',
  'ธันวาคม',
];

/** "งวดวันที่ 16 ธันวาคม 2569": the Buddhist-era title members know a draw by. */
const drawTitle = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return `งวดวันที่ ${d} ${thaiMonths[m - 1]} ${y + BUDDHIST_YEARS}`;
};

/** A Bangkok (UTC+7, no daylight saving) local date and time as an instant. */
const bangkokInstant = (date: string, time: string) => new Date(`${date}T${time.slice(0, 5)}:00+07:00`);

type MarketTimes = {
  id: number;
  close_time: string;
  result_time: string;
  open_days: number;
  weekdays: number[];
};

/**
 * Creates the rounds of a market's draw dates that have none yet (government: the calendar; generic: its
 * weekdays for the next `aheadDays`). A round opens when the previous draw closes (or `open_days` before its
 * own close). Existing rounds are never touched: staff edits and bills stay as they are.
 */
export const ensureRounds = async (
  q: Queryable,
  marketId: number,
  today: string,
  aheadDays = 14,
): Promise<number> => {
  const { rows } = await q.query<MarketTimes>(
    `SELECT id, close_time::text AS close_time, result_time::text AS result_time, open_days, weekdays
       FROM lotto_markets WHERE id = $1`,
    [marketId],
  );
  const market = rows[0];
  if (!market) return 0;
  const dates = new Set<string>();
  const calendar = await q.query<{ draw_date: string }>(
    `SELECT draw_date::text AS draw_date FROM lotto_draw_dates WHERE market_id = $1 AND draw_date >= $2::date ORDER BY 1`,
    [marketId, today],
  );
  for (const row of calendar.rows) dates.add(row.draw_date);
  for (let i = 0; i < aheadDays && market.weekdays.length > 0; i++) {
    const date = addDays(today, i);
    const weekday = new Date(`${date}T00:00:00Z`).getUTCDay() || 7;
    if (market.weekdays.includes(weekday)) dates.add(date);
  }
  let created = 0;
  let previousClose: Date | null = null;
  for (const date of [...dates].sort()) {
    const closeAt = bangkokInstant(date, market.close_time);
    const earliest = new Date(closeAt.getTime() - market.open_days * 86_400_000);
    const openAt = previousClose && previousClose > earliest ? previousClose : earliest;
    const result = await q.query(
      `INSERT INTO lotto_rounds (market_id, round_key, title, open_at, close_at, result_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (market_id, round_key) DO NOTHING`,
      [marketId, date, drawTitle(date), openAt, closeAt, bangkokInstant(date, market.result_time)],
    );
    created += result.rowCount;
    previousClose = closeAt;
  }
  return created;
};
