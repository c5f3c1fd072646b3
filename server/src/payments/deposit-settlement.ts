import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { creditPaidOrder, type NotificationRecord } from './ledger-port';
import { ORDER_COLUMNS, type OrderRow } from './order-views';
import type { ProviderOrderStatus } from './provider';

export type SettleOutcome = 'credited' | 'already_paid' | 'closed' | 'ignored';

const CHANNEL_LABEL: Record<string, string> = {
  promptpay_qr: 'QR พร้อมเพย์',
  bank_transfer: 'โอนผ่านธนาคาร',
  truemoney: 'ทรูมันนี่',
};

export const lockOrder = async (q: Queryable, where: string, params: unknown[]) =>
  (await q.query<OrderRow>(`SELECT ${ORDER_COLUMNS} FROM deposit_orders WHERE ${where} FOR UPDATE`, params))
    .rows[0] ?? null;

/**
 * Applies what the provider (or a matched bank transfer) says about an order, inside the caller's transaction
 * with the order row locked. Paid credits the main wallet once: money that really arrived is credited even if
 * the order had expired or failed on our side. A changed amount is refused and changes nothing. `notice`, when a
 * provider's notification reported it, is recorded with the outcome (in the credit's own statement when paid).
 */
export const applyOrderStatus = async (
  q: Queryable,
  order: OrderRow,
  status: ProviderOrderStatus,
  amount: Satang,
  notice?: NotificationRecord,
  /** Business time (`app.clock()`): a credit is dated by it; the database's now() without it. */
  at?: Date,
): Promise<SettleOutcome> => {
  if (amount !== order.pay_amount) return fail('PAYMENT_AMOUNT_MISMATCH');
  if (status === 'paid') {
    if (order.status === 'paid') return recorded(q, order, notice, 'already_paid');
    // Marks the order paid, credits the member and records the notice: one statement (creditPaidOrder).
    await creditPaidOrder(
      q,
      {
        orderId: order.id,
        key: `deposit:order:${order.id}`,
        memberId: order.member_id,
        // The member is credited what they paid, including the few satang that made a transfer unique.
        amount: order.pay_amount,
        description: `ฝากเงิน (${CHANNEL_LABEL[order.channel_type] ?? order.channel_type}) เลขที่ ${order.ref}`,
        meta: { order_id: order.id, order_ref: order.ref, channel: order.channel_type, status: 'paid' },
        at,
      },
      notice,
    );
    return 'credited';
  }
  if ((status === 'failed' || status === 'expired') && order.status === 'pending') {
    await q.query(`UPDATE deposit_orders SET status = $2, updated_at = now() WHERE id = $1`, [
      order.id,
      status,
    ]);
    return recorded(q, order, notice, 'closed');
  }
  return recorded(q, order, notice, 'ignored');
};

/** Records the notice (if any) of an outcome that credited nothing; answers the outcome. */
const recorded = async (
  q: Queryable,
  order: OrderRow,
  notice: NotificationRecord | undefined,
  outcome: SettleOutcome,
) => {
  if (notice) {
    await q.query(
      `INSERT INTO payment_notifications (provider, event_id, order_id, status, amount, outcome)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (provider, event_id) DO NOTHING`,
      [notice.provider, notice.eventId, order.id, notice.status, notice.amount, outcome],
      { name: 'notification_record' },
    );
  }
  return outcome;
};
