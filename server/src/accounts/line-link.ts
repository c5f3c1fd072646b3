import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { enqueueMemberMenuLink, enqueueMemberMenuUnlink } from '@server/line/richmenus/member-menu';
import { auditAs, type AuditMeta } from '@server/staff/audit';
import { findMemberByLineUser, type MemberRow } from './member-repository';
import { uniqueViolation } from './unique-violation';

export type LinkOutcome = 'linked' | 'unchanged';

/** The audit row names the member (no staff member stands behind a member's own change). */
const memberActor = (member: Pick<MemberRow, 'agent_id' | 'username'>) => ({
  id: null,
  agentId: member.agent_id,
  username: `member:${member.username}`,
});

const lockMember = async (q: Queryable, memberId: number) => {
  const { rows } = await q.query<Pick<MemberRow, 'id' | 'agent_id' | 'username' | 'line_user_id'>>(
    `SELECT id, agent_id, username, line_user_id FROM members WHERE id = $1 FOR UPDATE`,
    [memberId],
  );
  return rows[0] ?? fail('UNAUTHORIZED');
};

/**
 * Ties a LINE user to a member whose password the caller has already checked. Under the member's row lock:
 * the same LINE user again changes nothing (idempotent, no audit row); a member tied to another LINE user is
 * refused (unlink first, LINE_MEMBER_HAS_OTHER); a LINE user tied to another member is refused
 * (LINE_ALREADY_LINKED, also when two requests race for it: the unique index decides). A change is audited in
 * the same transaction.
 */
export const linkLineUser = async (
  db: Db,
  memberId: number,
  lineUserId: string,
  meta: AuditMeta,
): Promise<LinkOutcome> => {
  const member = await db.query<Pick<MemberRow, 'agent_id'>>(`SELECT agent_id FROM members WHERE id = $1`, [
    memberId,
  ]);
  const agentId = member.rows[0]?.agent_id ?? fail('UNAUTHORIZED');
  const owner = await findMemberByLineUser(db, agentId, lineUserId);
  if (owner && owner.id !== memberId) return fail('LINE_ALREADY_LINKED');
  try {
    return await db.tx(async (q) => {
      const row = await lockMember(q, memberId);
      if (row.line_user_id === lineUserId) return 'unchanged';
      if (row.line_user_id !== null) return fail('LINE_MEMBER_HAS_OTHER');
      await q.query(`UPDATE members SET line_user_id = $2 WHERE id = $1`, [memberId, lineUserId]);
      // The member menu follows the link (LINE is called by the outbox, after this commits).
      await enqueueMemberMenuLink(q, { agentId: row.agent_id, memberId, lineUserId });
      await auditAs(q, meta, memberActor(row), {
        action: 'member.line_link',
        targetType: 'member',
        targetId: memberId,
        before: { line_linked: false },
        after: { line_linked: true },
      });
      return 'linked';
    });
  } catch (error) {
    if (uniqueViolation(error) !== null) return fail('LINE_ALREADY_LINKED');
    throw error;
  }
};

/** LINE no longer logs in to this member. Unlinking an unlinked member changes nothing (no audit row). */
export const unlinkLineUser = async (db: Db, memberId: number, meta: AuditMeta) =>
  db.tx(async (q) => {
    const row = await lockMember(q, memberId);
    if (row.line_user_id !== null) {
      await q.query(`UPDATE members SET line_user_id = NULL WHERE id = $1`, [memberId]);
      await enqueueMemberMenuUnlink(q, { agentId: row.agent_id, memberId, lineUserId: row.line_user_id });
      await auditAs(q, meta, memberActor(row), {
        action: 'member.line_unlink',
        targetType: 'member',
        targetId: memberId,
        before: { line_linked: true },
        after: { line_linked: false },
      });
    }
    return { line_linked: false as const };
  });
