import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { findCampaign, freebetsOf, type Campaign } from '../campaigns';
import { assertEligible } from '../eligibility';
import { grantAward, type Award } from '../grant';
import { assertClaimable, promotionAmount, promotionSettings } from './claim-rules';
import { claimableDeposits, takeDeposit, type ClaimableDeposit } from './deposits';

export type ClaimInput = {
  agentId: number;
  memberId: number;
  campaignId: number;
  depositId?: number;
  /** The member's idempotency key: a claim promotion's retry answers the first award. */
  requestId: string;
  acceptTerms: boolean;
  now: Date;
};

/**
 * The period of a claim: a deposit promotion's is its deposit; a claim promotion limited to one per member (or
 * without any limit) is 'once'; one that may be claimed again is keyed by the request, under its limits.
 */
const periodOf = (campaign: Campaign, deposit: ClaimableDeposit | null, requestId: string) => {
  if (deposit) return `deposit:${deposit.id}`;
  if (campaign.perMemberLimit === 1 || (campaign.perMemberLimit === null && campaign.perDayLimit === null))
    return 'once';
  return `claim:${requestId}`;
};

/**
 * A member claims a promotion, exactly once per period (grantAward): the terms must be accepted, a deposit
 * promotion names one of the member's own recent deposits that backs no other promotion, the member must be
 * eligible, and with the agent's default no other turnover award may be open (grantAward checks it under the
 * member's turnover lock). The deposit is taken inside the award's transaction.
 */
export const claimPromotion = async (db: Db, input: ClaimInput): Promise<Award> => {
  if (!input.acceptTerms) fail('PROMO_TERMS_REQUIRED');
  const campaign = await findCampaign(db, input.agentId, input.campaignId);
  if (!campaign) return fail('REWARD_NOT_FOUND');
  assertClaimable(campaign);
  let deposit: ClaimableDeposit | null = null;
  if (campaign.trigger === 'deposit') {
    if (input.depositId === undefined) return fail('PROMO_DEPOSIT_REQUIRED');
    const since = new Date(input.now.getTime() - promotionSettings(campaign).depositHours * 3_600_000);
    deposit =
      (await claimableDeposits(db, input.memberId, since, { transferId: input.depositId }))[0] ?? null;
    if (!deposit) return fail('PROMO_DEPOSIT_INVALID');
    // Taken by this campaign: a replay, answered by grantAward. Taken by another: refused (raced: in `check`).
    if (deposit.takenBy !== null && deposit.takenBy !== campaign.id) fail('PROMO_DEPOSIT_USED');
  }
  const amount = promotionAmount(campaign, deposit);
  return grantAward(db, {
    agentId: input.agentId,
    campaignId: campaign.id,
    memberId: input.memberId,
    periodKey: periodOf(campaign, deposit, input.requestId),
    amount,
    walletTypeId: campaign.reward.type === 'money' ? campaign.reward.wallet_type_id : undefined,
    freebets: freebetsOf(campaign.reward),
    basis: deposit?.amount,
    description: `โบนัสโปรโมชั่น ${campaign.name}`,
    meta: deposit ? { deposit_transfer_id: deposit.id } : {},
    now: input.now,
    check: async (q, locked) => {
      await assertEligible(q, input.memberId, locked.eligibility, input.now, { depositId: deposit?.id });
      if (deposit && !(await takeDeposit(q, deposit.id, locked.id, input.memberId)))
        fail('PROMO_DEPOSIT_USED');
    },
  });
};
