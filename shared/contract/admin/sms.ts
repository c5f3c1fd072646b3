import { z } from 'zod';
import { dayText } from './money-common';

/** What became of a text message sent through the gateway (server/src/sms). */
const smsStatuses = ['queued', 'sent', 'delivered', 'undelivered', 'expired', 'rejected', 'failed'] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/** The console's SMS page: a range of Bangkok days (at most 93), newest first, 100 a page. */
export const smsQuery = z.object({
  from: dayText,
  to: dayText,
  page: z.coerce.number().int().min(1).max(10_000).default(1),
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
  total: z.number().int(),
  page: z.number().int(),
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
