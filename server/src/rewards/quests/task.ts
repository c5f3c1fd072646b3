import { z } from 'zod';
import { questCategory, questPeriod, type QuestPeriod } from '@contract/rewards/quest';
import { fail } from '@server/http/app-error';
import type { Campaign } from '../campaigns';
import { bangkokDay, bangkokWeek, periodBounds } from '../periods';

/**
 * A quest's task as stored in its campaign's `settings` ({ period, task }). `target` is satang for deposit and
 * stake, rounds for play_game, days for login_streak.
 */
export const questSettings = z.object({
  period: questPeriod,
  task: z.discriminatedUnion('type', [
    z.object({ type: z.literal('deposit'), target: z.number().int().positive() }),
    z.object({
      type: z.literal('stake'),
      target: z.number().int().positive(),
      // No category: stakes in every category count.
      category: questCategory.nullable().default(null),
    }),
    z.object({
      type: z.literal('play_game'),
      target: z.number().int().positive().max(100_000),
      game_code: z.string().min(1).max(100),
    }),
    z.object({ type: z.literal('login_streak'), target: z.number().int().min(1).max(60) }),
  ]),
});
export type QuestSettings = z.infer<typeof questSettings>;
export type QuestTask = QuestSettings['task'];

/** The quest's settings, or QUEST_INVALID: a campaign saved by hand with a broken task is refused, not paid. */
export const settingsOf = (campaign: Campaign): QuestSettings => {
  const parsed = questSettings.safeParse(campaign.settings);
  return parsed.success ? parsed.data : fail('QUEST_INVALID');
};

export type QuestPeriodWindow = {
  /** The award's period key: the Bangkok day, or `week:<monday>`. */
  key: string;
  /** The first Bangkok day of the period. */
  firstDay: string;
  today: string;
  start: Date;
  end: Date;
  /** The business clock's now: play counts once it stands (a lotto bill from its round's close). */
  now: Date;
};

/** The Bangkok day or week (Monday to Sunday) that `now` falls in. */
export const periodOf = (period: QuestPeriod, now: Date): QuestPeriodWindow => {
  const today = bangkokDay(now);
  if (period === 'daily') return { key: today, firstDay: today, today, now, ...periodBounds(today, 1) };
  const monday = bangkokWeek(now);
  return { key: `week:${monday}`, firstDay: monday, today, now, ...periodBounds(monday, 7) };
};
