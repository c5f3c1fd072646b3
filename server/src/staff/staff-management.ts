import type { StaffItem, StaffWithPassword } from '@contract/admin/staff';
import { hashSecret } from '@server/accounts/passwords';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, requireReason, type ByStaff } from './audit';
import { isStaffRole } from './permissions';
import { createStaff, oneTimePassword } from './staff-accounts';
import { staffItemById } from './staff-list';
import { revokeAllStaffSessions } from './staff-sessions';

/** What the audit row keeps of a staff member: never a secret. */
const snapshot = (item: StaffItem) => ({
  username: item.username,
  display_name: item.display_name,
  role: item.role,
  status: item.status,
  totp_enrolled: item.totp_enrolled,
  must_change_password: item.must_change_password,
  locked: item.locked,
});

/** The target, locked for the change; another agent's staff is not found. */
const lockTarget = async (q: Queryable, agentId: number, id: number) => {
  await q.query(`SELECT id FROM staff WHERE id = $1 AND agent_id = $2 FOR UPDATE`, [id, agentId]);
  return (await staffItemById(q, agentId, id)) ?? fail('STAFF_NOT_FOUND');
};

/**
 * An agent must keep an active owner. The active owners are locked, so two owners demoting or disabling each
 * other at once are serialised, and the second sees the first's change.
 */
const keepAnOwner = async (q: Queryable, agentId: number, losingId: number) => {
  const { rows } = await q.query<{ id: number }>(
    `SELECT id::int AS id FROM staff WHERE agent_id = $1 AND role = 'owner' AND status = 'active' ORDER BY id FOR UPDATE`,
    [agentId],
  );
  if (rows.every((row) => row.id === losingId)) fail('STAFF_LAST_OWNER');
};

const notSelf = (by: ByStaff, id: number) => {
  if (by.actor.id === id) fail('STAFF_SELF_CHANGE');
};

export const addStaff = (
  db: Db,
  by: ByStaff,
  input: { username: string; display_name?: string; role: string },
): Promise<StaffWithPassword> =>
  db.tx(async (q) => {
    const created = await createStaff(q, by.actor.agentId, {
      username: input.username,
      role: input.role,
      displayName: input.display_name,
    });
    const staff = (await staffItemById(q, by.actor.agentId, created.id))!;
    await auditAs(q, by.meta, by.actor, {
      action: 'staff.create',
      targetType: 'staff',
      targetId: staff.id,
      after: snapshot(staff),
    });
    return { staff, one_time_password: created.oneTimePassword };
  });

/** Runs one change of a staff member under its lock, audited with the state before and after. */
const change = (
  db: Db,
  by: ByStaff,
  id: number,
  action: string,
  work: (q: Queryable, before: StaffItem) => Promise<void>,
  reason?: string,
): Promise<StaffItem> =>
  db.tx(async (q) => {
    const before = await lockTarget(q, by.actor.agentId, id);
    await work(q, before);
    const after = (await staffItemById(q, by.actor.agentId, id))!;
    await auditAs(q, by.meta, by.actor, {
      action,
      targetType: 'staff',
      targetId: id,
      before: snapshot(before),
      after: snapshot(after),
      reason,
    });
    return after;
  });

export const setStaffRole = (db: Db, by: ByStaff, id: number, role: string) => {
  if (!isStaffRole(role)) return fail('STAFF_ROLE_INVALID');
  notSelf(by, id);
  return change(db, by, id, 'staff.set_role', async (q, before) => {
    if (before.role === 'owner' && role !== 'owner') await keepAnOwner(q, by.actor.agentId, id);
    await q.query(`UPDATE staff SET role = $2, updated_at = now() WHERE id = $1`, [id, role]);
  });
};

/**
 * Disabling (with the owner's reason) ends every session of the staff member at once (and the session lookup
 * checks the status too).
 */
export const setStaffStatus = (
  db: Db,
  by: ByStaff,
  id: number,
  status: 'active' | 'disabled',
  reasonText?: string,
) => {
  const reason = status === 'disabled' ? requireReason(reasonText) : reasonText?.trim().slice(0, 500);
  notSelf(by, id);
  return change(
    db,
    by,
    id,
    status === 'disabled' ? 'staff.disable' : 'staff.enable',
    async (q, before) => {
      if (status === 'disabled' && before.role === 'owner') await keepAnOwner(q, by.actor.agentId, id);
      await q.query(`UPDATE staff SET status = $2, updated_at = now() WHERE id = $1`, [id, status]);
      if (status === 'disabled') await revokeAllStaffSessions(q, id, 'disabled');
    },
    reason,
  );
};

/**
 * A lost phone: the next login enrols a new authenticator. Whoever knows the password could enrol it, so the
 * password is replaced too: the owner hands over the one-time password answered here, the old one stops
 * working. Every session ends.
 */
export const resetStaffTotp = async (
  db: Db,
  by: ByStaff,
  id: number,
  reasonText?: string,
): Promise<StaffWithPassword> => {
  const reason = requireReason(reasonText);
  const password = oneTimePassword();
  const hash = await hashSecret(password);
  const staff = await change(
    db,
    by,
    id,
    'staff.reset_totp',
    async (q) => {
      await q.query(
        `UPDATE staff SET totp_secret = NULL, totp_pending_secret = NULL, totp_last_step = NULL,
                password_hash = $2, must_change_password = true, updated_at = now()
          WHERE id = $1`,
        [id, hash],
      );
      await revokeAllStaffSessions(q, id, 'totp_reset');
    },
    reason,
  );
  return { staff, one_time_password: password };
};

/** Lifts a lockout (too many failed attempts) before its window passes: the account's failures are cleared. */
export const unlockStaff = (db: Db, by: ByStaff, id: number, reasonText?: string) => {
  const reason = requireReason(reasonText);
  return change(
    db,
    by,
    id,
    'staff.unlock',
    async (q, before) => {
      if (!before.locked) fail('STAFF_NOT_LOCKED');
      await q.query(
        `UPDATE staff_login_failures SET cleared = true
          WHERE agent_id = $1 AND username = $2 AND NOT cleared`,
        [by.actor.agentId, before.username],
      );
    },
    reason,
  );
};

/** A forgotten password: a new one-time password, changed at the next login. Every session ends. */
export const resetStaffPassword = async (db: Db, by: ByStaff, id: number): Promise<StaffWithPassword> => {
  const password = oneTimePassword();
  const hash = await hashSecret(password);
  const staff = await change(db, by, id, 'staff.reset_password', async (q) => {
    await q.query(
      `UPDATE staff SET password_hash = $2, must_change_password = true, updated_at = now() WHERE id = $1`,
      [id, hash],
    );
    await revokeAllStaffSessions(q, id, 'password_reset');
  });
  return { staff, one_time_password: password };
};
