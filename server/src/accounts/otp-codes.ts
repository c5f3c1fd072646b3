import { randomInt } from 'node:crypto';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SmsSender } from '@server/sms';
import { LIMITS } from './limits';
import { hashSecret, verifySecret } from './passwords';
import { takeRateSlot } from './rate-events';
import { randomCode } from './referral-code';

export type OtpPurpose = 'reset_password' | 'register';

export type OtpTicket = { ref: string; expires_in: number; resend_in: number };

/** What a code's message says, in Thai, for each purpose. */
const bodyOf = (purpose: OtpPurpose, code: string, ref: string) => {
  const minutes = LIMITS.otpTtlSeconds / 60;
  const what = purpose === 'register' ? 'สมัครสมาชิก' : 'ตั้งรหัสผ่านใหม่';
  return `รหัส OTP สำหรับ${what}คือ ${code} (Ref: ${ref}) ใช้ได้ภายใน ${minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น`;
};

/**
 * Sends a code by LINE instead of SMS, in the code's transaction (`sendResetCodeByLine`, server/src/accounts/
 * password-reset-line.ts): false when the member cannot be reached on LINE, and the SMS goes instead.
 */
export type OtpByLine = (
  q: Queryable,
  otp: { id: string; code: string; ref: string; expiresAt: Date },
) => Promise<boolean>;

/**
 * A new code for (agent, phone, purpose), sent by SMS (or by LINE when `byLine` reaches the member) with its
 * message in the same transaction. Limits: one address's requests per hour, and per phone a wait before the next
 * code and a daily cap, all checked under a lock on the phone, so parallel requests cannot pass them together.
 * Only the newest code works. `deliver` false stores the code without sending it (an unknown phone asking for a
 * reset: the answer reveals nothing).
 */
export const issueOtp = async (
  db: Db,
  sms: SmsSender,
  input: {
    agentId: number;
    phone: string;
    purpose: OtpPurpose;
    memberId: number | null;
    ip: string;
    deliver: boolean;
    byLine?: OtpByLine;
  },
): Promise<OtpTicket> => {
  const { agentId, phone, purpose } = input;
  await takeRateSlot(db, 'otp_address', input.ip, LIMITS.otpRequestsPerAddressPerHour, 3600);
  const code = String(randomInt(0, 10 ** LIMITS.otpLength)).padStart(LIMITS.otpLength, '0');
  const ref = randomCode(6);
  const codeHash = await hashSecret(code);
  await db.tx(async (q) => {
    // Serialises requests for one phone, so two at once cannot both pass the resend check or the daily cap.
    await q.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`otp:${agentId}:${phone}`]);
    // The seconds left before the next code (the newest code's, also one sent just before midnight), and
    // today's codes (Asia/Bangkok).
    const { rows } = await q.query<{ wait: number | null; today: number }>(
      `WITH day AS (SELECT date_trunc('day', now() AT TIME ZONE 'Asia/Bangkok') AT TIME ZONE 'Asia/Bangkok' AS start)
       SELECT ceil(extract(epoch FROM max(created_at) + make_interval(secs => $4) - now()))::int AS wait,
              count(*) FILTER (WHERE created_at >= day.start)::int AS today
         FROM otp_codes, day WHERE agent_id = $1 AND phone = $2 AND purpose = $3
          AND created_at >= least(day.start, now() - make_interval(secs => $4))`,
      [agentId, phone, purpose, LIMITS.otpResendSeconds],
    );
    const wait = rows[0]?.wait ?? 0;
    // The seconds really left, in the answer and in its message (a member back on the form after 50 s waits 10).
    if (wait > 0)
      fail('OTP_TOO_SOON', { resend_in: wait }, `ขอรหัส OTP บ่อยเกินไป กรุณารอ ${wait} วินาทีแล้วลองใหม่`);
    // Counted for unknown phones too (their code is stored all the same), so the cap reveals no membership.
    if ((rows[0]?.today ?? 0) >= LIMITS.otpRequestsPerPhonePerDay) fail('OTP_DAILY_LIMIT');
    // Only the newest code works: an older message arriving late cannot be used.
    await q.query(
      `UPDATE otp_codes SET expires_at = now() WHERE agent_id = $1 AND phone = $2 AND purpose = $3
          AND consumed_at IS NULL AND expires_at > now()`,
      [agentId, phone, purpose],
    );
    const inserted = await q.query<{ id: string; expires_at: Date }>(
      `INSERT INTO otp_codes (agent_id, phone, member_id, purpose, ref, code_hash, expires_at)
       VALUES ($1, $2, $3, $4, $5, $6, now() + make_interval(secs => $7)) RETURNING id, expires_at`,
      [agentId, phone, input.memberId, purpose, ref, codeHash, LIMITS.otpTtlSeconds],
    );
    if (!input.deliver) return;
    // The message exists exactly when the code does, keyed by it.
    const otp = inserted.rows[0]!;
    const expiresAt = new Date(otp.expires_at);
    if (input.byLine && (await input.byLine(q, { id: otp.id, code, ref, expiresAt }))) return;
    const body = bodyOf(purpose, code, ref);
    await sms.send(q, { agentId, phone, purpose, key: `sms:${purpose}:${otp.id}`, body, expiresAt });
  });
  return { ref, expires_in: LIMITS.otpTtlSeconds, resend_in: LIMITS.otpResendSeconds };
};

/**
 * Uses one try of the newest code of this ref (claimed before the hash is compared, so parallel guesses cannot
 * exceed the limit) and checks it; a used, expired, exhausted or wrong code is OTP_INVALID. The caller consumes
 * it (`consumeOtp`) in the transaction that acts on it.
 */
export const checkOtp = async (
  db: Queryable,
  input: { agentId: number; phone: string; purpose: OtpPurpose; ref: string; otp: string },
): Promise<{ id: string; memberId: number | null }> => {
  const otp = input.otp.trim();
  if (!/^\d{6}$/.test(otp)) return fail('OTP_INVALID');
  const { rows } = await db.query<{ id: string; member_id: number | null; code_hash: string }>(
    `UPDATE otp_codes SET attempts = attempts + 1
      WHERE id = (SELECT id FROM otp_codes WHERE agent_id = $1 AND phone = $2 AND purpose = $3 AND ref = $4
                  ORDER BY created_at DESC LIMIT 1)
        AND attempts < $5 AND consumed_at IS NULL AND expires_at > now()
      RETURNING id, member_id, code_hash`,
    [input.agentId, input.phone, input.purpose, input.ref.trim().toUpperCase(), LIMITS.otpMaxTries],
  );
  const claimed = rows[0];
  if (!claimed || !(await verifySecret(claimed.code_hash, otp))) return fail('OTP_INVALID');
  return { id: claimed.id, memberId: claimed.member_id };
};

/** Marks a checked code used, once: a second use (a parallel request with the same code) is OTP_INVALID. */
export const consumeOtp = async (q: Queryable, id: string) => {
  const used = await q.query(
    `UPDATE otp_codes SET consumed_at = now() WHERE id = $1 AND consumed_at IS NULL AND expires_at > now()
     RETURNING id`,
    [id],
  );
  if (used.rows.length === 0) fail('OTP_INVALID');
};
