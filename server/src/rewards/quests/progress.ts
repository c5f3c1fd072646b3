import type { Queryable } from '@server/db/db';
import { checkinStreak } from './checkins';
import type { QuestPeriodWindow, QuestTask } from './task';

/**
 * How far a member is in a task over a period, in the task's unit (satang, rounds, days). Read live from the
 * records themselves, never stored, so it cannot drift from them: deposits are the ledger's (kind 'deposit'
 * into any of the member's wallets), stakes are `member_play` (bets not rolled back, lotto bills not
 * cancelled, counted from their round's close), rounds are the game's bets not rolled back, days are check-ins.
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
      const { rows } = await q.query<{ total: string }>(
        `SELECT coalesce(sum(e.amount), 0) AS total
           FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
          WHERE a.member_id = $1 AND a.owner = 'member' AND a.asset = 'thb' AND e.kind = 'deposit'
            AND e.amount > 0 AND e.created_at >= $2 AND e.created_at < $3`,
        [memberId, start, end],
      );
      return Number(rows[0]?.total ?? 0);
    }
    case 'stake': {
      const { rows } = await q.query<{ total: string }>(
        `SELECT coalesce(sum(stake), 0) AS total FROM member_play
          WHERE member_id = $1 AND ($2::text IS NULL OR category = $2)
            AND counted_at >= $3 AND counted_at < $4 AND counted_at <= $5`,
        [memberId, task.category, start, end, now],
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
