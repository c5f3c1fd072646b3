import { z } from 'zod';

/**
 * Quests (SPEC §7 "Member, quests, points"; issue 13): daily and weekly tasks with live progress, paid once per
 * period. Money crosses as baht; a count task (rounds, days) crosses as a count.
 */

export const questPeriod = z.enum(['daily', 'weekly']);
export type QuestPeriod = z.infer<typeof questPeriod>;

/** deposit X baht · stake Y baht (in a category) · play a game N rounds · log in N days running. */
export const questTaskType = z.enum(['deposit', 'stake', 'play_game', 'login_streak']);

export const questCategory = z.enum(['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto']);

const questReward = z.object({
  type: z.enum(['credit', 'points', 'freebets']),
  /** Free bets in a Hub88 game (type 'freebets'): how many, baht each, days valid; null otherwise. */
  freebets: z
    .object({ bet_count: z.number().int(), bet_value: z.number(), valid_days: z.number().int() })
    .nullable(),
  /** Free credit in baht (0 for points). */
  amount: z.number(),
  points: z.number().int(),
  /** The wallet the credit goes to (3: free credit), null for points. */
  wallet_type_id: z.number().int().nullable(),
  /** How many times the credit must be staked before it can leave its wallet (0: none). */
  turnover_multiplier: z.number(),
});
export type QuestReward = z.infer<typeof questReward>;

const questItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  image: z.string(),
  period: questPeriod,
  task: z.object({
    type: questTaskType,
    category: questCategory.nullable(),
    game_code: z.string().nullable(),
  }),
  /** Progress and target: baht for deposit and stake, rounds for play_game, days for login_streak. */
  current: z.number(),
  target: z.number(),
  done: z.boolean(),
  claimed: z.boolean(),
  reward: questReward,
  /** The award's period: the Bangkok day, or `week:<monday>`. */
  period_key: z.string(),
  ends_at: z.string(),
  seconds_left: z.number().int(),
});
export type QuestItem = z.infer<typeof questItem>;

export const questList = z.object({
  items: z.array(questItem),
  /** Consecutive Bangkok days with a check-in, ending today. */
  streak: z.number().int(),
  server_time: z.string(),
});
export type QuestList = z.infer<typeof questList>;

export const questRedeemBody = z.object({
  quest_id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});

export const questRedeemAnswer = z.object({
  quest_id: z.number().int(),
  period_key: z.string(),
  amount: z.number(),
  points: z.number().int(),
  wallet_type_id: z.number().int().nullable(),
  turnover_required: z.number(),
  description: z.string(),
  /** Free bets granted (shown in the member's free-bet list), 0 for credit or points. */
  freebets: z.number().int(),
});
export type QuestRedeemAnswer = z.infer<typeof questRedeemAnswer>;

/** A member event quests count; only the daily check-in for now. */
export const questEventBody = z.object({ type: z.literal('checkin') });
