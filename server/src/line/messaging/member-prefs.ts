import type { LineMessagesAnswer, LineMessagesBody } from '@contract/line/message-prefs';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

type Row = {
  linked: boolean;
  blocked: boolean;
  money: boolean | null;
  lotto: boolean | null;
  rewards: boolean | null;
};

/**
 * The member's LINE message choices, the defaults where never set (money and lotto on, rewards off: the same as
 * `line_member_agent` in server/sql/line), whether LINE is linked and whether the member blocked the agent's
 * official account (an unfollow heard by the webhook): nothing is sent in either case, and the profile says why.
 */
export const lineMessagesOf = async (q: Queryable, memberId: number): Promise<LineMessagesAnswer> => {
  const { rows } = await q.query<Row>(
    `SELECT coalesce(m.line_user_id, '') <> '' AS linked, coalesce(NOT f.following, false) AS blocked,
            p.money, p.lotto, p.rewards
       FROM members m LEFT JOIN member_line_prefs p ON p.member_id = m.id
       LEFT JOIN line_followers f ON f.agent_id = m.agent_id AND f.line_user_id = m.line_user_id
      WHERE m.id = $1`,
    [memberId],
  );
  const row = rows[0];
  return {
    linked: row?.linked ?? false,
    ...(row?.linked && row.blocked ? { blocked: true as const } : {}),
    prefs: { money: row?.money ?? true, lotto: row?.lotto ?? true, rewards: row?.rewards ?? false },
  };
};

/**
 * The member changes some categories (the others stay), in one statement: two changes at once each keep the
 * other's category. Refused while LINE is not linked (the screens show the link first).
 */
export const saveLineMessages = async (
  q: Queryable,
  memberId: number,
  body: LineMessagesBody,
): Promise<LineMessagesAnswer> => {
  const { rowCount } = await q.query(
    `INSERT INTO member_line_prefs (member_id, money, lotto, rewards)
     SELECT m.id, coalesce($2, true), coalesce($3, true), coalesce($4, false) FROM members m
      WHERE m.id = $1 AND coalesce(m.line_user_id, '') <> ''
     ON CONFLICT (member_id) DO UPDATE SET money = coalesce($2, member_line_prefs.money),
       lotto = coalesce($3, member_line_prefs.lotto), rewards = coalesce($4, member_line_prefs.rewards),
       updated_at = now()`,
    [memberId, body.money ?? null, body.lotto ?? null, body.rewards ?? null],
  );
  if (!rowCount) fail('LINE_MESSAGES_NOT_LINKED');
  return lineMessagesOf(q, memberId);
};
