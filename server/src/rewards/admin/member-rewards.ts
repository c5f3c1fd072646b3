import type { MemberRewards, RewardKind } from '@contract/admin/rewards-report';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { memberAwards, turnoverRequirements } from '@server/rewards';

/**
 * A member's latest awards and open turnover requirements, for the back office's member page (support answers
 * "where is my bonus" and "why can't I withdraw" from it). Reading the requirements closes the ones met or spent,
 * as every reader of the engine does; it changes no money.
 */
export const memberRewards = async (q: Queryable, memberId: number, now: Date): Promise<MemberRewards> => {
  const [awards, open] = await Promise.all([
    memberAwards(q, memberId, { limit: 100 }),
    turnoverRequirements(q, memberId, now),
  ]);
  return {
    items: awards.map((a) => ({
      id: a.id,
      campaign_id: a.campaignId,
      campaign_name: a.campaignName,
      kind: a.kind as RewardKind,
      amount: toBaht(a.amount),
      points: a.points,
      spins: a.spins,
      turnover_required: toBaht(a.turnoverRequired),
      description: a.description,
      created_at: new Date(a.createdAt).toISOString(),
    })),
    turnover: open.map((item) => ({
      id: item.id,
      wallet_type_id: item.walletTypeId,
      wallet_name: item.walletName,
      description: item.description,
      required: toBaht(item.required),
      progress: toBaht(item.progress),
      owed: toBaht(item.owed),
      categories: item.categories,
      started_at: new Date(item.startedAt).toISOString(),
    })),
  };
};
