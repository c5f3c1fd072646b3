import { errorCatalogue, type ErrorName } from '@contract/errors';
import { toBaht } from '@contract/money';
import type { MemberPromotionItem, PromotionItem } from '@contract/rewards/promotion';
import type { Campaign } from '@server/rewards';
import { promotionSettings } from '@server/rewards/promotions/claim-rules';
import { stateOf, type MemberPromotion } from '@server/rewards/promotions/listing';

/** A promotion as members see it (baht, percent), with the member's claim answer when there is one. */
export const toPromotionItem = (
  c: Campaign,
  now: Date,
  refusal: ErrorName | null | undefined,
): PromotionItem => ({
  id: c.id,
  name: c.name,
  description: c.description,
  terms: c.terms,
  image: c.image,
  trigger: c.trigger,
  state: stateOf(c, now),
  reward:
    c.reward.type === 'money'
      ? {
          wallet_type_id: c.reward.wallet_type_id,
          amount: toBaht(c.reward.amount ?? 0),
          percent: (c.reward.percent_bp ?? 0) / 100,
          max_amount: c.reward.max_amount ? toBaht(c.reward.max_amount) : null,
        }
      : null,
  freebets:
    c.reward.type === 'freebets'
      ? {
          bet_count: c.reward.bet_count,
          bet_value: toBaht(c.reward.bet_value),
          valid_days: c.reward.valid_days,
        }
      : null,
  turnover_multiplier: c.turnoverMultiplier,
  turnover_includes_deposit: c.turnoverIncludesDeposit,
  turnover_categories: c.turnoverCategories,
  min_deposit: toBaht(promotionSettings(c).minDeposit),
  starts_at: c.startsAt?.toISOString() ?? null,
  ends_at: c.endsAt?.toISOString() ?? null,
  claimable: refusal === undefined ? null : refusal === null,
  refusal: refusal ? errorCatalogue[refusal].message : null,
  refusal_code: refusal ? errorCatalogue[refusal].code : null,
});

export const toMemberPromotion = (p: MemberPromotion): MemberPromotionItem => ({
  award_id: p.awardId,
  campaign_id: p.campaignId,
  name: p.name,
  description: p.description,
  amount: toBaht(p.amount),
  wallet_type_id: p.walletTypeId,
  freebets: p.freebets,
  created_at: p.createdAt.toISOString(),
  turnover: {
    status: p.turnover.status,
    required: toBaht(p.turnover.required),
    progress: toBaht(p.turnover.progress),
    owed: toBaht(p.turnover.owed),
  },
  can_convert: p.canConvert,
});
