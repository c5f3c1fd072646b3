import type { DecidedWithdrawal } from '@contract/admin/withdrawals';
import type { Db } from '@server/db/db';
import { decideWithdrawal } from '@server/payments/withdrawals';
import { auditAs, requireReason, type ByStaff } from '@server/staff/audit';

/**
 * A staff member's decision on a withdrawal: the payments service decides it exactly once (the row is locked;
 * a second decision, even at the same moment, is told WITHDRAW_ALREADY_DECIDED), and the audit row is written
 * in the decision's transaction. The reason is required both ways.
 */
export const decideAsStaff = async (
  db: Db,
  by: ByStaff,
  id: number,
  approve: boolean,
  reasonText: string | undefined,
): Promise<DecidedWithdrawal> => {
  const reason = requireReason(reasonText);
  const decided = await decideWithdrawal(
    db,
    id,
    { approve, by: `staff:${by.actor.username}`, reason },
    {
      agentId: by.actor.agentId,
      within: (q, after, before) =>
        auditAs(q, by.meta, by.actor, {
          action: approve ? 'withdrawal.approve' : 'withdrawal.refuse',
          targetType: 'withdrawal',
          targetId: id,
          before: { status: before.status, amount: before.amount },
          after: { status: after.status, amount: after.amount },
          reason,
        }),
    },
  );
  return {
    id: decided.id,
    status: decided.status,
    amount: decided.amount,
    reason: decided.reason,
    decided_at: decided.decided_at,
  };
};
