import { toBaht } from '@contract/money';
import type { Db, Tx } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, requireReason, type ByStaff } from '@server/staff/audit';
import { amountOf, moveMoney, ROW, type AdjustmentRow } from './adjust';
import { adjustmentOf } from './list';
import { releaseManualMoney } from './usage';

/**
 * The request locked for its decision: of two decisions at once the second waits, then finds it decided. The same
 * decision again by the same staff member (a double click, a retry after a lost answer) answers the request as it
 * is, changing nothing; any other is ADJUST_REQUEST_DECIDED.
 */
const lockPending = async (q: Tx, by: ByStaff, id: number, status: 'approved' | 'rejected') => {
  const { rows } = await q.query<AdjustmentRow & { decided_by: number | null }>(
    `SELECT ${ROW}, decided_by::int AS decided_by FROM manual_adjustments WHERE id = $1 AND agent_id = $2 FOR UPDATE`,
    [id, by.actor.agentId],
  );
  const row = rows[0] ?? fail('ADJUST_REQUEST_NOT_FOUND');
  if (row.status === status && row.decided_by === by.actor.id) return { row, replay: true };
  if (row.status !== 'pending') fail('ADJUST_REQUEST_DECIDED');
  return { row, replay: false };
};

/**
 * The second pair of eyes: another staff member (never the requester: refused here, and by the table's CHECK
 * even if this were skipped) approves, and the money moves now, once (the ledger key is the request's). A debit
 * the balance no longer covers is refused and the request stays pending (it can be rejected).
 */
export const approveAdjustment = (db: Db, by: ByStaff, id: number, reason: string | undefined, now: Date) =>
  db.tx(async (q) => {
    const { row, replay } = await lockPending(q, by, id, 'approved');
    if (replay) return adjustmentOf(q, by.actor.agentId, row.id);
    if (row.requested_by === by.actor.id) fail('ADJUST_SELF_APPROVE');
    const moved = await moveMoney(
      q,
      row,
      `adjust-request:${row.id}`,
      `staff:${row.requested_by_username}, approved by staff:${by.actor.username}`,
      now,
    );
    const text = (reason ?? '').trim().slice(0, 500);
    await q.query(
      `UPDATE manual_adjustments SET status = 'approved', decided_by = $2, decided_by_username = $3,
              decided_at = $4, decision_reason = $5, transfer_id = $6 WHERE id = $1`,
      [row.id, by.actor.id, by.actor.username, now.toISOString(), text, moved.transferId],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'member.adjust.approve',
      targetType: 'member',
      targetId: row.member_id,
      before: { request_id: row.id, status: 'pending', requested_by: row.requested_by_username },
      after: {
        request_id: row.id,
        status: 'approved',
        direction: row.direction,
        amount: toBaht(amountOf(row)),
        transfer_id: moved.transferId,
        balance: moved.balance === undefined ? null : toBaht(moved.balance),
      },
      reason: text,
    });
    return adjustmentOf(q, by.actor.agentId, row.id);
  });

/** The second pair of eyes refuses, with a reason: nothing moves, and the requester's day gets its amount back. */
export const rejectAdjustment = (
  db: Db,
  by: ByStaff,
  id: number,
  reasonText: string | undefined,
  now: Date,
) => {
  const reason = requireReason(reasonText);
  return db.tx(async (q) => {
    const { row, replay } = await lockPending(q, by, id, 'rejected');
    if (replay) return adjustmentOf(q, by.actor.agentId, row.id);
    await q.query(
      `UPDATE manual_adjustments SET status = 'rejected', decided_by = $2, decided_by_username = $3,
              decided_at = $4, decision_reason = $5 WHERE id = $1`,
      [row.id, by.actor.id, by.actor.username, now.toISOString(), reason],
    );
    await releaseManualMoney(q, row.requested_by, row.usage_day, amountOf(row));
    await auditAs(q, by.meta, by.actor, {
      action: 'member.adjust.reject',
      targetType: 'member',
      targetId: row.member_id,
      before: { request_id: row.id, status: 'pending', requested_by: row.requested_by_username },
      after: {
        request_id: row.id,
        status: 'rejected',
        direction: row.direction,
        amount: toBaht(amountOf(row)),
      },
      reason,
    });
    return adjustmentOf(q, by.actor.agentId, row.id);
  });
};
