import { z } from 'zod';
import { dayText } from './money-common';
import { cursorParam, nextCursor } from '../pagination';

/** What became of a text message sent through the gateway (server/src/sms). */
const smsStatuses = ['queued', 'sent', 'delivered', 'undelivered', 'expired', 'rejected', 'failed'] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/** The console's SMS page: a range of Bangkok days (at most 93), newest first, 100 a page (keyset). */
export const smsQuery = z.object({
  from: dayText,
  to: dayText,
  /** The `next_cursor` of the page before; none: the newest. */
  cursor: cursorParam.optional(),
});
export type SmsQuery = z.infer<typeof smsQuery>;

const smsMessage = z.object({
  id: z.number().int(),
  created_at: z.string(),
  /** Masked: `081****678`. */
  phone: z.string(),
  purpose: z.string(),
  status: z.enum(smsStatuses),
  status_detail: z.string().nullable(),
  segments: z.number().int(),
  credits: z.number().nullable(),
  /** Baht. */
  cost: z.number(),
});
export type SmsMessageRow = z.infer<typeof smsMessage>;

const smsDay = z.object({
  day: z.string(),
  messages: z.number().int(),
  delivered: z.number().int(),
  failed: z.number().int(),
  segments: z.number().int(),
  cost: z.number(),
});
export type SmsDay = z.infer<typeof smsDay>;

export const smsList = z.object({
  messages: z.array(smsMessage),
  /** Messages in the range (the days' sum). */
  total: z.number().int(),
  next_cursor: nextCursor,
  page_size: z.number().int(),
  days: z.array(smsDay),
});
export type SmsList = z.infer<typeof smsList>;

/** The agent's SMS settings: a code by SMS before registration (off by default). */
export const smsSettings = z.object({
  register_otp: z.boolean(),
  /** Whether the server's SMS sender reaches phones (SMS_ADAPTER): with the built-in outbox no code leaves. */
  reaches_members: z.boolean(),
});
export type SmsSettings = z.infer<typeof smsSettings>;
export const smsSettingsBody = z.object({ register_otp: z.boolean() });
