import type { Queryable } from '@server/db/db';
import { yeekeeSlots } from './yeekee-schedule';

/**
 * Creates the 88 rounds of one Yeekee day for every enabled Yeekee market, in one statement per market.
 * Idempotent (round_key unique per market): the job claims the day first, but a second run inserts nothing.
 * Answers how many rounds it created.
 */
export const createYeekeeDay = async (q: Queryable, day: string, now: Date): Promise<number> => {
  // Rounds already closed when the day is created (a first start at noon) are not created: nobody could shoot
  // or bet in them, and each would only show as a round without a result.
  const slots = yeekeeSlots(day).filter((slot) => slot.closeAt > now);
  if (slots.length === 0) return 0;
  const { rows: markets } = await q.query<{ id: number }>(
    `SELECT id FROM lotto_markets WHERE type = 'yeekee' AND enabled ORDER BY id`,
  );
  let created = 0;
  for (const market of markets) {
    const { rowCount } = await q.query(
      `INSERT INTO lotto_rounds (market_id, round_key, title, open_at, close_at, result_at)
       SELECT $1, s.key, s.title, s.open_at, s.close_at, s.result_at
         FROM unnest($2::text[], $3::text[], $4::timestamptz[], $5::timestamptz[], $6::timestamptz[])
              AS s(key, title, open_at, close_at, result_at)
       ON CONFLICT (market_id, round_key) DO NOTHING`,
      [
        market.id,
        slots.map((s) => `${day}#${String(s.number).padStart(3, '0')}`),
        slots.map((s) => `ยี่กี รอบที่ ${s.number}`),
        slots.map((s) => s.openAt.toISOString()),
        slots.map((s) => s.closeAt.toISOString()),
        slots.map((s) => s.resultAt.toISOString()),
      ],
    );
    created += rowCount;
  }
  return created;
};
