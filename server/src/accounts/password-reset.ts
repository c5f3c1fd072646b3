import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SecretBox } from '@server/line/secret-box';
import type { SmsSender } from '@server/sms';
import { clearLoginFailures } from './login-limits';
import { findMemberByPhone, setPasswordHash } from './member-repository';
import { checkOtp, consumeOtp, issueOtp, type OtpByLine, type OtpTicket } from './otp-codes';
import { sendResetCodeByLine } from './password-reset-line';
import { hashSecret } from './passwords';
import { requirePhone, requireStrongPassword } from './rules';
import { revokeAllSessions } from './sessions';

const PURPOSE = 'reset_password';

/**
 * Step 1: a 6-digit code by SMS, or by LINE when the member asks for it (`line`: the box that seals it) and has
 * LINE linked on an agent whose official account is set up (else by SMS all the same). The answer is the same
 * whether or not the phone has an account, or LINE (for an unknown phone a code is stored that nothing can
 * match, and nothing is sent), so this endpoint reveals nothing about which phones are members; check_account,
 * which the registration form needs, remains the one place that does.
 */
export const requestPasswordReset = async (
  db: Db,
  sms: SmsSender,
  agentId: number,
  rawPhone: string,
  ip: string,
  line?: SecretBox,
): Promise<OtpTicket> => {
  const phone = requirePhone(rawPhone);
  const member = await findMemberByPhone(db, agentId, phone);
  const byLine: OtpByLine | undefined =
    line && member
      ? (q, otp) => sendResetCodeByLine(q, line, { agentId, memberId: member.id, otpId: otp.id, ...otp })
      : undefined;
  return issueOtp(db, sms, {
    agentId,
    phone,
    purpose: PURPOSE,
    memberId: member?.id ?? null,
    ip,
    deliver: member !== null,
    byLine,
  });
};

export type ResetCompletion = { phone: string; ref: string; otp: string; newPassword: string };

/**
 * Step 2: the code and a new password. Each check of a code uses one of its tries (claimed before the hash is
 * compared, so parallel guesses cannot exceed the limit); a used, expired or exhausted code is refused.
 */
export const completePasswordReset = async (db: Db, agentId: number, input: ResetCompletion) => {
  const phone = requirePhone(input.phone);
  requireStrongPassword(input.newPassword);
  const claimed = await checkOtp(db, { agentId, phone, purpose: PURPOSE, ref: input.ref, otp: input.otp });
  if (claimed.memberId === null) return fail('OTP_INVALID');
  const memberId = claimed.memberId;
  const passwordHash = await hashSecret(input.newPassword);
  await db.tx(async (q) => {
    await consumeOtp(q, claimed.id);
    await setPasswordHash(q, memberId, passwordHash);
    await revokeAllSessions(q, memberId);
    // The member proved they hold the phone: a lock from someone guessing the old password no longer applies.
    await clearLoginFailures(q, agentId, phone);
  });
  return { password_changed: true as const };
};
