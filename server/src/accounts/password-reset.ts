import { randomInt } from 'node:crypto';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SmsSender } from '@server/sms';
import { LIMITS } from './limits';
import { clearLoginFailures } from './login-limits';
import { findMemberByPhone, setPasswordHash } from './member-repository';
import { hashSecret, verifySecret } from './passwords';
import { takeRateSlot } from './rate-events';
import { randomCode } from './referral-code';
import { requirePhone, requireStrongPassword } from './rules';
import { revokeAllSessions } from './sessions';

const PURPOSE = 'reset_password';

export type ResetRequest = { ref: string; expires_in: number; resend_in: number };

/**
 * Step 1: a 6-digit code by SMS. The answer is the same whether or not the phone has an account (for an unknown
 * phone a code is stored that nothing can match, and no SMS is sent), so this endpoint reveals nothing about
 * which phones are members; check_account, which the registration form needs, remains the one place that does.
 */
export const requestPasswordReset = async (
  db: Db,
  sms: SmsSender,
  agentId: number,
  rawPhone: string,
  ip: string,
): Promise<ResetRequest> => {
  const phone = requirePhone(rawPhone);
  await takeRateSlot(db, 'otp_address', ip, LIMITS.otpRequestsPerAddressPerHour, 3600);
  const member = await findMemberByPhone(db, agentId, phone);
  const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
  const ref = randomCode(6);
  const codeHash = await hashSecret(code);
  await db.tx(async (q) => {
    // Serialises requests for one phone, so two at once cannot both pass the resend check or the daily cap.
    await q.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`otp:${agentId}:${phone}`]);
    const { rows } = await q.query<{ recent: boolean; today: number }>(
      `SELECT coalesce(bool_or(created_at > now() - make_interval(secs => $4)), false) AS recent,
              count(*)::int AS today
         FROM otp_codes WHERE agent_id = $1 AND phone = $2 AND purpose = $3
          AND created_at >= date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok'`,
      [agentId, phone, PURPOSE, LIMITS.otpResendSeconds],
    );
    if (rows[0]?.recent) fail('OTP_TOO_SOON', { resend_in: LIMITS.otpResendSeconds });
    // Counted for unknown phones too (their code is stored all the same), so the cap reveals no membership.
    if ((rows[0]?.today ?? 0) >= LIMITS.otpRequestsPerPhonePerDay) fail('OTP_DAILY_LIMIT');
    // Only the newest code works: an older SMS arriving late cannot be used.
    await q.query(
      `UPDATE otp_codes SET expires_at = now() WHERE agent_id = $1 AND phone = $2 AND purpose = $3
          AND consumed_at IS NULL AND expires_at > now()`,
      [agentId, phone, PURPOSE],
    );
    const inserted = await q.query<{ id: string; expires_at: Date }>(
      `INSERT INTO otp_codes (agent_id, phone, member_id, purpose, ref, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) RETURNING id, expires_at`,
      [agentId, phone, member?.id ?? null, PURPOSE, ref, codeHash, LIMITS.otpTtlSeconds],
    );
    if (member) {
      // Enqueued with the code it carries: the message exists exactly when the code does, keyed by it.
      const minutes = LIMITS.otpTtlSeconds / 60;
      const body = `รหัส OTP สำหรับตั้งรหัสผ่านใหม่คือ ${code} (Ref: ${ref}) ใช้ได้ภายใน ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`;
      const otp = inserted.rows[0]!;
      await sms.send(q, {
        agentId,
        phone,
        purpose: PURPOSE,
        key: `sms:${PURPOSE}:${otp.id}`,
        body,
        expiresAt: new Date(otp.expires_at),
      });
    }
  });
  return { ref, expires_in: LIMITS.otpTtlSeconds, resend_in: LIMITS.otpResendSeconds };
};

export type ResetCompletion = { phone: string; ref: string; otp: string; newPassword: string };

/**
 * Step 2: the code and a new password. Each check of a code uses one of its tries (claimed before the hash is
 * compared, so parallel guesses cannot exceed the limit); a used, expired or exhausted code is refused.
 */
export const completePasswordReset = async (db: Db, agentId: number, input: ResetCompletion) => {
  const phone = requirePhone(input.phone);
  requireStrongPassword(input.newPassword);
  const otp = input.otp.trim();
  if (!/^\d{6}$/.test(otp)) return fail('OTP_INVALID');
  const { rows } = await db.query<{ id: number; member_id: number | null; code_hash: string }>(
    `UPDATE otp_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM otp_codes WHERE agent_id = $1 AND phone = $2 AND purpose = $3 AND ref = $4
                  ORDER BY created_at DESC LIMIT 1)
        AND attempts < $5 AND consumed_at IS NULL AND expires_at > now()
      RETURNING id, member_id, code_hash`,
    [agentId, phone, PURPOSE, input.ref.trim().toUpperCase(), LIMITS.otpMaxTries],
  );
  const claimed = rows[0];
  if (!claimed || !(await verifySecret(claimed.code_hash, otp)) || claimed.member_id === null) {
    return fail('OTP_INVALID');
  }
  const memberId = claimed.member_id;
  const passwordHash = await hashSecret(input.newPassword);
  await db.tx(async (q) => {
    const used = await q.query(
      `UPDATE otp_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL RETURNING id`,
      [claimed.id],
    );
    if (used.rows.length === 0) fail('OTP_INVALID');
    await setPasswordHash(q, memberId, passwordHash);
    await revokeAllSessions(q, memberId);
    // The member proved they hold the phone: a lock from someone guessing the old password no longer applies.
    await clearLoginFailures(q, agentId, phone);
  });
  return { password_changed: true as const };
};
