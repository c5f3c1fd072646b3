import type { DrawDate } from '@contract/admin/lotto-setup';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { ROUND_LOCK_CLASS, roundLockKey } from '@server/lotto/bill-insert';
import { ensureRounds } from '@server/lotto/calendar';
import { auditAs, type ByStaff } from '@server/staff/audit';

/** Today in Bangkok (UTC+7, no daylight saving) by the given clock: the draw calendar's dates are local. */
const bangkokToday = (now: Date) => new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** YYYY-MM-DD naming a day that exists (not 2026-02-30). */
const isCalendarDate = (date: string) => {
  const time = Date.parse(`${date}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === date;
};

/** A market's draw dates from `from` on, each with its round and how many bills that round holds. */
export const listDrawDates = async (q: Queryable, marketId: number, now: Date) => {
  await marketWithCalendar(q, marketId, false);
  const { rows } = await q.query<DrawDate>(
    `SELECT d.draw_date::text AS draw_date, d.note, r.id::int AS round_id, r.status AS round_status,
            (SELECT count(*)::int FROM lotto_bills b WHERE b.round_id = r.id) AS bills
       FROM lotto_draw_dates d
       LEFT JOIN lotto_rounds r ON r.market_id = d.market_id AND r.round_key = d.draw_date::text
      WHERE d.market_id = $1 AND d.draw_date >= $2::date - 31
      ORDER BY d.draw_date`,
    [marketId, bangkokToday(now)],
  );
  return rows;
};

/** Yeekee rounds come from its schedule, not from a calendar. */
const marketWithCalendar = async (q: Queryable, marketId: number, lock: boolean) => {
  const { rows } = await q.query<{ type: string }>(
    `SELECT type FROM lotto_markets WHERE id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [marketId],
  );
  const market = rows[0] ?? fail('LOTTO_ADMIN_MARKET_NOT_FOUND');
  if (market.type === 'yeekee') fail('LOTTO_ADMIN_NO_CALENDAR');
};

/**
 * Adds a draw date (today or later) and creates its round at once, with the market's times, so members see it
 * in the lobby. Adding a date that is already there changes only its note.
 */
export const addDrawDate = (db: Db, by: ByStaff, marketId: number, date: string, note: string, now: Date) =>
  db.tx(async (q) => {
    await marketWithCalendar(q, marketId, true);
    const today = bangkokToday(now);
    if (!isCalendarDate(date)) fail('LOTTO_ADMIN_DATE_INVALID');
    if (date < today) fail('LOTTO_ADMIN_DATE_PAST');
    await q.query(
      `INSERT INTO lotto_draw_dates (market_id, draw_date, note) VALUES ($1, $2, $3)
       ON CONFLICT (market_id, draw_date) DO UPDATE SET note = $3`,
      [marketId, date, note],
    );
    await ensureRounds(q, marketId, date, 0);
    await auditAs(q, by.meta, by.actor, {
      action: 'lotto.draw_date.add',
      targetType: 'lotto_market',
      targetId: marketId,
      after: { draw_date: date, note },
    });
    return listDrawDates(q, marketId, now);
  });

/**
 * Removes a draw date and its round, only while nobody has a bill on it (a round with bills is cancelled through
 * its settlement, never deleted), and only before its close. The round's restricted numbers go with it.
 */
export const removeDrawDate = (db: Db, by: ByStaff, marketId: number, date: string, now: Date) =>
  db.tx(async (q) => {
    await marketWithCalendar(q, marketId, true);
    const { rows } = await q.query<{ note: string }>(
      `SELECT note FROM lotto_draw_dates WHERE market_id = $1 AND draw_date = $2::date FOR UPDATE`,
      [marketId, date],
    );
    const before = rows[0] ?? fail('LOTTO_ADMIN_DATE_NOT_FOUND');
    // The round locked first, its bills counted after: bills hold the round's advisory lock shared
    // (bill-insert.ts), so none can be added once this holds it exclusively, and one committed before is seen by
    // the count's own snapshot.
    const round = await q.query<{ id: string; status: string }>(
      `SELECT id, status FROM lotto_rounds WHERE market_id = $1 AND round_key = $2 FOR UPDATE`,
      [marketId, date],
    );
    const roundRow = round.rows[0];
    if (roundRow)
      await q.query(`SELECT pg_advisory_xact_lock(${ROUND_LOCK_CLASS}, $1::int)`, [
        roundLockKey(Number(roundRow.id)),
      ]);
    // Past its close a round may carry a result entry; it is resulted and settled (or cancelled), never deleted.
    if (roundRow && roundRow.status !== 'open') fail('LOTTO_ADMIN_ROUND_NOT_OPEN');
    if (roundRow) {
      const bills = await q.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM lotto_bills WHERE round_id = $1`,
        [roundRow.id],
      );
      if (bills.rows[0]!.n > 0) fail('LOTTO_ADMIN_ROUND_HAS_BILLS');
    }
    if (roundRow) {
      await q.query(`DELETE FROM lotto_restricted_numbers WHERE round_id = $1`, [roundRow.id]);
      await q.query(`DELETE FROM lotto_number_totals WHERE round_id = $1`, [roundRow.id]);
      await q.query(`DELETE FROM lotto_member_number_totals WHERE round_id = $1`, [roundRow.id]);
      await q.query(`DELETE FROM lotto_rounds WHERE id = $1`, [roundRow.id]);
    }
    await q.query(`DELETE FROM lotto_draw_dates WHERE market_id = $1 AND draw_date = $2::date`, [
      marketId,
      date,
    ]);
    await auditAs(q, by.meta, by.actor, {
      action: 'lotto.draw_date.remove',
      targetType: 'lotto_market',
      targetId: marketId,
      before: { draw_date: date, note: before.note, round_id: roundRow ? Number(roundRow.id) : null },
    });
    return listDrawDates(q, marketId, now);
  });
