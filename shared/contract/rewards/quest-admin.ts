import { z } from 'zod';
import { freebetReward } from '../games/hub88-freebets';
import { questCategory, questPeriod, questTaskType } from './quest';

/**
 * Quests in the back office (/admin/quests): a quest is a reward campaign of kind 'quest' whose task is in its
 * settings. Money crosses as baht; a task's target is baht for deposit and stake, rounds or days otherwise.
 */

const name = z.string().trim().min(1).max(120);
const baht = z.number().finite().min(0).max(10_000_000);
const isoTime = z.string().max(40).datetime({ offset: true });

export const questAdminInput = z.object({
  name,
  description: z.string().max(2000).default(''),
  image: z.string().max(500).default(''),
  status: z.enum(['draft', 'active', 'paused', 'ended']).default('active'),
  period: questPeriod,
  task: z.object({
    type: questTaskType,
    target: z.number().finite().positive().max(10_000_000),
    category: questCategory.nullable().default(null),
    game_code: z.string().trim().max(100).nullable().default(null),
  }),
  reward: z.object({
    type: z.enum(['credit', 'points', 'freebets']),
    amount: baht.default(0),
    points: z.number().int().min(0).max(10_000_000).default(0),
    // Free credit (3) unless the agent pays quests to the promotion wallet (2).
    wallet_type_id: z.union([z.literal(2), z.literal(3)]).default(3),
    /** Free bets in a Hub88 game (type 'freebets'): their winnings carry the quest's turnover. */
    freebets: freebetReward.nullable().default(null),
  }),
  turnover_multiplier: z.number().min(0).max(1000).default(0),
  turnover_categories: z.array(questCategory).min(1).max(6).default(['slot', 'freespin']),
  total_limit: z.number().int().positive().max(100_000_000).nullable().default(null),
  budget: z.number().finite().positive().max(100_000_000).nullable().default(null),
  starts_at: isoTime.nullable().default(null),
  ends_at: isoTime.nullable().default(null),
  sort: z.number().int().min(-1000).max(1000).default(0),
});
export type QuestAdminInput = z.infer<typeof questAdminInput>;
export type QuestAdminInputDraft = z.input<typeof questAdminInput>;

export const questAdminItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  status: z.enum(['draft', 'active', 'paused', 'ended']),
  period: questPeriod,
  task: z.object({
    type: questTaskType,
    target: z.number(),
    category: questCategory.nullable(),
    game_code: z.string().nullable(),
  }),
  reward: z.object({
    type: z.enum(['credit', 'points', 'freebets']),
    amount: z.number(),
    points: z.number().int(),
    wallet_type_id: z.number().int(),
    freebets: freebetReward.nullable(),
  }),
  turnover_multiplier: z.number(),
  turnover_categories: z.array(questCategory),
  total_limit: z.number().int().nullable(),
  budget: z.number().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  sort: z.number().int(),
  awarded_count: z.number().int(),
  awarded_amount: z.number(),
  /** The current period (day or `week:<monday>`): members who have completed it, and who claimed today. */
  period_key: z.string(),
  completed: z.number().int(),
  claimed_today: z.number().int(),
});
export type QuestAdminItem = z.infer<typeof questAdminItem>;

export const questAdminList = z.object({ items: z.array(questAdminItem) });
export type QuestAdminList = z.infer<typeof questAdminList>;

export const questAdminParams = z.object({
  id: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1),
});
export const questStatusBody = z.object({ status: z.enum(['active', 'paused', 'ended']) });
