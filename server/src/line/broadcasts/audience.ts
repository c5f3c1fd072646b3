import type { BroadcastSegment } from '@contract/line/broadcast';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

/** Members with a positive deposit entry (a deposit credited), optionally since a time ($3). */
const deposited = (since: boolean) => `EXISTS (
  SELECT 1 FROM ledger_accounts a
    JOIN ledger_entries e ON e.account_id = a.id AND e.kind = 'deposit' AND e.amount > 0
                         ${since ? 'AND e.created_at >= $3' : ''}
   WHERE a.member_id = m.id AND a.asset = 'thb')`;

/** The segment's own condition on `m` (members), with its parameter as $3 where it has one. */
const conditionOf = (segment: BroadcastSegment, now: Date): { sql: string; param?: unknown } => {
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
  switch (segment.kind) {
    case 'all':
      return { sql: 'true' };
    case 'deposited_within':
      return { sql: deposited(true), param: daysAgo(segment.days) };
    case 'never_deposited':
      return { sql: `NOT ${deposited(false)}` };
    case 'inactive':
      // No login for N days, and a member for at least that long (a new member is not inactive).
      return {
        sql: `m.created_at < $3 AND NOT EXISTS (SELECT 1 FROM sessions s WHERE s.member_id = m.id AND s.created_at >= $3)`,
        param: daysAgo(segment.days),
      };
    case 'vip':
      return { sql: 'm.vip_level = $3', param: segment.level };
    case 'promotion':
      return {
        sql: 'EXISTS (SELECT 1 FROM reward_awards w WHERE w.campaign_id = $3 AND w.member_id = m.id)',
        param: segment.campaign_id,
      };
  }
};

/**
 * The audience of a segment at `now`, as one SELECT of (member id, LINE user id): active members of the agent
 * with a LINE user id that follows the official account, and never a member in a time-out or a self-exclusion
 * (the same rule as `isExcluded` in server/src/protection/gate.ts, for the whole audience in one statement).
 */
export const audienceQuery = (agentId: number, segment: BroadcastSegment, now: Date) => {
  const condition = conditionOf(segment, now);
  return {
    sql: `SELECT m.id AS member_id, m.line_user_id
            FROM members m
            JOIN line_followers f ON f.agent_id = m.agent_id AND f.line_user_id = m.line_user_id AND f.following
           WHERE m.agent_id = $1 AND m.status = 'active' AND m.line_user_id IS NOT NULL
             AND NOT EXISTS (SELECT 1 FROM member_protection p
                              WHERE p.member_id = m.id AND p.exclusion_kind IS NOT NULL AND p.excluded_until > $2)
             AND ${condition.sql}`,
    params: condition.param === undefined ? [agentId, now] : [agentId, now, condition.param],
  };
};

/** A promotion segment names one of the agent's promotions. */
export const checkSegment = async (q: Queryable, agentId: number, segment: BroadcastSegment) => {
  if (segment.kind !== 'promotion') return;
  const { rows } = await q.query(
    `SELECT 1 FROM reward_campaigns WHERE id = $1 AND agent_id = $2 AND kind = 'promotion'`,
    [segment.campaign_id, agentId],
  );
  if (rows.length === 0) fail('BROADCAST_PROMOTION_UNKNOWN');
};

/** How many members the segment reaches now. */
export const countAudience = async (q: Queryable, agentId: number, segment: BroadcastSegment, now: Date) => {
  const { sql, params } = audienceQuery(agentId, segment, now);
  const { rows } = await q.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${sql}) audience`, params);
  return rows[0]!.n;
};
