import { z } from 'zod';

/** One bonus's turnover condition and how far the member has played it through (baht). */
export const turnoverItem = z.object({
  id: z.number().int(),
  wallet_type_id: z.number().int(),
  wallet_name: z.string(),
  /** What gave the money (the award's Thai description). */
  description: z.string(),
  required: z.number(),
  progress: z.number(),
  owed: z.number(),
  categories: z.array(z.string()),
  started_at: z.string(),
});
export type TurnoverItem = z.infer<typeof turnoverItem>;

export const turnoverAnswer = z.object({ items: z.array(turnoverItem) });

/** Moves a promotion or free-credit wallet's whole balance to the main wallet once its turnover is met. */
export const convertBody = z.object({
  wallet_type_id: z.number().int().min(1).max(100),
  /** The member's idempotency key: a retry answers the first conversion. */
  request_id: z.string().min(8).max(64),
});
export const convertAnswer = z.object({ amount: z.number(), replayed: z.boolean() });
export type ConvertAnswer = z.infer<typeof convertAnswer>;
