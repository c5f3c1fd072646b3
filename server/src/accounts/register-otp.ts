import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SmsSender } from '@server/sms';
import { LIMITS } from './limits';
import { phoneTaken } from './member-repository';
import { issueOtp, type OtpTicket } from './otp-codes';
import { takeRateSlot } from './rate-events';
import { requirePhone } from './rules';

/** Whether the agent asks new members for a code by SMS before creating them (the console's SMS page; off). */
export const registerOtpOn = async (q: Queryable, agentId: number) =>
  (
    await q.query<{ on: boolean }>(
      `SELECT coalesce((SELECT register_otp FROM agent_sms_settings WHERE agent_id = $1), false) AS on`,
      [agentId],
      // Prepared: every screen's first call (POST /api/agent/config) runs it (bench read-path).
      { name: 'agent_register_otp' },
    )
  ).rows[0]?.on === true;

/**
 * A registration code for a phone that is not a member yet (with the same limits as a reset code: per address,
 * per phone a wait and a daily cap, under a lock). Only when the agent asks for it. Its PHONE_TAKEN counts against
 * the availability checks' limit per address (check_account's), so it is no way round that limit.
 */
export const requestRegisterOtp = async (
  db: Db,
  sms: SmsSender,
  agentId: number,
  rawPhone: string,
  ip: string,
): Promise<OtpTicket> => {
  const phone = requirePhone(rawPhone);
  if (!(await registerOtpOn(db, agentId))) return fail('REGISTER_OTP_OFF');
  // PHONE_TAKEN says the phone is a member: no more often than check_account may, on the same limit per address.
  await takeRateSlot(db, 'check_address', ip, LIMITS.checksPerAddressPer10Minutes, 600);
  if (await phoneTaken(db, agentId, phone)) return fail('PHONE_TAKEN');
  return issueOtp(db, sms, { agentId, phone, purpose: 'register', memberId: null, ip, deliver: true });
};
