import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import type { ErrorName } from '@contract/errors';
import { AppError, fail } from '@server/http/app-error';
import { isRunning, moneyOf, type Campaign } from '../campaigns';
import { assertEligible } from '../eligibility';
import { bangkokDay } from '../periods';
import { assertNoOpenTurnover } from '../turnover';
import { DEPOSIT_CLAIM_HOURS, type ClaimableDeposit } from './deposits';

/** The campaign's own promotion settings (kept in `settings`: only this feature reads them). */
export const promotionSettings = (campaign: Campaign) => ({
  /** Satang; a deposit below it backs nothing. */
  minDeposit: Number(campaign.settings.min_deposit ?? 0) as Satang,
  depositHours: Number(campaign.settings.deposit_hours ?? DEPOSIT_CLAIM_HOURS),
});

/**
 * Only promotions that a member claims themself: a deposit promotion or a claim promotion paying money or giving
 * free bets in a Hub88 game (games/hub88/freebets.ts).
 */
export const assertClaimable = (campaign: Campaign) => {
  if (campaign.kind !== 'promotion') fail('REWARD_NOT_FOUND');
  if (campaign.trigger !== 'deposit' && campaign.trigger !== 'claim') fail('PROMO_NOT_CLAIMABLE');
  if (campaign.reward.type !== 'money' && campaign.reward.type !== 'freebets') fail('PROMO_NOT_CLAIMABLE');
};

/**
 * Satang the promotion gives on a deposit (0 basis for a claim promotion; none for free bets); refuses a deposit
 * under the minimum.
 */
export const promotionAmount = (campaign: Campaign, deposit: ClaimableDeposit | null): Satang => {
  if (campaign.trigger === 'deposit') {
    if (!deposit) return fail('PROMO_DEPOSIT_REQUIRED');
    if (deposit.amount < promotionSettings(campaign).minDeposit) fail('PROMO_DEPOSIT_TOO_SMALL');
  }
  // Free bets move no money at the claim (their winnings are paid when Hub88 reports them).
  if (campaign.reward.type === 'freebets') return 0 as Satang;
  const amount = moneyOf(campaign.reward, deposit?.amount ?? 0);
  return amount > 0 ? (amount as Satang) : fail('PROMO_NOT_CLAIMABLE');
};

/**
 * Why a member could not claim the campaign now (an error name), or null: the same checks as the claim, read
 * only, for the list's "may I claim" answer. `deposit` is the deposit the claim would use (the newest unused).
 */
export const refusalOf = async (
  q: Queryable,
  campaign: Campaign,
  memberId: number,
  now: Date,
  deposit: ClaimableDeposit | null,
): Promise<ErrorName | null> => {
  try {
    assertClaimable(campaign);
    if (!isRunning(campaign, now)) fail('REWARD_NOT_ACTIVE');
    const { rows } = await q.query<{ total: string; today: string }>(
      `SELECT count(*) AS total, count(*) FILTER (WHERE award_day = $3) AS today
         FROM reward_awards WHERE campaign_id = $1 AND member_id = $2`,
      [campaign.id, memberId, bangkokDay(now)],
    );
    const counts = rows[0] ?? { total: '0', today: '0' };
    if (campaign.perMemberLimit !== null && Number(counts.total) >= campaign.perMemberLimit)
      fail('REWARD_MEMBER_LIMIT');
    if (campaign.perDayLimit !== null && Number(counts.today) >= campaign.perDayLimit)
      fail('REWARD_DAY_LIMIT');
    // A claim promotion without limits is once per member (claim.ts keys it 'once').
    const once =
      campaign.trigger === 'claim' && campaign.perMemberLimit === null && campaign.perDayLimit === null;
    if (once && Number(counts.total) >= 1) fail('REWARD_MEMBER_LIMIT');
    if (campaign.totalLimit !== null && campaign.awardedCount >= campaign.totalLimit) fail('REWARD_SOLD_OUT');
    const amount = promotionAmount(campaign, deposit);
    if (campaign.budget !== null && campaign.awardedAmount + amount > campaign.budget)
      fail('REWARD_BUDGET_SPENT');
    await assertEligible(q, memberId, campaign.eligibility, now, { depositId: deposit?.id });
    await assertNoOpenTurnover(q, campaign, memberId, now);
    return null;
  } catch (error) {
    if (error instanceof AppError) return error.reason;
    throw error;
  }
};
