import type { SessionAnswer } from '@contract/account';
import type { Queryable } from '@server/db/db';
import { createSession, hashToken } from '@server/plugins/auth';

/** Who is logging in, from where, and when by the business clock (the session's start, `app.clock()`). */
export type ClientMeta = { ip: string; userAgent: string; deviceId?: string; startedAt: Date };

/** A new session for the member, answered as the client stores it: the token and when it stops working. */
export const issueSession = async (
  q: Queryable,
  memberId: number,
  days: number,
  meta: ClientMeta,
): Promise<SessionAnswer> => {
  const token = await createSession(q, memberId, days, meta);
  const { rows } = await q.query<{ expires_at: Date | string }>(
    `SELECT expires_at FROM sessions WHERE token_hash = $1`,
    [hashToken(token)],
  );
  return { access_token: token, expires_at: new Date(rows[0]!.expires_at).toISOString() };
};

export const revokeSession = async (q: Queryable, sessionId: number) => {
  await q.query(`UPDATE sessions SET revoked_at = now() WHERE id = $1 AND revoked_at IS NULL`, [sessionId]);
};

/** Ends every live session of the member at once (password change and reset). */
export const revokeAllSessions = async (q: Queryable, memberId: number) => {
  await q.query(`UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL`, [
    memberId,
  ]);
};

/** Whether the session still lets its member in: not revoked, not expired, the member still active. */
export const sessionLive = async (q: Queryable, sessionId: number) => {
  const { rows } = await q.query(
    `SELECT 1 FROM sessions s JOIN members m ON m.id = s.member_id
      WHERE s.id = $1 AND s.revoked_at IS NULL AND s.expires_at > now() AND m.status = 'active'`,
    [sessionId],
  );
  return rows.length > 0;
};
