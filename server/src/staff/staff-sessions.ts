import { randomBytes } from 'node:crypto';
import { staffSessionEnds, type StaffSessionEnd } from '@contract/admin/auth';
import type { Queryable } from '@server/db/db';
import { hashToken } from '@server/plugins/auth';
import { STAFF_LIMITS } from './limits';

/**
 * Staff tokens carry their own prefix and live in their own table: a member token is never looked up here
 * and a staff token is never found among member sessions (tests/server/admin/token-separation.test.ts).
 */
export const STAFF_TOKEN_PREFIX = 'stf_';
const looksLikeStaffToken = (token: string) => token.startsWith(STAFF_TOKEN_PREFIX);

export type SessionStaff = {
  id: number;
  agentId: number;
  username: string;
  displayName: string;
  role: string;
  sessionId: number;
};

export type StaffClientMeta = { ip: string; userAgent: string };

export const createStaffSession = async (q: Queryable, staffId: number, meta: StaffClientMeta) => {
  const token = `${STAFF_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  const { rows } = await q.query<{ expires_at: Date | string }>(
    `INSERT INTO staff_sessions (staff_id, token_hash, expires_at, ip, user_agent)
     VALUES ($1, $2, now() + make_interval(hours => $3), $4, $5) RETURNING expires_at`,
    [staffId, hashToken(token), STAFF_LIMITS.absoluteHours, meta.ip, meta.userAgent.slice(0, 300)],
  );
  return { token, expiresAt: new Date(rows[0]!.expires_at).toISOString() };
};

/**
 * The staff member of a live session, sliding its idle time-out in the same statement: one round trip, and a
 * session that has just died (idle, expired, revoked, account disabled) is never revived by a late request.
 */
export const touchStaffSession = async (q: Queryable, token: string): Promise<SessionStaff | null> => {
  if (!looksLikeStaffToken(token)) return null;
  const { rows } = await q.query<{
    session_id: number;
    id: number;
    agent_id: number;
    username: string;
    display_name: string;
    role: string;
  }>(
    `UPDATE staff_sessions s SET last_seen_at = now()
       FROM staff st
      WHERE s.token_hash = $1 AND st.id = s.staff_id AND st.status = 'active'
        AND s.revoked_at IS NULL AND s.expires_at > now()
        AND s.last_seen_at > now() - make_interval(mins => $2)
     RETURNING s.id::int AS session_id, st.id::int AS id, st.agent_id, st.username, st.display_name, st.role`,
    [hashToken(token), STAFF_LIMITS.idleMinutes],
  );
  const row = rows[0];
  return row
    ? {
        id: row.id,
        agentId: row.agent_id,
        username: row.username,
        displayName: row.display_name,
        role: row.role,
        sessionId: row.session_id,
      }
    : null;
};

/** Why a session was ended, kept on its row: the console's login page tells the staff member (`sessionEndOf`). */
export type RevokeReason = Exclude<StaffSessionEnd, 'idle' | 'expired' | 'unknown'>;

export const revokeStaffSession = async (q: Queryable, sessionId: number) => {
  await q.query(
    `UPDATE staff_sessions SET revoked_at = now(), revoked_reason = 'logout' WHERE id = $1 AND revoked_at IS NULL`,
    [sessionId],
  );
};

/** Password change, disabling, two-factor reset: every session of the staff member ends at once. */
export const revokeAllStaffSessions = async (
  q: Queryable,
  staffId: number,
  reason: RevokeReason,
  exceptSessionId?: number,
) => {
  await q.query(
    `UPDATE staff_sessions SET revoked_at = now(), revoked_reason = $3
      WHERE staff_id = $1 AND revoked_at IS NULL AND ($2::bigint IS NULL OR id <> $2)`,
    [staffId, exceptSessionId ?? null, reason],
  );
};

/**
 * Why a token no longer opens a session, for the 401 (read only after `touchStaffSession` refused it): the
 * account disabled first, then the recorded revocation, then the absolute and idle limits. `unknown` for a token
 * that never was a session (nothing is told about it).
 */
export const sessionEndOf = async (q: Queryable, token: string): Promise<StaffSessionEnd> => {
  if (!looksLikeStaffToken(token)) return 'unknown';
  const { rows } = await q.query<{ status: string; revoked_reason: string | null; expired: boolean }>(
    `SELECT st.status, CASE WHEN s.revoked_at IS NULL THEN NULL ELSE s.revoked_reason END AS revoked_reason,
            s.expires_at <= now() AS expired
       FROM staff_sessions s JOIN staff st ON st.id = s.staff_id WHERE s.token_hash = $1`,
    [hashToken(token)],
  );
  const row = rows[0];
  if (!row) return 'unknown';
  if (row.status !== 'active') return 'disabled';
  const revoked = staffSessionEnds.find((end) => end === row.revoked_reason);
  if (row.revoked_reason !== null) return revoked ?? 'unknown';
  return row.expired ? 'expired' : 'idle';
};
