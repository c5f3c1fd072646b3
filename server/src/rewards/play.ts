import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import type { GameCategory } from './campaigns';
import { dayWindow } from './day-window';

export type PlayTotals = { memberId: number; category: GameCategory; stake: Satang; win: Satang };

type Row = { member_id: string; category: GameCategory; stake: string; win: string };

/**
 * Stakes and wins of play that stands per member and game category, counted in [start, end) and by `now` (the
 * `member_play` view: games' bets and settlements not rolled back, dated by the bet; lotto bills not cancelled,
 * counted from their round's close and dated there, so a bill that can still be cancelled counts nothing). The
 * source of cashback, win/loss refunds, points and commission; the agent's members only, or one member.
 *
 * Whole Bangkok days come from the running totals (`member_day_totals`, migration 1250: the day's rows, whatever
 * the history), the window's edges that are not whole days from `member_play` itself (dayWindow).
 */
export const playTotals = async (
  q: Queryable,
  {
    agentId,
    memberId,
    start,
    end,
    now,
  }: { agentId: number; memberId?: number; start: Date; end: Date; now: Date },
): Promise<PlayTotals[]> => {
  const w = dayWindow(start, end, now);
  const { rows } = await q.query<Row>(
    `SELECT x.member_id, x.category, sum(x.stake) AS stake, sum(x.win) AS win
       FROM (SELECT t.member_id, t.category, t.stake, t.win
               FROM member_day_totals t JOIN members m ON m.id = t.member_id
              WHERE m.agent_id = $1 AND ($2::bigint IS NULL OR t.member_id = $2)
                AND t.day >= $6::date AND t.day < $7::date AND t.category <> ''
             UNION ALL
             SELECT p.member_id, p.category, p.stake, p.win
               FROM member_play p JOIN members m ON m.id = p.member_id
              WHERE m.agent_id = $1 AND ($2::bigint IS NULL OR p.member_id = $2)
                AND ((p.counted_at >= $3 AND p.counted_at < $8) OR (p.counted_at >= $9 AND p.counted_at < $4))
                AND p.counted_at < $4 AND p.counted_at <= $5) x
      GROUP BY x.member_id, x.category
     HAVING sum(x.stake) <> 0 OR sum(x.win) <> 0
      ORDER BY x.member_id, x.category`,
    [agentId, memberId ?? null, start, end, now, w.fromDay, w.toDay, w.firstEnd, w.lastStart],
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    category: row.category,
    stake: Number(row.stake) as Satang,
    win: Number(row.win) as Satang,
  }));
};
