import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { takeRateSlotsIn } from '@server/accounts/rate-events';
import type { SessionMember } from '@server/plugins/auth';
import {
  MAX_OPEN_ORDERS,
  MAX_OPEN_TRANSFER_ORDERS,
  ORDERS_PER_ADDRESS_PER_HOUR,
  ORDERS_PER_MEMBER_PER_HOUR,
  UNPAID_TRANSFER_LOOKBACK_HOURS,
} from './constants';

/**
 * Serialises one member's order creations: the counts below and the insert that follows run under this lock in
 * one transaction, so parallel requests see each other's orders (count-then-insert without it let 20 parallel
 * requests open 8 orders against a limit of 5). Different members do not wait for each other.
 */
export const lockMemberOrders = async (q: Queryable, memberId: number) => {
  // A hash, not the id itself: ids are bigint and the two-key form takes int4 (a collision only makes two members
  // take turns).
  await q.query(`SELECT pg_advisory_xact_lock(hashtext('deposit_orders'), hashtext($1::text))`, [memberId]);
};

const bangkokTime = (at: Date) =>
  new Intl.DateTimeFormat('th-TH', { timeZone: 'Asia/Bangkok', hour: '2-digit', minute: '2-digit' }).format(
    at,
  );

/**
 * The limits of a new order, under `lockMemberOrders`: open orders of the member (RATE_LIMITED, 429), orders
 * per hour per member and per address (RATE_LIMITED), and for transfer orders the member's allowance of open
 * ones, shortened by each transfer order left unpaid lately (a business refusal saying when to try again). A
 * refusal writes nothing; otherwise the order's rate events are recorded in the caller's transaction.
 */
export const checkOrderLimits = async (
  q: Queryable,
  member: SessionMember,
  ip: string,
  kind: 'qr' | 'transfer',
) => {
  const { rows } = await q.query<{
    open: number;
    open_transfer: number;
    unpaid: number;
    next_open_free: Date | null;
    next_unpaid_free: Date | null;
  }>(
    `SELECT count(*) FILTER (WHERE status = 'pending' AND expires_at > now())::int AS open,
            count(*) FILTER (WHERE transfer AND status = 'pending' AND expires_at > now())::int AS open_transfer,
            count(*) FILTER (WHERE transfer AND unpaid)::int AS unpaid,
            min(expires_at) FILTER (WHERE transfer AND status = 'pending' AND expires_at > now()) AS next_open_free,
            min(expires_at + make_interval(hours => $2)) FILTER (WHERE transfer AND unpaid) AS next_unpaid_free
       FROM (SELECT status, expires_at, channel_type <> 'promptpay_qr' AS transfer,
                    status IN ('pending', 'expired') AND expires_at <= now()
                      AND expires_at > now() - make_interval(hours => $2) AS unpaid
               FROM deposit_orders WHERE member_id = $1 AND created_at > now() - interval '1 day') o`,
    [member.id, UNPAID_TRANSFER_LOOKBACK_HOURS],
  );
  const counts = rows[0]!;
  // Each QR order costs a provider call and each transfer order holds an amount: a few open ones are plenty.
  if (counts.open >= MAX_OPEN_ORDERS) fail('RATE_LIMITED');
  if (kind === 'transfer') {
    const allowance = Math.max(0, MAX_OPEN_TRANSFER_ORDERS - counts.unpaid);
    if (counts.open_transfer >= allowance) {
      // The allowance grows back when an open order ends or an unpaid one leaves the look-back window.
      const frees = [counts.open_transfer > 0 ? counts.next_open_free : null, counts.next_unpaid_free]
        .filter((at): at is Date => at !== null)
        .map((at) => new Date(at));
      const at = new Date(Math.min(...frees.map((d) => d.getTime())));
      fail(
        'PAYMENT_TRANSFER_ORDERS_LIMIT',
        { retry_at: at.toISOString() },
        `มีรายการฝากแบบโอนที่ยังไม่ได้ชำระ กรุณาโอนตามรายการเดิม หรือฝากผ่าน QR พร้อมเพย์ ` +
          `(สร้างรายการโอนใหม่ได้หลังเวลา ${bangkokTime(at)} น.)`,
      );
    }
  }
  await takeRateSlotsIn(q, [
    { kind: 'deposit_member', key: String(member.id), max: ORDERS_PER_MEMBER_PER_HOUR, windowSeconds: 3600 },
    { kind: 'deposit_address', key: ip, max: ORDERS_PER_ADDRESS_PER_HOUR, windowSeconds: 3600 },
  ]);
};
