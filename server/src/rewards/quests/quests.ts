import { toBaht, type Satang } from '@contract/money';
import type { QuestItem, QuestList, QuestReward } from '@contract/rewards/quest';
import type { Queryable } from '@server/db/db';
import { freebetsOf, moneyOf, runningCampaigns, type Campaign } from '../campaigns';
import { checkinStreak } from './checkins';
import { taskProgress } from './progress';
import { periodOf, settingsOf, type QuestSettings } from './task';

/** Free credit goes to the free-credit wallet unless the campaign names another. */
export const FREE_CREDIT_WALLET = 3;

/** What completing the quest gives, as the member sees it and as the award pays it. */
export const rewardOf = (campaign: Campaign) => {
  const rule = campaign.reward;
  const amount = moneyOf(rule) as Satang;
  const walletTypeId = rule.type === 'money' ? (rule.wallet_type_id ?? FREE_CREDIT_WALLET) : null;
  const points = rule.type === 'points' ? rule.points : 0;
  // Free bets in a Hub88 game (games/hub88/freebets.ts): granted with the award, their winnings paid later.
  const freebets = freebetsOf(rule);
  return { amount, walletTypeId, points, freebets };
};

const rewardView = (campaign: Campaign): QuestReward => {
  const { amount, walletTypeId, points, freebets } = rewardOf(campaign);
  return {
    type: freebets ? 'freebets' : amount > 0 ? 'credit' : 'points',
    freebets: freebets
      ? {
          bet_count: freebets.betCount,
          bet_value: toBaht(freebets.betValue as Satang),
          valid_days: freebets.validDays,
        }
      : null,
    amount: toBaht(amount),
    points,
    wallet_type_id: amount > 0 ? walletTypeId : null,
    turnover_multiplier: amount > 0 || freebets ? campaign.turnoverMultiplier : 0,
  };
};

/** Money tasks cross the API in baht; count tasks (rounds, days) as counts. */
const inUnit = (settings: QuestSettings, value: number) =>
  settings.task.type === 'deposit' || settings.task.type === 'stake' ? toBaht(value as Satang) : value;

/** Running quests whose settings are readable: a broken one is left out of the list rather than failing it. */
const readableQuests = (campaigns: Campaign[]) =>
  campaigns.flatMap((campaign) => {
    try {
      return [{ campaign, settings: settingsOf(campaign) }];
    } catch {
      return [];
    }
  });

/** The member's running quests of the current day or week, with live progress and whether each was claimed. */
export const memberQuests = async (
  q: Queryable,
  member: { id: number; agentId: number },
  now: Date,
): Promise<QuestList> => {
  const quests = readableQuests(await runningCampaigns(q, member.agentId, 'quest', now));
  const keys = quests.map(({ campaign, settings }) => [campaign.id, periodOf(settings.period, now).key]);
  const { rows: claimedRows } = await q.query<{ campaign_id: string; period_key: string }>(
    `SELECT campaign_id, period_key FROM reward_awards
      WHERE member_id = $1 AND campaign_id = ANY($2::bigint[]) AND period_key = ANY($3::text[])`,
    [member.id, keys.map(([id]) => id), keys.map(([, key]) => key)],
  );
  const claimed = new Set(claimedRows.map((row) => `${row.campaign_id}:${row.period_key}`));
  const items: QuestItem[] = [];
  for (const { campaign, settings } of quests) {
    const period = periodOf(settings.period, now);
    const current = Math.min(await taskProgress(q, member.id, settings.task, period), settings.task.target);
    items.push({
      id: campaign.id,
      name: campaign.name,
      description: campaign.description,
      image: campaign.image,
      period: settings.period,
      task: {
        type: settings.task.type,
        category: settings.task.type === 'stake' ? settings.task.category : null,
        game_code: settings.task.type === 'play_game' ? settings.task.game_code : null,
      },
      current: inUnit(settings, current),
      target: inUnit(settings, settings.task.target),
      done: current >= settings.task.target,
      claimed: claimed.has(`${campaign.id}:${period.key}`),
      reward: rewardView(campaign),
      period_key: period.key,
      ends_at: period.end.toISOString(),
      seconds_left: Math.max(0, Math.floor((period.end.getTime() - now.getTime()) / 1000)),
    });
  }
  const today = periodOf('daily', now).today;
  return {
    items,
    streak: await checkinStreak(q, member.id, today, { limit: 60 }),
    server_time: now.toISOString(),
  };
};
