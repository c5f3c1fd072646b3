import { z } from 'zod';
import { imageLink, optionalLink } from '../admin/content';
import { pollPhase, pollPrizeMode, pollQuotaPeriod, pollQuotaRule } from './poll';

/** Polls in the back office (/admin/polls): create, edit, open, close, set and confirm the answer, winners. */

const instant = z.string().refine((v) => !Number.isNaN(Date.parse(v)), 'วันเวลาไม่ถูกต้อง');

export const pollAdminInput = z.object({
  title: z.string().trim().min(1).max(150),
  description: z.string().trim().max(2000).default(''),
  image: optionalLink.default(''),
  opens_at: instant,
  closes_at: instant,
  prize_mode: pollPrizeMode.default('none'),
  /** Baht: each winner's prize (per_winner) or the pool shared by correct votes (pool). */
  prize: z.number().min(0).max(10_000_000).default(0),
  quota_period: pollQuotaPeriod.default('day'),
  quota_rules: z.array(pollQuotaRule).min(1).max(5),
  /** Existing choices keep their id (votes point at it); a choice without id is new. */
  choices: z
    .array(
      z.object({
        id: z.number().int().positive().nullable().default(null),
        label: z.string().trim().min(1).max(100),
        image: z
          .string()
          .trim()
          .max(500)
          .default('')
          .refine((v) => v === '' || imageLink.safeParse(v).success, 'ลิงก์รูปไม่ถูกต้อง'),
      }),
    )
    .min(2)
    .max(20),
});
export type PollAdminInput = z.input<typeof pollAdminInput>;

export const pollAdminParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
export const pollStatusBody = z.object({ status: z.enum(['open', 'closed']) });
export const pollAnswerBody = z.object({ choice_id: z.number().int().positive() });
export const pollRejectBody = z.object({ reason: z.string().trim().min(1).max(500) });

export const pollAdminItem = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  status: z.enum(['draft', 'open', 'closed', 'answered']),
  phase: pollPhase,
  opens_at: z.string(),
  closes_at: z.string(),
  prize_mode: pollPrizeMode,
  prize: z.number(),
  quota_period: pollQuotaPeriod,
  quota_rules: z.array(pollQuotaRule),
  choices: z.array(
    z.object({ id: z.number().int(), label: z.string(), image: z.string(), votes: z.number().int() }),
  ),
  voters: z.number().int(),
  votes: z.number().int(),
  /** The answer waiting for its second pair of eyes: who set it (the confirm button is not theirs). */
  pending_answer: z
    .object({
      choice_id: z.number().int(),
      entered_by: z.number().int(),
      entered_by_name: z.string(),
      entered_at: z.string(),
    })
    .nullable(),
  answer_choice_id: z.number().int().nullable(),
  winners: z.number().int(),
  /** Baht paid to winners so far. */
  paid: z.number(),
  paid_at: z.string().nullable(),
});
export type PollAdminItem = z.infer<typeof pollAdminItem>;
export const pollAdminList = z.object({ items: z.array(pollAdminItem) });
export type PollAdminList = z.infer<typeof pollAdminList>;

export const pollAdminWinners = z.object({
  items: z.array(
    z.object({
      member_id: z.number().int(),
      username: z.string(),
      votes: z.number().int(),
      amount: z.number(),
      paid_at: z.string(),
    }),
  ),
});
export type PollAdminWinners = z.infer<typeof pollAdminWinners>;
