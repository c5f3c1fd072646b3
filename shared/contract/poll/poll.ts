import { z } from 'zod';

/**
 * Polls (SPEC §2 /poll/{id}, §7 Poll; issue 14): choices, a member's quota of votes from the agent's rules, live
 * stats, and for a prediction poll the confirmed answer and the winners paid. Money crosses as baht.
 */

/** `agent_id` is accepted because the old client sends a fixed 56 (SPEC §10); the poll is the caller's agent's. */
export const pollQuery = z.object({
  poll_id: z.coerce.number().int().positive().max(2_147_483_647),
  agent_id: z.coerce.number().int().optional(),
});

export const pollSubmitBody = z.object({
  poll_id: z.coerce.number().int().positive().max(2_147_483_647),
  choice_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export type PollSubmitBody = z.infer<typeof pollSubmitBody>;

/** One rule of the quota: a fixed number of votes, or `votes` per `per_baht` deposited in the period. */
export const pollQuotaRule = z.discriminatedUnion('type', [
  z.object({ type: z.literal('fixed'), votes: z.number().int().min(1).max(1000) }),
  z.object({
    type: z.literal('deposit'),
    per_baht: z.number().positive().max(10_000_000),
    votes: z.number().int().min(1).max(1000),
  }),
]);
export type PollQuotaRule = z.infer<typeof pollQuotaRule>;

export const pollQuotaPeriod = z.enum(['day', 'poll']);
export const pollPrizeMode = z.enum(['none', 'per_winner', 'pool']);
/** upcoming: before opens_at · open · closed: no more votes · answered: the answer is confirmed. */
export const pollPhase = z.enum(['upcoming', 'open', 'closed', 'answered']);
export type PollPhase = z.infer<typeof pollPhase>;

const pollChoice = z.object({ id: z.number().int(), label: z.string(), image: z.string() });
export type PollChoice = z.infer<typeof pollChoice>;

export const pollConfig = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  phase: pollPhase,
  opens_at: z.string(),
  closes_at: z.string(),
  choices: z.array(pollChoice),
  metadata: z.object({
    prize_mode: pollPrizeMode,
    /** Baht: each winner's prize (per_winner) or the pool (pool); 0 for none. */
    prize: z.number(),
    quota_period: pollQuotaPeriod,
    quota_rules: z.array(pollQuotaRule),
    /** A prediction poll: votes go to one choice per member, and the correct one wins. */
    prediction: z.boolean(),
  }),
  answer_choice_id: z.number().int().nullable(),
  server_time: z.string(),
});
export type PollConfig = z.infer<typeof pollConfig>;

export const pollStats = z.object({
  poll_id: z.number().int(),
  total: z.number().int(),
  choices: z.array(z.object({ choice_id: z.number().int(), votes: z.number().int(), percent: z.number() })),
});
export type PollStats = z.infer<typeof pollStats>;

export const pollWinners = z.object({
  poll_id: z.number().int(),
  answer_choice_id: z.number().int().nullable(),
  /** Masked usernames (xxx123), their correct votes and the baht paid. Empty until the answer is confirmed. */
  winners: z.array(z.object({ member: z.string(), votes: z.number().int(), amount: z.number() })),
  total_paid: z.number(),
});
export type PollWinners = z.infer<typeof pollWinners>;

export const pollQuota = z.object({
  poll_id: z.number().int(),
  period: pollQuotaPeriod,
  quota: z.number().int(),
  used: z.number().int(),
  remaining: z.number().int(),
  /** Baht deposited in the period (today for a daily quota). */
  deposited: z.number(),
  /** Baht still to deposit for the next vote from a deposit rule; null without one. */
  next_vote_deposit: z.number().nullable(),
  /** The choice this member's votes go to in a prediction poll, once they voted. */
  my_choice_id: z.number().int().nullable(),
});
export type PollQuota = z.infer<typeof pollQuota>;

export const pollQuotaCheck = pollQuota.extend({
  can_vote: z.boolean(),
  /** Why not, as a catalogue code (0 when the member may vote). */
  reason: z.number().int(),
});
export type PollQuotaCheck = z.infer<typeof pollQuotaCheck>;

export const pollSubmitAnswer = z.object({ vote_id: z.number().int(), quota: pollQuota });
export type PollSubmitAnswer = z.infer<typeof pollSubmitAnswer>;
