import { z } from 'zod';

/**
 * Player protection (issue 15, DOMAIN.md "Responsible gambling"): deposit and loss limits per Bangkok day, week
 * and month, a session time limit, a reality check, time-out and self-exclusion. Money crosses as baht, the
 * session limit and the reality check as minutes, times as ISO strings.
 */

export const limitKeys = [
  'deposit_day',
  'deposit_week',
  'deposit_month',
  'loss_day',
  'loss_week',
  'loss_month',
  'session',
] as const;
export const limitKey = z.enum(limitKeys);
export type LimitKey = z.infer<typeof limitKey>;

/** Baht for deposit and loss limits (whole baht, up to 100 million); minutes for the session limit (5 to 24 h). */
const LIMIT_MAX_BAHT = 100_000_000;
export const SESSION_LIMIT_MINUTES = { min: 5, max: 1440 } as const;
/** An increase or a removal waits this long; a decrease applies at once. */
export const LIMIT_COOL_OFF_HOURS = 24;

export const realityCheckMinutes = [0, 15, 30, 60] as const;
export const timeOutDurations = ['24h', '7d', '30d', '6w'] as const;
export const selfExclusionDurations = ['6m', '1y', '5y'] as const;
export type TimeOutDuration = (typeof timeOutDurations)[number];
export type SelfExclusionDuration = (typeof selfExclusionDurations)[number];

export const setLimitBody = z.object({
  key: limitKey,
  /** null removes the limit (after the cool-off). */
  value: z.number().int().positive().max(LIMIT_MAX_BAHT).nullable(),
});
export type SetLimitBody = z.infer<typeof setLimitBody>;

export const cancelPendingBody = z.object({ key: limitKey });

export const realityCheckBody = z.object({
  minutes: z.union([z.literal(0), z.literal(15), z.literal(30), z.literal(60)]),
});
export type RealityCheckBody = z.infer<typeof realityCheckBody>;

export const timeOutBody = z.object({ duration: z.enum(timeOutDurations) });
export const selfExcludeBody = z.object({
  duration: z.enum(selfExclusionDurations),
  /** The member typed the confirmation: self-exclusion cannot be undone by anyone before it ends. */
  confirm: z.literal(true),
});

export const limitStatus = z.object({
  key: limitKey,
  kind: z.enum(['deposit', 'loss', 'session']),
  period: z.enum(['day', 'week', 'month', 'session']),
  /** The limit in force now (baht or minutes), null when none. */
  value: z.number().nullable(),
  /** Used of it now: baht deposited or lost in the period, minutes of this login session. */
  used: z.number(),
  /** When the period's count starts again (Bangkok midnight, Monday, the 1st); null for the session limit. */
  resets_at: z.string().nullable(),
  /** An increase or removal waiting for its cool-off; the member may cancel it until it takes effect. */
  pending: z.object({ value: z.number().nullable(), effective_at: z.string() }).nullable(),
});
export type LimitStatus = z.infer<typeof limitStatus>;

export const exclusionStatus = z.object({
  kind: z.enum(['timeout', 'self_exclusion']),
  started_at: z.string(),
  until: z.string(),
});

export const helpContact = z.object({
  /** What the agent wants members to read first (who to talk to). */
  text: z.string(),
  phone: z.string(),
  line_id: z.string(),
  url: z.string(),
});
export type HelpContact = z.infer<typeof helpContact>;

const realityCheckStatus = z.object({
  minutes: z.number().int(),
  /** The login session's start: time played and the net result count from here. */
  session_started_at: z.string(),
  /** When the next reminder is due (null when the reality check is off). */
  next_due_at: z.string().nullable(),
  played_minutes: z.number().int(),
  /** Wins minus stakes since the session began, baht (negative: a loss). */
  net_result: z.number(),
});
export type RealityCheckStatus = z.infer<typeof realityCheckStatus>;

export const safetyStatus = z.object({
  server_time: z.string(),
  limits: z.array(limitStatus),
  reality_check: realityCheckStatus,
  exclusion: exclusionStatus.nullable(),
  /** Whether real-money play is refused now, and why in Thai (null when play is open). */
  blocked: z.object({ reason: z.string(), message: z.string(), until: z.string().nullable() }).nullable(),
});
export type SafetyStatus = z.infer<typeof safetyStatus>;

/** The public page on playing safely: the agent's help contact. */
export const safetyHelp = z.object({ contact: helpContact });
export type SafetyHelp = z.infer<typeof safetyHelp>;
