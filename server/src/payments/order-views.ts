import type { DepositOrder, OrderStatus, SubChannel, ChannelType } from '@contract/payment';
import { toBaht, type Satang } from '@contract/money';
import { qrImage } from './promptpay';

export type OrderRow = {
  id: number;
  ref: string;
  agent_id: number;
  member_id: number;
  channel_id: number;
  channel_type: ChannelType;
  sub_channel_id: number | null;
  amount: Satang;
  pay_amount: Satang;
  provider: string | null;
  provider_order_id: string | null;
  qr_payload: string;
  status: OrderStatus;
  expires_at: Date;
  paid_at: Date | null;
  created_at: Date;
};

export const ORDER_COLUMNS = `id, ref, agent_id, member_id, channel_id, channel_type, sub_channel_id, amount,
  pay_amount, provider, provider_order_id, qr_payload, status, expires_at, paid_at, created_at`;

const iso = (value: Date | string) => new Date(value).toISOString();

/** Pending but past its expiry: shown as expired even before anything has written that down. */
export const effectiveStatus = (row: OrderRow, now = Date.now()): OrderStatus =>
  row.status === 'pending' && new Date(row.expires_at).getTime() <= now ? 'expired' : row.status;

export const toDepositOrder = async (row: OrderRow, account: SubChannel | null): Promise<DepositOrder> => ({
  order_id: row.ref,
  channel_id: row.channel_id,
  channel_type: row.channel_type,
  status: effectiveStatus(row),
  amount: toBaht(row.amount),
  pay_amount: toBaht(row.pay_amount),
  qr_payload: row.qr_payload,
  qr_image: row.qr_payload ? await qrImage(row.qr_payload) : '',
  account,
  expires_at: iso(row.expires_at),
  created_at: iso(row.created_at),
  paid_at: row.paid_at ? iso(row.paid_at) : null,
});
