import { requestPasswordReset } from '@server/accounts/password-reset';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SmsSender } from '@server/sms';
import { auditAs, requireReason, type ByStaff } from '@server/staff/audit';
import { memberOfAgent } from './member-read';

/** The member row locked for the change (another agent's member is not found). */
const lockMember = async (q: Queryable, by: ByStaff, memberId: number) => {
  await q.query(`SELECT id FROM members WHERE id = $1 AND agent_id = $2 FOR UPDATE`, [
    memberId,
    by.actor.agentId,
  ]);
  return memberOfAgent(q, by.actor.agentId, memberId);
};

/**
 * Ends every live session of the member and every game session it opened: a game session lets a provider take
 * bets, so it must not outlive the login that launched it (settlements of bets already placed are still
 * accepted, DOMAIN.md). Game sessions are bound to the member, not to one login, so only "all" ends them.
 */
const endAllSessions = async (q: Queryable, memberId: number) => {
  const sessions = await q.query(
    `UPDATE sessions SET revoked_at = now() WHERE member_id = $1 AND revoked_at IS NULL`,
    [memberId],
  );
  const games = await q.query(
    `UPDATE game_sessions SET expires_at = now() WHERE member_id = $1 AND expires_at > now()`,
    [memberId],
  );
  return { revoked_sessions: sessions.rowCount ?? 0, ended_game_sessions: games.rowCount ?? 0 };
};

export const revokeAllMemberSessions = (db: Db, by: ByStaff, memberId: number) =>
  db.tx(async (q) => {
    await lockMember(q, by, memberId);
    const ended = await endAllSessions(q, memberId);
    await auditAs(q, by.meta, by.actor, {
      action: 'member.revoke_sessions',
      targetType: 'member',
      targetId: memberId,
      after: ended,
    });
    return ended;
  });

export const revokeMemberSession = (db: Db, by: ByStaff, memberId: number, sessionId: number) =>
  db.tx(async (q) => {
    await lockMember(q, by, memberId);
    const { rowCount } = await q.query(
      `UPDATE sessions SET revoked_at = now() WHERE id = $1 AND member_id = $2 AND revoked_at IS NULL`,
      [sessionId, memberId],
    );
    if (!rowCount) fail('MEMBER_SESSION_NOT_FOUND');
    await auditAs(q, by.meta, by.actor, {
      action: 'member.revoke_session',
      targetType: 'member',
      targetId: memberId,
      after: { session_id: sessionId },
    });
    return { revoked_sessions: 1, ended_game_sessions: 0 };
  });

/**
 * Disabling (with the staff member's reason, required) ends every session (member and game) in the same
 * transaction; login refuses a disabled member.
 */
export const setMemberStatus = (
  db: Db,
  by: ByStaff,
  memberId: number,
  status: 'active' | 'disabled',
  reasonText?: string,
) => {
  const reason = status === 'disabled' ? requireReason(reasonText) : (reasonText?.trim().slice(0, 500) ?? '');
  return db.tx(async (q) => {
    const before = await lockMember(q, by, memberId);
    await q.query(`UPDATE members SET status = $2 WHERE id = $1`, [memberId, status]);
    const ended = status === 'disabled' ? await endAllSessions(q, memberId) : undefined;
    await auditAs(q, by.meta, by.actor, {
      action: status === 'disabled' ? 'member.disable' : 'member.enable',
      targetType: 'member',
      targetId: memberId,
      before: { status: before.status },
      after: { status, ...ended },
      reason,
    });
    return { status };
  });
};

export const addMemberNote = (db: Db, by: ByStaff, memberId: number, body: string) =>
  db.tx(async (q) => {
    await memberOfAgent(q, by.actor.agentId, memberId);
    const { rows } = await q.query<{ id: number; created_at: Date }>(
      `INSERT INTO member_notes (member_id, staff_id, staff_username, body) VALUES ($1, $2, $3, $4)
       RETURNING id::int AS id, created_at`,
      [memberId, by.actor.id, by.actor.username, body],
    );
    const note = rows[0]!;
    await auditAs(q, by.meta, by.actor, {
      action: 'member.note',
      targetType: 'member',
      targetId: memberId,
      after: { note_id: note.id, body },
    });
    return {
      id: note.id,
      staff_username: by.actor.username,
      body,
      created_at: new Date(note.created_at).toISOString(),
    };
  });

/**
 * Password reset by the member's own SMS code (the existing reset flow): the staff member never sees or tells a
 * password, and only the phone's owner can set the new one. Its limits (one code a minute, per address) hold.
 */
export const sendMemberPasswordReset = async (db: Db, sms: SmsSender, by: ByStaff, memberId: number) => {
  const member = await memberOfAgent(db, by.actor.agentId, memberId);
  const answer = await requestPasswordReset(db, sms, by.actor.agentId, member.phone, `staff:${by.actor.id}`);
  await db.tx((q) =>
    auditAs(q, by.meta, by.actor, {
      action: 'member.password_reset_sms',
      targetType: 'member',
      targetId: memberId,
      after: { ref: answer.ref },
    }),
  );
  return { ref: answer.ref, expires_in: answer.expires_in };
};
