import type { FastifyRequest } from 'fastify';
import type { DecidedWithdrawal } from '@contract/admin/withdrawals';
import type { Db } from '@server/db/db';
import { decideWithdrawal } from '@server/payments/withdrawals';
import { audit, requireReason } from '@server/staff/audit';
import { staffOf } from '@server/staff/staff-auth';

/**
 * A staff member's decision on a withdrawal: the payments service decides it exactly once (the row is locked;
 * a second decision, even at the same moment, is told WITHDRAW_ALREADY_DECIDED), and the audit row is written
 * in the decision's transaction. The reason is required both ways.
 */
export const decideAsStaff = async (
  db: Db,
  request: FastifyRequest,
  id: number,
  approve: boolean,
  reasonText: string | undefined,
): Promise<DecidedWithdrawal> => {
  const reason = requireReason(reasonText);
  const staff = staffOf(request);
  const decided = await decideWithdrawal(
    db,
    id,
    { approve, by: `staff:${staff.username}`, reason },
    {
      agentId: staff.agentId,
      within: (q, after, before) =>
        audit(q, request, {
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
