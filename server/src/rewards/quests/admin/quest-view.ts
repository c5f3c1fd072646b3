import { toBaht, type Satang } from '@contract/money';
import type { QuestAdminItem } from '@contract/rewards/quest-admin';
import type { Queryable } from '@server/db/db';
import { CAMPAIGN_COLUMNS, campaignOf, type Campaign } from '@server/rewards/campaigns';
import { addDays } from '@server/rewards/periods';
import { FREE_CREDIT_WALLET, rewardOf } from '@server/rewards/quests/quests';
import {
  periodOf,
  questSettings,
  type QuestPeriodWindow,
  type QuestSettings,
} from '@server/rewards/quests/task';

const isMoneyTask = (type: string) => type === 'deposit' || type === 'stake';

/**
 * Members of the agent who have completed the task in the current period, counted in one statement per quest
 * from the same records as the member's progress (quest progress.ts), so the two cannot disagree.
 */
const completedCount = async (
  q: Queryable,
  agentId: number,
  { task }: QuestSettings,
  period: QuestPeriodWindow,
): Promise<number> => {
  const { start, end, now } = period;
  let sql: string;
  let params: unknown[];
  switch (task.type) {
    case 'deposit':
      sql = `SELECT a.member_id FROM ledger_entries e
               JOIN ledger_accounts a ON a.id = e.account_id JOIN members m ON m.id = a.member_id
              WHERE m.agent_id = $1 AND a.owner = 'member' AND a.asset = 'thb' AND e.kind = 'deposit'
                AND e.amount > 0 AND e.created_at >= $2 AND e.created_at < $3
              GROUP BY a.member_id HAVING sum(e.amount) >= $4`;
      params = [agentId, start, end, task.target];
      break;
    case 'stake':
      sql = `SELECT p.member_id FROM member_play p JOIN members m ON m.id = p.member_id
              WHERE m.agent_id = $1 AND ($5::text IS NULL OR p.category = $5)
                AND p.counted_at >= $2 AND p.counted_at < $3 AND p.counted_at <= $6
              GROUP BY p.member_id HAVING sum(p.stake) >= $4`;
      params = [agentId, start, end, task.target, task.category, now];
      break;
    case 'play_game':
      sql = `SELECT s.member_id FROM seamless_transactions s JOIN members m ON m.id = s.member_id
              WHERE m.agent_id = $1 AND s.game_code = $5 AND s.kind = 'bet' AND s.status = 'done'
                AND s.created_at >= $2 AND s.created_at < $3
              GROUP BY s.member_id HAVING count(DISTINCT s.round_id) >= $4`;
      params = [agentId, start, end, task.target, task.game_code];
      break;
    case 'login_streak': {
      // N check-ins in the N days ending today are N consecutive days (one row per day at most).
      const from = addDays(period.today, -(task.target - 1));
      const first = period.key.startsWith('week:') && period.firstDay > from ? period.firstDay : from;
      sql = `SELECT c.member_id FROM quest_checkins c JOIN members m ON m.id = c.member_id
              WHERE m.agent_id = $1 AND c.day BETWEEN $2::date AND $3::date
              GROUP BY c.member_id HAVING count(*) >= $4`;
      params = [agentId, first, period.today, task.target];
      break;
    }
  }
  const { rows } = await q.query<{ n: string }>(`SELECT count(*) AS n FROM (${sql}) done`, params);
  return Number(rows[0]?.n ?? 0);
};

/** One quest as the back office edits it: baht at the edge, the task's target in its unit. */
const adminItemOf = (
  campaign: Campaign,
  settings: QuestSettings,
  stats: { periodKey: string; completed: number; claimedToday: number },
): QuestAdminItem => {
  const { amount, walletTypeId, points, freebets } = rewardOf(campaign);
  const { task } = settings;
  return {
    id: campaign.id,
    name: campaign.name,
    description: campaign.description,
    image: campaign.image,
    status: campaign.status,
    period: settings.period,
    task: {
      type: task.type,
      target: isMoneyTask(task.type) ? toBaht(task.target as Satang) : task.target,
      category: task.type === 'stake' ? task.category : null,
      game_code: task.type === 'play_game' ? task.game_code : null,
    },
    reward: {
      type: freebets ? 'freebets' : amount > 0 ? 'credit' : 'points',
      amount: toBaht(amount),
      points,
      wallet_type_id: walletTypeId ?? FREE_CREDIT_WALLET,
      freebets: freebets
        ? {
            game_code: freebets.gameCode,
            bet_count: freebets.betCount,
            bet_value: toBaht(freebets.betValue as Satang),
            valid_days: freebets.validDays,
            prepaid_uuid: freebets.prepaidUuid ?? null,
          }
        : null,
    },
    turnover_multiplier: campaign.turnoverMultiplier,
    turnover_categories: campaign.turnoverCategories,
    total_limit: campaign.totalLimit,
    budget: campaign.budget === null ? null : toBaht(campaign.budget),
    starts_at: campaign.startsAt?.toISOString() ?? null,
    ends_at: campaign.endsAt?.toISOString() ?? null,
    sort: campaign.sort,
    awarded_count: campaign.awardedCount,
    awarded_amount: toBaht(campaign.awardedAmount),
    period_key: stats.periodKey,
    completed: stats.completed,
    claimed_today: stats.claimedToday,
  };
};

/** The agent's quests (every status), with who completed the current period and who claimed today. */
export const adminQuests = async (q: Queryable, agentId: number, now: Date): Promise<QuestAdminItem[]> => {
  const { rows } = await q.query<Parameters<typeof campaignOf>[0]>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM reward_campaigns WHERE agent_id = $1 AND kind = 'quest'
      ORDER BY status = 'active' DESC, sort, id DESC`,
    [agentId],
  );
  const campaigns = rows.map(campaignOf);
  const today = periodOf('daily', now).today;
  const { rows: claims } = await q.query<{ campaign_id: string; n: string }>(
    `SELECT campaign_id, count(*) AS n FROM reward_awards
      WHERE campaign_id = ANY($1::bigint[]) AND award_day = $2 GROUP BY campaign_id`,
    [campaigns.map((c) => c.id), today],
  );
  const claimed = new Map(claims.map((row) => [Number(row.campaign_id), Number(row.n)]));
  const items: QuestAdminItem[] = [];
  for (const campaign of campaigns) {
    const parsed = questSettings.safeParse(campaign.settings);
    // A quest saved by hand with broken settings is not listed for editing; the member never sees it either.
    if (!parsed.success) continue;
    const period = periodOf(parsed.data.period, now);
    items.push(
      adminItemOf(campaign, parsed.data, {
        periodKey: period.key,
        completed: await completedCount(q, agentId, parsed.data, period),
        claimedToday: claimed.get(campaign.id) ?? 0,
      }),
    );
  }
  return items;
};
