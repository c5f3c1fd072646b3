import { z } from 'zod';
import { exclusionStatus, helpContact, limitStatus } from '../protection/protection';

/**
 * The back office's view of player protection (issue 15): read-only for everyone (nobody can lift or shorten a
 * time-out or self-exclusion, nor raise a member's limit); the help contact is the agent's setting.
 */

export const memberProtectionParams = z.object({
  id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

/** One change, as the audit log recorded it (the member's own changes and the limits' cool-offs taking effect). */
const protectionHistoryRow = z.object({
  id: z.number().int(),
  created_at: z.string(),
  action: z.string(),
  /** Who: the member (`member:<username>`), or the system when a pending increase took effect. */
  actor: z.string(),
  before: z.unknown(),
  after: z.unknown(),
});
export type ProtectionHistoryRow = z.infer<typeof protectionHistoryRow>;

export const memberProtection = z.object({
  member_id: z.number().int(),
  username: z.string(),
  server_time: z.string(),
  limits: z.array(limitStatus),
  reality_check_minutes: z.number().int(),
  exclusion: exclusionStatus.nullable(),
  history: z.array(protectionHistoryRow),
});
export type MemberProtection = z.infer<typeof memberProtection>;

/** near: 80% or more of a limit used; at: the whole of it; all: every member with a limit or an exclusion. */
export const protectionReportQuery = z.object({
  state: z.enum(['near', 'at', 'all']).default('near'),
});
export type ProtectionReportQuery = z.infer<typeof protectionReportQuery>;

const protectionReportRow = z.object({
  member_id: z.number().int(),
  username: z.string(),
  key: limitStatus.shape.key,
  /** Baht (deposit, loss) or minutes (session). */
  value: z.number(),
  used: z.number(),
  /** used / value, 0 to 1 and above. */
  ratio: z.number(),
  resets_at: z.string().nullable(),
});
export type ProtectionReportRow = z.infer<typeof protectionReportRow>;

const protectionExcludedRow = z.object({
  member_id: z.number().int(),
  username: z.string(),
  kind: exclusionStatus.shape.kind,
  started_at: z.string(),
  until: z.string(),
});

export const protectionReport = z.object({
  server_time: z.string(),
  rows: z.array(protectionReportRow),
  /** Members in a time-out or self-exclusion now. */
  excluded: z.array(protectionExcludedRow),
});
export type ProtectionReport = z.infer<typeof protectionReport>;

export const helpContactBody = helpContact.extend({
  text: z.string().trim().min(1).max(500),
  phone: z.string().trim().max(40),
  line_id: z.string().trim().max(60),
  url: z
    .string()
    .trim()
    .max(300)
    .refine((value) => value === '' || /^https:\/\//.test(value), 'https:// เท่านั้น'),
});
export type HelpContactBody = z.infer<typeof helpContactBody>;
