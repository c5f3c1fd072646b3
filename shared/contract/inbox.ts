import { z } from 'zod';

/** What happened to the member's money, told once each (issue 27; server/src/live/README.md). */
const inboxKind = z.enum([
  'deposit',
  'withdrawal_approved',
  'withdrawal_refused',
  'lotto_won',
  'lotto_refund',
  'award',
  'adjustment',
]);

export const inboxItem = z.object({
  id: z.number().int(),
  kind: inboxKind,
  /** Thai, short: "ฝากเงินสำเร็จ". */
  title: z.string(),
  /** Thai, what it was: the ledger's description, or a withdrawal's reason for the member. */
  body: z.string(),
  /** Baht credited or paid out, when money moved. */
  amount: z.number().nullable(),
  created_at: z.string(),
  read: z.boolean(),
});
export type InboxItem = z.infer<typeof inboxItem>;

export const inboxQuery = z.object({
  /** The id of the last item of the previous page: the next page is older. */
  before: z.coerce.number().int().positive().optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});

export const inboxAnswer = z.object({
  items: z.array(inboxItem),
  unread: z.number().int(),
  next_before: z.number().int().nullable(),
});
export type InboxAnswer = z.infer<typeof inboxAnswer>;

export const inboxReadBody = z.object({
  /** Marks read every item up to this id; without it, all of them. */
  up_to: z.number().int().positive().optional(),
});
export const inboxReadAnswer = z.object({ unread: z.number().int() });
export type InboxReadAnswer = z.infer<typeof inboxReadAnswer>;
