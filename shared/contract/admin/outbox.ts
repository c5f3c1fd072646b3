import { z } from 'zod';
import { boundedTotal, cursorParam, nextCursor } from '../pagination';

export const outboxStatuses = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;

/** One entry of the outbox as the console lists it (the payload is not shown: it may hold a one-time code). */
const outboxEntry = z.object({
  id: z.number().int(),
  channel: z.enum(['line', 'sms']),
  kind: z.string(),
  event_key: z.string(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  provider_ref: z.string().nullable(),
  created_at: z.string(),
  next_attempt_at: z.string(),
  sent_at: z.string().nullable(),
});
export type OutboxEntryView = z.infer<typeof outboxEntry>;

export const outboxQuery = z.object({
  status: z.enum(outboxStatuses).optional(),
  channel: z.enum(['line', 'sms']).optional(),
  /** The `next_cursor` of the page before (keyset, newest first); none: the newest. */
  cursor: cursorParam.optional(),
});

export const outboxPage = z.object({
  entries: z.array(outboxEntry),
  /** Entries matching the filters, counted up to 10,000 (`total_capped`: more than that). */
  ...boundedTotal,
  next_cursor: nextCursor,
  /** Entries per status, each counted up to 10,001 (the outbox keeps every message ever sent): 10,001 is "more". */
  counts: z.record(z.enum(outboxStatuses), z.number().int()),
});
export type OutboxPage = z.infer<typeof outboxPage>;
