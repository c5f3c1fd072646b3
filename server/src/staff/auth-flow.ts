import type { AdminEnrolAnswer, LoginStep } from '@contract/admin/auth';
import { hashSecret, verifySecret } from '@server/accounts/passwords';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { addressAllowed } from './address-allowlist';
import { auditAs, type Actor } from './audit';
import { loginRecorded, recordLogin } from './login-history';
import { beginStaffAttempt, staffAttemptSucceeded } from './login-limits';
import { consumeTicket, issueTicket, peekTicket } from './login-tickets';
import { normaliseUsername, requireStaffPassword } from './password-rules';
import { findStaffById, findStaffByUsername, type StaffRow } from './staff-repository';
import { staffMeOf } from './staff-me';
import { createStaffSession, revokeAllStaffSessions, type StaffClientMeta } from './staff-sessions';
import { acceptTotp, enrolmentOf, newTotpSecret, totpStepOf } from './totp';

/** Who called, for the limits and the audit rows: address, browser, request id. */
export type CallMeta = StaffClientMeta & { requestId: string };

const actorOf = (staff: StaffRow): Actor => ({
  id: staff.id,
  agentId: staff.agent_id,
  username: staff.username,
});

/** The step after a right password: a new password first, then enrolment, then the code of every login. */
const nextStep = (q: Queryable, staff: StaffRow) =>
  issueTicket(
    q,
    staff.id,
    staff.must_change_password ? 'change_password' : staff.totp_secret ? 'totp' : 'enrol',
  );

const signedIn = async (q: Queryable, staff: StaffRow, meta: CallMeta): Promise<LoginStep> => {
  const session = await createStaffSession(q, staff.id, meta);
  return {
    step: 'done',
    access_token: session.token,
    expires_at: session.expiresAt,
    staff: staffMeOf({ ...staff, displayName: staff.display_name }),
  };
};

/** The agent's staff address allowlist (address-allowlist.ts): checked at every step of a login. */
const requireAddress = async (q: Queryable, agentId: number, meta: CallMeta) => {
  if (!(await addressAllowed(q, agentId, meta.ip))) fail('STAFF_ADDRESS_REFUSED');
};

const liveStaff = async (q: Queryable, id: number) => {
  const staff = await findStaffById(q, id);
  if (!staff || staff.status !== 'active') return fail('STAFF_TICKET_INVALID');
  return staff;
};

/** Username and password to the next step. An unknown name and a wrong password answer alike, in like time. */
export const staffLogin = async (
  db: Db,
  agentId: number,
  input: { username: string; password: string },
  meta: CallMeta,
): Promise<LoginStep> => {
  const username = normaliseUsername(input.username).slice(0, 60);
  return loginRecorded(db, { agentId, username }, meta, async () => {
    await requireAddress(db, agentId, meta);
    const attempt = await beginStaffAttempt(db, agentId, username, meta.ip, 'password');
    const staff = await findStaffByUsername(db, agentId, username);
    const valid = await verifySecret(staff?.password_hash ?? null, input.password);
    if (!staff || !valid) return fail('STAFF_LOGIN_FAILED');
    await staffAttemptSucceeded(db, attempt);
    if (staff.status !== 'active') return fail('STAFF_DISABLED');
    return nextStep(db, staff);
  });
};

/** The code of the authenticator app to a session; `nowMs` is injectable for the clock-skew tests. */
export const staffTotp = async (
  db: Db,
  input: { ticket: string; code: string },
  meta: CallMeta,
  nowMs = Date.now(),
): Promise<LoginStep> => {
  const staff = await liveStaff(db, await peekTicket(db, input.ticket, 'totp'));
  return loginRecorded(db, { agentId: staff.agent_id, username: staff.username }, meta, async () => {
    await requireAddress(db, staff.agent_id, meta);
    const attempt = await beginStaffAttempt(db, staff.agent_id, staff.username, meta.ip, 'totp');
    return db.tx(async (q) => {
      if (!staff.totp_secret || !(await acceptTotp(q, staff.id, staff.totp_secret, input.code.trim(), nowMs)))
        return fail('STAFF_TOTP_INVALID');
      await consumeTicket(q, input.ticket, 'totp');
      await staffAttemptSucceeded(q, attempt);
      await recordLogin(q, staff, meta);
      return signedIn(q, staff, meta);
    });
  });
};

