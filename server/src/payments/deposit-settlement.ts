import type { Satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { creditDeposit } from './ledger-port';
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
 * the order had expired or failed on our side. A changed amount is refused and changes nothing.
 */
export const applyOrderStatus = async (
  db: Db,
  q: Queryable,
  order: OrderRow,
  status: ProviderOrderStatus,
  amount: Satang,
): Promise<SettleOutcome> => {
  if (amount !== order.pay_amount) return fail('PAYMENT_AMOUNT_MISMATCH');
  if (status === 'paid') {
    if (order.status === 'paid') return 'already_paid';
    await q.query(
      `UPDATE deposit_orders SET status = 'paid', paid_at = now(), updated_at = now() WHERE id = $1`,
      [order.id],
      { name: 'deposit_order_paid' },
    );
    await creditDeposit(db, q, {
      key: `deposit:order:${order.id}`,
      memberId: order.member_id,
      // The member is credited what they paid, including the few satang that made a transfer unique.
      amount: order.pay_amount,
      description: `ฝากเงิน (${CHANNEL_LABEL[order.channel_type] ?? order.channel_type}) เลขที่ ${order.ref}`,
      meta: { order_id: order.id, order_ref: order.ref, channel: order.channel_type, status: 'paid' },
    });
    return 'credited';
  }
  if ((status === 'failed' || status === 'expired') && order.status === 'pending') {
    await q.query(`UPDATE deposit_orders SET status = $2, updated_at = now() WHERE id = $1`, [
      order.id,
      status,
    ]);
    return 'closed';
  }
  return 'ignored';
};
