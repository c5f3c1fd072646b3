import type { Queryable } from '@server/db/db';
import type { DayRange } from './bangkok-days';
import { rolledSplit } from './money-rollups';

/**
 * New members (registered in the range) and active members (placed at least one bet in it): the closed days'
 * members from their roll-ups (report_day_members), the rest (today) from the ledger's bet entries, counted once.
 */
export const memberFigures = async (q: Queryable, agentId: number, range: DayRange) => {
  const { rolledUntil, liveFrom } = await rolledSplit(q, range);
  const { rows } = await q.query<{ new_members: number; active_members: number }>(
    `SELECT (SELECT count(*) FROM members WHERE agent_id = $1 AND created_at >= $2 AND created_at < $3)::int
              AS new_members,
            (SELECT count(*) FROM (
               SELECT member_id FROM report_day_members
                WHERE agent_id = $1 AND day >= $5::date AND day < $6::date
               UNION
               SELECT a.member_id
                 FROM ledger_entries e
                 JOIN ledger_accounts a ON a.id = e.account_id AND a.owner = 'member'
                 JOIN members m ON m.id = a.member_id
                WHERE m.agent_id = $1 AND e.kind = 'bet' AND e.created_at >= $4 AND e.created_at < $3) active)::int
              AS active_members`,
    [
      agentId,
      range.start.toISOString(),
      range.end.toISOString(),
      liveFrom.toISOString(),
      range.from,
      rolledUntil,
    ],
  );
  return rows[0]!;
};

/** The queues staff work through: withdrawals waiting (count and baht held) and transfers to review. */
export const queueSizes = async (q: Queryable, agentId: number) => {
  const { rows } = await q.query<{ waiting: number; held: number; review: number }>(
    `SELECT (SELECT count(*) FROM withdrawals WHERE agent_id = $1 AND status = 'pending')::int AS waiting,
            (SELECT coalesce(sum(amount), 0) FROM withdrawals WHERE agent_id = $1 AND status = 'pending')::bigint
              AS held,
            (SELECT count(*) FROM incoming_transfers WHERE agent_id = $1 AND status = 'review')::int AS review`,
    [agentId],
  );
  return rows[0]!;
};
