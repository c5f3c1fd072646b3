import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import type { GameCategory } from './campaigns';

export type PlayTotals = { memberId: number; category: GameCategory; stake: Satang; win: Satang };

type Row = { member_id: string; category: GameCategory; stake: string; win: string };

/**
 * Stakes and wins of play that stands per member and game category, counted in [start, end) and by `now` (the
 * `member_play` view: games' bets and settlements not rolled back, dated by the bet; lotto bills not cancelled,
 * counted from their round's close and dated there, so a bill that can still be cancelled counts nothing). The
 * source of cashback, win/loss refunds, points and commission; the agent's members only, or one member.
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
  const { rows } = await q.query<Row>(
    `SELECT p.member_id, p.category, sum(p.stake) AS stake, sum(p.win) AS win
       FROM member_play p JOIN members m ON m.id = p.member_id
      WHERE m.agent_id = $1 AND ($2::bigint IS NULL OR p.member_id = $2)
        AND p.counted_at >= $3 AND p.counted_at < $4 AND p.counted_at <= $5
      GROUP BY p.member_id, p.category
      ORDER BY p.member_id, p.category`,
    [agentId, memberId ?? null, start, end, now],
  );
  return rows.map((row) => ({
    memberId: Number(row.member_id),
    category: row.category,
    stake: Number(row.stake) as Satang,
    win: Number(row.win) as Satang,
  }));
};