const setPassword = async (q: Queryable, staff: StaffRow, password: string, meta: CallMeta) => {
  if (await verifySecret(staff.password_hash, password)) fail('PASSWORD_SAME');
  await q.query(
    `UPDATE staff SET password_hash = $2, must_change_password = false, updated_at = now() WHERE id = $1`,
    [staff.id, await hashSecret(password)],
  );
  await revokeAllStaffSessions(q, staff.id, 'password_change');
  await auditAs(q, meta, actorOf(staff), {
    action: 'auth.password_change',
    targetType: 'staff',
    targetId: staff.id,
  });
};

/** First login: the one-time password is replaced before anything else. */
export const staffChangePasswordWithTicket = async (
  db: Db,
  input: { ticket: string; new_password: string },
  meta: CallMeta,
): Promise<LoginStep> => {
  const staff = await liveStaff(db, await peekTicket(db, input.ticket, 'change_password'));
  await requireAddress(db, staff.agent_id, meta);
  requireStaffPassword(input.new_password);
  return db.tx(async (q) => {
    await consumeTicket(q, input.ticket, 'change_password');
    await setPassword(q, staff, input.new_password, meta);
    return nextStep(q, { ...staff, must_change_password: false });
  });
};

/** A signed-in staff member's own change: the current password again; every session ends, a fresh one answers. */
export const staffChangePassword = async (
  db: Db,
  staffId: number,
  input: { old_password?: string; new_password: string },
  meta: CallMeta,
): Promise<LoginStep> => {
  const staff = await liveStaff(db, staffId);
  // Its route takes a session token without the staff guard (a first login has none): the allowlist here.
  await requireAddress(db, staff.agent_id, meta);
  const attempt = await beginStaffAttempt(db, staff.agent_id, staff.username, meta.ip, 'password');
  if (!(await verifySecret(staff.password_hash, input.old_password ?? ''))) return fail('PASSWORD_WRONG');
  await staffAttemptSucceeded(db, attempt);
  requireStaffPassword(input.new_password);
  return db.tx(async (q) => {
    await setPassword(q, staff, input.new_password, meta);
    return signedIn(q, staff, meta);
  });
};

/**
 * Enrolment, in two calls on one ticket: without a code, a new secret and its QR (kept as pending); with a
 * code from the app, the pending secret becomes the staff member's and the login completes.
 */
export const staffEnrol = async (
  db: Db,
  input: { ticket: string; code?: string },
  meta: CallMeta,
  nowMs = Date.now(),
): Promise<AdminEnrolAnswer> => {
  const staff = await liveStaff(db, await peekTicket(db, input.ticket, 'enrol'));
  if (input.code === undefined) {
    const secret = newTotpSecret();
    await db.query(`UPDATE staff SET totp_pending_secret = $2 WHERE id = $1`, [staff.id, secret]);
    const { otpauthUri, qrDataUrl } = await enrolmentOf(secret, staff.username);
    return { step: 'scan', otpauth_uri: otpauthUri, qr_data_url: qrDataUrl, secret };
  }
  const code = input.code;
  return loginRecorded(db, { agentId: staff.agent_id, username: staff.username }, meta, async () => {
    await requireAddress(db, staff.agent_id, meta);
    const attempt = await beginStaffAttempt(db, staff.agent_id, staff.username, meta.ip, 'totp');
    const pending = staff.totp_pending_secret;
    const step = pending ? totpStepOf(pending, code.trim(), nowMs) : null;
    if (!pending || step === null) return fail('STAFF_TOTP_INVALID');
    return db.tx(async (q) => {
      const { rowCount } = await q.query(
        `UPDATE staff SET totp_secret = $2, totp_pending_secret = NULL, totp_last_step = $3, updated_at = now()
        WHERE id = $1 AND totp_pending_secret = $2 AND totp_secret IS NULL`,
        [staff.id, pending, step],
      );
      if (rowCount !== 1) fail('STAFF_TICKET_INVALID');
      await consumeTicket(q, input.ticket, 'enrol');
      await staffAttemptSucceeded(q, attempt);
      await auditAs(q, meta, actorOf(staff), {
        action: 'auth.totp_enrol',
        targetType: 'staff',
        targetId: staff.id,
      });
      await recordLogin(q, staff, meta);
      return signedIn(q, staff, meta);
    });
  });
};
