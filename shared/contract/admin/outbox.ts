import { z } from 'zod';

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
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const outboxPage = z.object({
  entries: z.array(outboxEntry),
  total: z.number().int(),
  counts: z.record(z.enum(outboxStatuses), z.number().int()),
});
export type OutboxPage = z.infer<typeof outboxPage>;
