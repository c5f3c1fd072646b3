import { z } from 'zod';
import { idParam } from './money-common';
import { boundedTotal, cursorParam, nextCursor } from '../pagination';

const transferStatus = z.enum(['matched', 'review', 'rejected']);
export type TransferStatus = z.infer<typeof transferStatus>;

export const transferQuery = z.object({
  status: transferStatus.optional(),
  /** The `next_cursor` of the page before (keyset: those to review first, then newest first); none: the first. */
  cursor: cursorParam.optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
});
export type TransferQuery = z.infer<typeof transferQuery>;

/** Money that arrived in one of the agent's accounts. Baht. */
const incomingTransferItem = z.object({
  id: z.number().int(),
  status: transferStatus,
  channel_type: z.enum(['bank_transfer', 'truemoney']),
  sub_channel_id: z.number().int(),
  amount: z.number(),
  reference: z.string(),
  from_bank: z.string(),
  from_account: z.string(),
  received_at: z.string(),
  order_ref: z.string().nullable(),
  member: z.object({ id: z.number().int(), phone: z.string(), full_name: z.string() }).nullable(),
  note: z.string(),
  /** What the bank's statement line says (issue 28: lines typed in or imported); '' otherwise. */
  description: z.string(),
  /** The matched order has a transfer slip the member attached. */
  has_slip: z.boolean(),
});
export type IncomingTransferItem = z.infer<typeof incomingTransferItem>;

export const transferPage = z.object({
  items: z.array(incomingTransferItem),
  /** Transfers matching the filter, counted up to 10,000 (`total_capped`: more than that). */
  ...boundedTotal,
  next_cursor: nextCursor,
  page_size: z.number().int(),
  /** Waiting for review, whatever the filter: the queue's size. */
  review_count: z.number().int(),
});
export type TransferPage = z.infer<typeof transferPage>;

/** Assign to a member (by id or phone) with a reason. */
export const assignTransferBody = z.object({
  member_id: idParam.optional(),
  phone: z.string().max(20).optional(),
  reason: z.string().max(1000).optional(),
});
export const rejectTransferBody = z.object({ reason: z.string().max(1000).optional() });

/** The answer to an assign or a reject: where the transfer stands now, and whose it is. */
export const resolvedTransfer = z.object({
  id: z.number().int(),
  status: transferStatus,
  member_id: z.number().int().nullable(),
});
export type ResolvedTransfer = z.infer<typeof resolvedTransfer>;
