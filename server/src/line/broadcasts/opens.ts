import { CAMPAIGN_PATTERN } from '@contract/line/broadcast';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

/**
 * A member opened a broadcast's link (the LIFF app reports it once logged in). Counted once per member and
 * broadcast, at the first open, and only for the broadcast's recipients (a forwarded link opened by another
 * member opens the screen but is not the broadcast's open). A campaign of another agent is unknown.
 */
export const recordOpen = async (
  q: Queryable,
  member: { id: number; agentId: number },
  campaign: string,
  now: Date,
): Promise<{ counted: boolean }> => {
  if (!CAMPAIGN_PATTERN.test(campaign)) fail('BROADCAST_CAMPAIGN_UNKNOWN');
  const { rows } = await q.query<{ id: number }>(
    `SELECT id::int AS id FROM line_broadcasts WHERE campaign = $1 AND agent_id = $2`,
    [campaign, member.agentId],
  );
  const broadcast = rows[0] ?? fail('BROADCAST_CAMPAIGN_UNKNOWN');
  const { rowCount } = await q.query(
    `INSERT INTO line_broadcast_opens (broadcast_id, member_id, opened_at)
     SELECT broadcast_id, member_id, $3 FROM line_broadcast_recipients WHERE broadcast_id = $1 AND member_id = $2
     ON CONFLICT DO NOTHING`,
    [broadcast.id, member.id, now],
  );
  return { counted: (rowCount ?? 0) > 0 };
};
