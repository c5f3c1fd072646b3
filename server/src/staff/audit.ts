import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

/**
 * Who did it: the signed-in staff member (or, during login, the one whose ticket it is); `id` null for an operator
 * command run from the server's own shell (`operator-cli`), which no staff account stands behind.
 */
export type Actor = { id: number | null; agentId: number; username: string };

export type AuditEntry = {
  /** `<area>.<verb>`, e.g. `staff.create`, `withdrawal.approve`; each has a Thai label in contract/admin/audit-actions.ts. */
  action: string;
  targetType?: string;
  targetId?: string | number;
  /** The target as it was and as it is: only the fields the action changed, never secrets. */
  before?: unknown;
  after?: unknown;
  reason?: string;
};

/** Where the call came from; a staff route supplies it (`callMeta`, routes/api/admin/staff-call.ts). */
export type AuditMeta = { ip: string; requestId: string; userAgent?: string };

/** Who acts and where from: what every audited console service takes (`byStaff(request)` in its route). */
export type ByStaff = { actor: Actor; meta: AuditMeta };

/**
 * Writes the audit row with `q`, which MUST be the transaction of the change: the row commits with the change
 * or not at all. The table refuses UPDATE, DELETE and TRUNCATE (migration 0600), so a row is never edited.
 */
export const auditAs = async (q: Queryable, meta: AuditMeta, actor: Actor, entry: AuditEntry) => {
  await q.query(
    `INSERT INTO audit_log (agent_id, staff_id, staff_username, action, target_type, target_id, before, after,
                            reason, request_id, ip, user_agent)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)`,
    [
      actor.agentId,
      actor.id,
      actor.username,
      entry.action,
      entry.targetType ?? '',
      entry.targetId === undefined ? '' : String(entry.targetId),
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.reason ?? '',
      meta.requestId,
      meta.ip,
      (meta.userAgent ?? '').slice(0, 300),
    ],
  );
};

/**
 * Money actions (adjustment, withdrawal decision, transfer assignment) need the reason typed by the staff
 * member: call it before the change, and pass its answer as the audit entry's `reason`.
 */
export const requireReason = (reason: string | null | undefined): string => {
  const text = (reason ?? '').trim();
  if (text.length < 3) fail('REASON_REQUIRED');
  return text.slice(0, 500);
};
