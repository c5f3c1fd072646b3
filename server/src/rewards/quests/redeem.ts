import { toBaht } from '@contract/money';
import type { QuestRedeemAnswer } from '@contract/rewards/quest';
import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { findCampaign } from '../campaigns';
import { assertEligible } from '../eligibility';
import { grantAward } from '../grant';
import { rewardOf } from './quests';
import { taskProgress } from './progress';
import { periodOf, settingsOf } from './task';

/**
 * Pays a completed quest once per period (the day, or `week:<monday>`) through grantAward. Completion and
 * eligibility are checked again inside the award's transaction, under the campaign's lock: parallel claims queue
 * there, the first pays, the others find its award and are told it was claimed.
 */
export const redeemQuest = async (
  db: Db,
  member: { id: number; agentId: number },
  questId: number,
  now: Date,
): Promise<QuestRedeemAnswer> => {
  const campaign = await findCampaign(db, member.agentId, questId);
  if (!campaign || campaign.kind !== 'quest') return fail('QUEST_NOT_FOUND');
  const settings = settingsOf(campaign);
  const period = periodOf(settings.period, now);
  const { amount, walletTypeId, points, freebets } = rewardOf(campaign);
  if (amount <= 0 && points <= 0 && !freebets) return fail('QUEST_INVALID');
  const award = await grantAward(db, {
    agentId: member.agentId,
    campaignId: campaign.id,
    memberId: member.id,
    periodKey: period.key,
    amount: amount > 0 ? amount : undefined,
    walletTypeId: amount > 0 ? (walletTypeId ?? undefined) : undefined,
    points: amount > 0 ? undefined : points,
    freebets,
    description: `รางวัลภารกิจ ${campaign.name}`,
    meta: { quest_period: period.key },
    now,
    check: async (q, locked) => {
      await assertEligible(q, member.id, locked.eligibility, now);
      const progress = await taskProgress(q, member.id, settings.task, period);
      if (progress < settings.task.target) fail('QUEST_NOT_COMPLETE');
    },
  });
  if (award.replayed) return fail('QUEST_ALREADY_CLAIMED');
  return {
    quest_id: campaign.id,
    period_key: award.periodKey,
    amount: toBaht(award.amount),
    points: award.points,
    wallet_type_id: award.walletTypeId,
    turnover_required: toBaht(award.turnoverRequired),
    description: award.description,
    freebets: freebets?.betCount ?? 0,
  };
};
