import type { Queryable } from '@server/db/db';
import { addDays, bangkokDay } from '../periods';

/** Records the member's visit on the Bangkok day of `now`; a second one the same day changes nothing. */
export const recordCheckin = async (q: Queryable, memberId: number, now: Date): Promise<void> => {
  await q.query(
    `INSERT INTO quest_checkins (member_id, day) VALUES ($1, $2) ON CONFLICT (member_id, day) DO NOTHING`,
    [memberId, bangkokDay(now)],
  );
};

/**
 * Consecutive days with a check-in ending `today` (0 when there is none today), looking back at most `limit`
 * days and never before `since` (a weekly quest counts only its own week's days).
 */
export const checkinStreak = async (
  q: Queryable,
  memberId: number,
  today: string,
  { limit, since }: { limit: number; since?: string },
): Promise<number> => {
  const from = addDays(today, -(limit - 1));
  const first = since && since > from ? since : from;
  const { rows } = await q.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM quest_checkins
      WHERE member_id = $1 AND day BETWEEN $2::date AND $3::date ORDER BY day DESC`,
    [memberId, first, today],
  );
  let streak = 0;
  let expected = today;
  for (const row of rows) {
    if (row.day !== expected) break;
    streak += 1;
    expected = addDays(expected, -1);
  }
  return streak;
};
