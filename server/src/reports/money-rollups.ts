import { addDays, bangkokDayStart } from '@contract/thai-time';
import type { Db, Queryable } from '@server/db/db';
import type { DayRange } from './bangkok-days';
import { CATEGORY, entriesOf, SUMS, type Row } from './money-sql';

/**
 * Daily roll-ups of the money figures (migration 1271): per agent, closed Bangkok day and game category, the
 * sums money-figures.ts would compute from the raw tables for that day, written once the day has closed and
 * read instead of the raw rows of closed days. A year of the money report or a month of the dashboard then
 * reads one row per day and category, not a year of ledger entries.
 */

/** How long after midnight (Bangkok) a day counts as closed: a transaction begun before it has committed. */
const CLOSED_AFTER_MS = 10 * 60_000;

/** Whether `day` has closed by `now` (business clock): its end plus the margin has passed. */
const dayClosed = (day: string, now: Date) =>
  bangkokDayStart(day, 1).getTime() + CLOSED_AFTER_MS <= now.getTime();

/**
 * Computes `day` again for every agent, whole: its rows deleted and written from the ledger's entries and the
 * approved withdrawals in one transaction, and the day marked rolled up. Running it twice writes the same rows.
 */
export const rollUpDay = (db: Db, day: string) =>
  db.tx(async (q) => {
    const args = [null, bangkokDayStart(day).toISOString(), bangkokDayStart(day, 1).toISOString()];
    await q.query(`DELETE FROM report_day_money WHERE day = $1::date`, [day]);
    await q.query(
      `INSERT INTO report_day_money (agent_id, day, category, deposits, stakes, wins, bonus, adjustments)
       SELECT m.agent_id, $4::date, ${CATEGORY} AS category, ${SUMS}
       ${entriesOf(true)}
        GROUP BY m.agent_id, 3`,
      [...args, day],
    );
    await q.query(
      `INSERT INTO report_day_money (agent_id, day, category, withdrawals)
       SELECT agent_id, $4::date, '', sum(amount)::bigint FROM withdrawals
        WHERE $1::int IS NULL AND status = 'approved' AND decided_at >= $2 AND decided_at < $3
        GROUP BY agent_id
       ON CONFLICT (agent_id, day, category) DO UPDATE SET withdrawals = EXCLUDED.withdrawals`,
      [...args, day],
    );
    // The day's active members (member-figures.ts): who placed a bet on it.
    await q.query(`DELETE FROM report_day_members WHERE day = $1::date`, [day]);
    await q.query(
      `INSERT INTO report_day_members (agent_id, day, member_id)
       SELECT DISTINCT m.agent_id, $4::date, a.member_id
         FROM ledger_entries e
         JOIN ledger_accounts a ON a.id = e.account_id AND a.owner = 'member'
         JOIN members m ON m.id = a.member_id
        WHERE $1::int IS NULL AND e.kind = 'bet' AND e.created_at >= $2 AND e.created_at < $3`,
      [...args, day],
    );
    await q.query(
      `INSERT INTO report_rollup_days (day) VALUES ($1::date)
       ON CONFLICT (day) DO UPDATE SET computed_at = now()`,
      [day],
    );
  });

/** Closed days of the last `lookBack` days (newest first) not rolled up yet, at most `most`. */
export const daysToRollUp = async (q: Queryable, today: string, now: Date, lookBack = 400, most = 31) => {
  const { rows } = await q.query<{ day: string }>(
    `SELECT to_char(d, 'YYYY-MM-DD') AS day
       FROM generate_series($1::date, $2::date, interval '1 day') AS d
      WHERE NOT EXISTS (SELECT 1 FROM report_rollup_days r WHERE r.day = d::date)
      ORDER BY d DESC LIMIT $3`,
    [addDays(today, -lookBack), addDays(today, -1), most],
  );
  return rows.map((row) => row.day).filter((day) => dayClosed(day, now));
};

type RolledRow = Row & { withdrawals: number };

/**
 * Where `range` turns live: the days from its start that are rolled up, up to the first that is not (from there
 * on a report reads the raw tables, so a day is never counted twice). `rolledUntil` is the day after the last
 * rolled-up one (the range's start when none is), `liveFrom` the instant the live part starts (the range's end
 * when every day is rolled up).
 */
export const rolledSplit = async (q: Queryable, range: DayRange) => {
  const { rows: done } = await q.query<{ day: string }>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day FROM report_rollup_days WHERE day >= $1::date AND day <= $2::date`,
    [range.from, range.to],
  );
  const rolledDays = new Set(done.map((row) => row.day));
  const firstLive = range.days.find((day) => !rolledDays.has(day));
  return {
    rolledUntil: firstLive ?? addDays(range.to, 1),
    liveFrom: firstLive ? bangkokDayStart(firstLive) : range.end,
  };
};

/** The rolled-up money rows of `range` for the agent (rolledSplit's days), and the instant the live part starts. */
export const rolledPart = async (q: Queryable, agentId: number, range: DayRange) => {
  const { rolledUntil, liveFrom } = await rolledSplit(q, range);
  if (rolledUntil === range.from) return { rolled: [] as RolledRow[], liveFrom };
  const { rows: rolled } = await q.query<RolledRow>(
    `SELECT to_char(day, 'YYYY-MM-DD') AS day, category, deposits, withdrawals, stakes, wins, bonus, adjustments
       FROM report_day_money WHERE agent_id = $1 AND day >= $2::date AND day < $3::date`,
    [agentId, range.from, rolledUntil],
  );
  return { rolled, liveFrom };
};
