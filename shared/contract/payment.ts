import { z } from 'zod';
import { bahtSchema } from './common';

/**
 * Deposits and withdrawals. Money is baht at this edge (at most two decimals); the server refuses more decimals,
 * negatives and amounts outside a channel's limits with catalogue codes, never with HTTP 400.
 */
const channelType = z.enum(['promptpay_qr', 'bank_transfer', 'truemoney']);
export type ChannelType = z.infer<typeof channelType>;

export const paymentChannel = z.object({
  id: z.number().int(),
  type: channelType,
  name: z.string(),
  /** Baht. */
  min_amount: z.number(),
  max_amount: z.number(),
  available: z.boolean(),
  /** Thai text shown when the channel is closed. */
  unavailable_reason: z.string(),
});
export type PaymentChannel = z.infer<typeof paymentChannel>;

export const channelQuery = z.object({ channel_id: z.coerce.number().int().min(1).max(2_000_000_000) });

/** Where the money goes: the agent's bank account, TrueMoney wallet, or the QR provider. */
const subChannel = z.object({
  id: z.number().int(),
  name: z.string(),
  bank_code: z.string(),
  bank_name: z.string(),
  account_number: z.string(),
  account_name: z.string(),
});
export type SubChannel = z.infer<typeof subChannel>;

export const paymentInfo = z.object({
  channel: paymentChannel,
  sub_channels: z.array(subChannel),
  quick_amounts: z.array(z.number()),
  /** The deposit notice: the rules the member must follow for the money to be matched. */
  notice: z.array(z.string()),
  /** The member's own open order on this channel, if any, so a reload does not lose it. */
  pending_order_id: z.string().nullable(),
});
export type PaymentInfo = z.infer<typeof paymentInfo>;

/** Creates a deposit order on any channel; QR channels answer a QR image, transfer channels the exact amount. */
export const generateQrBody = z.object({
  channel_id: z.number().int().min(1).max(2_000_000_000),
  sub_channel_id: z.number().int().min(0).max(2_000_000_000).nullish(),
  amount: bahtSchema,
});

export const orderStatus = z.enum(['pending', 'paid', 'failed', 'expired']);
export type OrderStatus = z.infer<typeof orderStatus>;

export const depositOrder = z.object({
  /** Public order reference (also the PromptPay reference and the transfer reference). */
  order_id: z.string(),
  channel_id: z.number().int(),
  channel_type: channelType,
  status: orderStatus,
  /** What the member asked for, in baht. */
  amount: z.number(),
  /** What the member must pay exactly: differs by a few satang on transfer channels so the transfer can be matched. */
  pay_amount: z.number(),
  /** The EMVCo payload (QR channels) and its image as a data URL; empty on transfer channels. */
  qr_payload: z.string(),
  qr_image: z.string(),
  account: subChannel.nullable(),
  expires_at: z.string(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
});
export type DepositOrder = z.infer<typeof depositOrder>;

export const orderQuery = z.object({ order_id: z.string().min(1).max(40) });

export const inquiryStatus = z.object({
  order_id: z.string(),
  status: orderStatus,
  /** True once the money is in the main wallet. */
  credited: z.boolean(),
  amount: z.number(),
  seconds_left: z.number().int(),
  paid_at: z.string().nullable(),
});
export type InquiryStatus = z.infer<typeof inquiryStatus>;

/** Withdrawals: to the member's registered (main) bank account or the sub account they added. */
const withdrawDestination = z.enum(['main', 'sub']);

export const withdrawBody = z.object({
  amount: bahtSchema,
  destination: withdrawDestination.default('main'),
  /** Client-generated idempotency key: a retried request answers the first withdrawal. */
  request_id: z.string().min(8).max(64),
});

const withdrawStatus = z.enum(['pending', 'approved', 'refused']);

export const withdrawal = z.object({
  id: z.number().int(),
  amount: z.number(),
  status: withdrawStatus,
  bank_code: z.string(),
  bank_name: z.string(),
  /** Masked except the last four digits. */
  bank_account: z.string(),
  /** Why it was refused, as staff wrote it for the member; empty otherwise (staff notes never reach members). */
  reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  /** When the money was sent; an approved withdrawal without it is approved and about to be paid. */
  paid_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawal>;

export const memberBankAccount = z.object({
  destination: withdrawDestination,
  bank_code: z.string(),
  bank_name: z.string(),
  bank_account: z.string(),
  account_name: z.string(),
});
export type MemberBankAccount = z.infer<typeof memberBankAccount>;

export const withdrawInfo = z.object({
  /** Baht the member may withdraw now: the main wallet; wallets with an unmet turnover condition are excluded. */
  withdrawable: z.number(),
  /** Baht still to be staked before the main wallet may be withdrawn (a bonus's turnover); 0 when none. */
  turnover_owed: z.number(),
  min_amount: z.number(),
  max_amount: z.number(),
  accounts: z.array(memberBankAccount),
  /** Requests awaiting the operator's decision. */
  pending: z.array(withdrawal),
  /** Decided requests (approved or refused), newest first. */
  recent: z.array(withdrawal),
});
export type WithdrawInfo = z.infer<typeof withdrawInfo>;

export const updateSubBankBody = z.object({
  bank_code: z.string().min(1).max(20),
  bank_account: z.string().min(1).max(30),
  /** The member's login password: a stolen session alone cannot redirect withdrawals. */
  password: z.string().min(1).max(200),
});
