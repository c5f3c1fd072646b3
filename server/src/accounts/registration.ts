import type { RegisterBody, SessionAnswer } from '@contract/account';
import type { Db } from '@server/db/db';
import { recordRefusal, referralVerdict, type RefusalReason } from '@server/affiliate/fraud';
import { normalizeDeviceId } from '@server/affiliate/device';
import { fail } from '@server/http/app-error';
import { openMemberWallets } from '@server/ledger';
import { enqueueMemberMenuLink } from '@server/line/richmenus/member-menu';
import { readLineRegistration } from './line-registration-token';
import {
  bankAccountTaken,
  findBank,
  findMemberByLineUser,
  findReferrer,
  phoneTaken,
} from './member-repository';
import { LIMITS } from './limits';
import { hashSecret } from './passwords';
import { takeRateSlot } from './rate-events';
import { checkOtp, consumeOtp } from './otp-codes';
import { newReferralCode } from './referral-code';
import { registerOtpOn } from './register-otp';
import {
  normalizeLineId,
  normalizeReferralCode,
  requireAccountDigits,
  requireFullName,
  requirePhone,
  requireStrongPassword,
} from './rules';
import { issueSession, type ClientMeta } from './sessions';
import { uniqueViolation } from './unique-violation';

/** The checked registration, normalised: what is written to `members`. */
type NewMember = {
  agentId: number;
  phone: string;
  fullName: string;
  bankCode: string;
  bankAccount: string;
  lineId: string;
  lineUserId: string | null;
  referredBy: number | null;
  deviceId: string;
  /** A referral the fraud checks refused: the member registers without a referrer and the refusal is kept. */
  refused: { referrerId: number; reason: RefusalReason } | null;
};

/** Every rule of the form, cheapest first; each refusal carries its own catalogue code. */
const checkRegistration = async (db: Db, agentId: number, body: RegisterBody): Promise<NewMember> => {
  const phone = requirePhone(body.phone);
  requireStrongPassword(body.password);
  const fullName = requireFullName(body.full_name);
  if (body.age_confirmed !== true) fail('AGE_NOT_CONFIRMED');
  const lineId = normalizeLineId(body.line_id);
  const bank = await findBank(db, body.bank_code.trim().toUpperCase());
  if (!bank) return fail('BANK_UNKNOWN');
  const bankAccount = requireAccountDigits(body.bank_account, bank.account_digits);
  const referral = normalizeReferralCode(body.referral_code);
  const referredBy = referral === null ? null : await findReferrer(db, agentId, referral);
  if (referral !== null && referredBy === null) fail('REFERRAL_INVALID');
  const lineUserId = body.line_registration_token
    ? await readLineRegistration(db, agentId, body.line_registration_token)
    : null;
  if (await phoneTaken(db, agentId, phone)) fail('PHONE_TAKEN');
  if (await bankAccountTaken(db, agentId, bankAccount, bank.code)) fail('BANK_ACCOUNT_TAKEN');
  if (lineUserId && (await findMemberByLineUser(db, agentId, lineUserId))) fail('LINE_ALREADY_LINKED');
  const deviceId = normalizeDeviceId(body.device_id);
  const who = { phone, bankCode: bank.code, bankAccount, lineId, lineUserId, deviceId };
  const reason = referredBy === null ? null : await referralVerdict(db, referredBy, who);
  const refused = reason && referredBy !== null ? { referrerId: referredBy, reason } : null;
  return {
    agentId,
    phone,
    fullName,
    bankCode: bank.code,
    bankAccount,
    lineId,
    lineUserId,
    referredBy: refused ? null : referredBy,
    deviceId,
    refused,
  };
};

/**
 * A new member (username = phone), the main wallet and a first session, in one transaction. The checks above
 * answer the usual refusals; the unique constraints answer the race of two registrations at once.
 */
export const register = async (
  db: Db,
  agentId: number,
  body: RegisterBody,
  sessionDays: number,
  meta: ClientMeta,
): Promise<SessionAnswer> => {
  // PHONE_TAKEN and BANK_ACCOUNT_TAKEN say who is a member: no more often than check_account may, on its limit
  // per address (generous: a typo costs a check, not one of the registrations below).
  await takeRateSlot(db, 'check_address', meta.ip, LIMITS.checksPerAddressPer10Minutes, 600);
  const member = await checkRegistration(db, agentId, body);
  // The agent asks for the phone's code: its try is used now, the code consumed with the new member below (two
  // registrations with one code: the second finds it used and creates nothing).
  const otp = (await registerOtpOn(db, agentId))
    ? await checkOtp(db, {
        agentId,
        phone: member.phone,
        purpose: 'register',
        ref: body.otp_ref ?? fail('OTP_REQUIRED'),
        otp: body.otp ?? fail('OTP_REQUIRED'),
      })
    : null;
  // After the cheap checks (a typo costs no slot), before the Argon2 hash that a flood would make expensive.
  await takeRateSlot(db, 'register_address', meta.ip, LIMITS.registrationsPerAddressPerHour, 3600);
  const passwordHash = await hashSecret(body.password);
  try {
    return await db.tx(async (q) => {
      if (otp) await consumeOtp(q, otp.id);
      const { rows } = await q.query<{ id: number }>(
        `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account,
                              line_id, line_user_id, referral_code, referred_by, device_id, age_confirmed_at,
                              created_at)
         VALUES ($1, $2, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, now(), $12) RETURNING id`,
        [
          member.agentId,
          member.phone,
          passwordHash,
          member.fullName,
          member.bankCode,
          member.bankAccount,
          member.lineId,
          member.lineUserId,
          await newReferralCode(q),
          member.referredBy,
          member.deviceId,
          // Business time: how long someone has been a member is a rule (new-member promotions).
          meta.startedAt,
        ],
      );
      const id = rows[0]!.id;
      if (member.refused)
        await recordRefusal(q, { agentId: member.agentId, memberId: id, ...member.refused });
      await openMemberWallets(q, id);
      // Registered from LIFF: the member menu is linked to their LINE user (by the outbox, after the commit).
      if (member.lineUserId)
        await enqueueMemberMenuLink(q, {
          agentId: member.agentId,
          memberId: id,
          lineUserId: member.lineUserId,
        });
      return issueSession(q, id, sessionDays, meta);
    });
  } catch (error) {
    const constraint = uniqueViolation(error);
    if (constraint?.includes('phone') || constraint?.includes('username')) return fail('PHONE_TAKEN');
    if (constraint?.includes('bank')) return fail('BANK_ACCOUNT_TAKEN');
    if (constraint?.includes('line_user')) return fail('LINE_ALREADY_LINKED');
    throw error;
  }
};
