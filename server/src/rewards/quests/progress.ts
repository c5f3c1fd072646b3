import type { Queryable } from '@server/db/db';
import { dayWindow } from '../day-window';
import { checkinStreak } from './checkins';
import type { QuestPeriodWindow, QuestTask } from './task';

/**
 * How far a member is in a task over a period, in the task's unit (satang, rounds, days). Read live from the
 * records themselves, never stored, so it cannot drift from them: deposits are the ledger's (kind 'deposit'
 * into any of the member's wallets), stakes are `member_play` (bets not rolled back, lotto bills not
 * cancelled, counted from their round's close), rounds are the game's bets not rolled back, days are check-ins.
 * Deposits and stakes of whole Bangkok days come from the running totals kept with them (`member_day_money`,
 * `member_day_totals`, migration 1250), only the edges of the period that are not whole days from the records.
 */
export const taskProgress = async (
  q: Queryable,
  memberId: number,
  task: QuestTask,
  period: QuestPeriodWindow,
): Promise<number> => {
  const { start, end, now } = period;
  switch (task.type) {
    case 'deposit': {
      const w = dayWindow(start, end, end);
      const { rows } = await q.query<{ total: string }>(
        `SELECT (SELECT coalesce(sum(d.deposit), 0) FROM member_day_money d
                  WHERE d.member_id = $1 AND d.day >= $4::date AND d.day < $5::date)
              + (SELECT coalesce(sum(e.amount), 0)
                   FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
                  WHERE a.member_id = $1 AND a.owner = 'member' AND a.asset = 'thb' AND e.kind = 'deposit'
                    AND e.amount > 0 AND e.created_at >= $2 AND e.created_at < $3
                    AND (e.created_at < $6 OR e.created_at >= $7)) AS total`,
        [memberId, start, end, w.fromDay, w.toDay, w.firstEnd, w.lastStart],
      );
      return Number(rows[0]?.total ?? 0);
    }
    case 'stake': {
      const w = dayWindow(start, end, now);
      const { rows } = await q.query<{ total: string }>(
        `SELECT (SELECT coalesce(sum(d.stake), 0) FROM member_day_totals d
                  WHERE d.member_id = $1 AND ($2::text IS NULL OR d.category = $2) AND d.category <> ''
                    AND d.day >= $6::date AND d.day < $7::date)
              + (SELECT coalesce(sum(p.stake), 0) FROM member_play p
                  WHERE p.member_id = $1 AND ($2::text IS NULL OR p.category = $2)
                    AND p.counted_at >= $3 AND p.counted_at < $4 AND p.counted_at <= $5
                    AND (p.counted_at < $8 OR p.counted_at >= $9)) AS total`,
        [memberId, task.category, start, end, now, w.fromDay, w.toDay, w.firstEnd, w.lastStart],
      );
      return Number(rows[0]?.total ?? 0);
    }
    case 'play_game': {
      // Rounds, not bets: a round with a side bet is still one round played.
      const { rows } = await q.query<{ rounds: string }>(
        `SELECT count(DISTINCT round_id) AS rounds FROM seamless_transactions
          WHERE member_id = $1 AND game_code = $2 AND kind = 'bet' AND status = 'done'
            AND created_at >= $3 AND created_at < $4`,
        [memberId, task.game_code, start, end],
      );
      return Number(rows[0]?.rounds ?? 0);
    }
    case 'login_streak':
      return checkinStreak(q, memberId, period.today, {
        limit: task.target,
        since: period.key.startsWith('week:') ? period.firstDay : undefined,
      });
  }
};
