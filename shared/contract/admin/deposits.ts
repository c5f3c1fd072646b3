import { z } from 'zod';
import { orderStatus } from '../payment';
import { dayText } from './money-common';
import { boundedTotal, cursorParam, nextCursor } from '../pagination';

export const depositSearch = z.object({
  /** The order's reference, exact (case-insensitive). */
  ref: z.string().max(40).optional(),
  /** The member's phone or name, a part of it. */
  member: z.string().max(80).optional(),
  status: orderStatus.optional(),
  from: dayText.optional(),
  to: dayText.optional(),
  /** The `next_cursor` of the page before (keyset, newest first); none: the first page. */
  cursor: cursorParam.optional(),
  page_size: z.coerce.number().int().min(1).max(200).optional(),
});
export type DepositSearch = z.infer<typeof depositSearch>;

/** One deposit order. Baht. */
const depositOrderItem = z.object({
  id: z.number().int(),
  ref: z.string(),
  status: orderStatus,
  channel_type: z.string(),
  channel_name: z.string(),
  amount: z.number(),
  pay_amount: z.number(),
  member: z.object({ id: z.number().int(), phone: z.string(), full_name: z.string() }),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  expires_at: z.string(),
  /** The member attached a transfer slip (issue 28): staff open it from the row. */
  has_slip: z.boolean(),
});
export type DepositOrderItem = z.infer<typeof depositOrderItem>;

export const depositPage = z.object({
  items: z.array(depositOrderItem),
  /** Orders matching the filters, counted up to 10,000 (`total_capped`: more than that). */
  ...boundedTotal,
  next_cursor: nextCursor,
  page_size: z.number().int(),
});
export type DepositPage = z.infer<typeof depositPage>;
