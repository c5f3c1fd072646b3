import type { Queryable } from '@server/db/db';
import { normalizeDeviceId } from './device';

export type RefusalReason = 'same_phone' | 'same_bank_account' | 'same_line_id' | 'same_device' | 'cycle';

export type Registrant = {
  phone: string;
  bankCode: string;
  bankAccount: string;
  lineId: string;
  lineUserId: string | null;
  deviceId: string;
};

type Signals = {
  id: string;
  phone: string;
  bank_code: string;
  bank_account: string;
  line_id: string;
  line_user_id: string | null;
  device_id: string;
  depth: number;
};

/** Which signal says the registrant is this member (empty LINE ids and devices say nothing). */
const sameAs = (who: Registrant, m: Signals): Exclude<RefusalReason, 'cycle'> | null => {
  if (m.phone === who.phone) return 'same_phone';
  if (m.bank_code === who.bankCode && m.bank_account === who.bankAccount) return 'same_bank_account';
  if (who.lineId !== '' && m.line_id.toLowerCase() === who.lineId.toLowerCase()) return 'same_line_id';
  if (who.lineUserId && m.line_user_id === who.lineUserId) return 'same_line_id';
  const device = normalizeDeviceId(who.deviceId);
  if (device !== '' && normalizeDeviceId(m.device_id) === device) return 'same_device';
  return null;
};

/**
 * Why a referral must not stand, or null. The referrer themself by any signal is a self-referral (an agent
 * would pay a member for their own second account); a member above the referrer (their referrer, or that
 * one's referrer) by any signal closes a cycle A -> B -> A (or A -> B -> C -> A), paying A for A's own play.
 */
export const referralVerdict = async (
  q: Queryable,
  referrerId: number,
  who: Registrant,
): Promise<RefusalReason | null> => {
  const { rows } = await q.query<Signals>(
    `WITH RECURSIVE up AS (
       SELECT id, referred_by, 0 AS depth FROM members WHERE id = $1
       UNION ALL
       SELECT m.id, m.referred_by, up.depth + 1 FROM members m JOIN up ON m.id = up.referred_by
        WHERE up.depth < 2
     )
     SELECT m.id, m.phone, m.bank_code, m.bank_account, m.line_id, m.line_user_id, m.device_id, up.depth
       FROM up JOIN members m ON m.id = up.id ORDER BY up.depth`,
    [referrerId],
  );
  for (const row of rows) {
    const reason = sameAs(who, row);
    if (reason) return row.depth === 0 ? reason : 'cycle';
  }
  return null;
};

/** Whether making `referrerId` the referrer of the existing `memberId` would close a loop (two levels). */
export const closesCycle = async (q: Queryable, memberId: number, referrerId: number) => {
  const { rows } = await q.query(
    `SELECT 1 FROM members r LEFT JOIN members r2 ON r2.id = r.referred_by
      WHERE r.id = $2 AND (r.id = $1 OR r.referred_by = $1 OR r2.referred_by = $1)`,
    [memberId, referrerId],
  );
  return rows.length > 0;
};

export const recordRefusal = async (
  q: Queryable,
  refusal: { agentId: number; memberId: number; referrerId: number; reason: RefusalReason },
) => {
  await q.query(
    `INSERT INTO affiliate_refusals (agent_id, member_id, referrer_id, reason) VALUES ($1, $2, $3, $4)`,
    [refusal.agentId, refusal.memberId, refusal.referrerId, refusal.reason],
  );
};
