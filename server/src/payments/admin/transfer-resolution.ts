import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { resolveTransfer } from '@server/payments/incoming-transfers';
import { auditAs, requireReason, type ByStaff } from '@server/staff/audit';

export type AssignInput = { member_id?: number; phone?: string; reason?: string };

/** The member a transfer is assigned to: by id, or by phone within the staff member's agent. */
const memberIdOf = async (db: Db, agentId: number, input: AssignInput) => {
  if (input.member_id) return input.member_id;
  const phone = (input.phone ?? '').replace(/\D/g, '');
  if (!phone) return fail('TRANSFER_MEMBER_NOT_FOUND');
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM members WHERE agent_id = $1 AND phone = $2`,
    [agentId, phone],
  );
  return rows[0]?.id ?? fail('TRANSFER_MEMBER_NOT_FOUND');
};

/**
 * Assigns a transfer held for review to a member (credited once through the ledger) or rejects it, with the
 * typed reason; the payments service locks the transfer, so of two staff at once the second is told it is
 * already resolved, unless it asked for the same (then it is answered as it stands). The audit row commits with
 * the change.
 */
export const resolveAsStaff = async (
  db: Db,
  by: ByStaff,
  id: number,
  decision: { assign: AssignInput } | { reject: string | undefined },
  at: Date,
) => {
  const reason = requireReason('assign' in decision ? decision.assign.reason : decision.reject);
  const memberId = 'assign' in decision ? await memberIdOf(db, by.actor.agentId, decision.assign) : null;
  const result = await resolveTransfer(db, id, memberId ? { memberId } : { reject: reason }, {
    agentId: by.actor.agentId,
    at,
    // A staff member's retry (a lost answer, a double click) answers the resolution as it stands.
    replays: true,
    within: (q, resolved) =>
      auditAs(q, by.meta, by.actor, {
        action: memberId ? 'transfer.assign' : 'transfer.reject',
        targetType: 'incoming_transfer',
        targetId: id,
        before: { status: 'review' },
        after: { status: resolved.status, member_id: resolved.memberId },
        reason,
      }),
  });
  return { id: result.id, status: result.status, member_id: result.memberId };
};
