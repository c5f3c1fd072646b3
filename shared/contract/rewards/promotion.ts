import { z } from 'zod';
import { bahtSchema, idString, isoDate } from '../common';

/**
 * Promotions and coupons (issue 13; SPEC §2 /promotions, /member/promotions, /member/coupon). Money crosses as
 * baht; a percent as a number of percent (50 = 50 %).
 */

const promotionReward = z.object({
  wallet_type_id: z.number().int(),
  /** Fixed baht given (0 when only a percentage). */
  amount: bahtSchema,
  /** Percent of the deposit (0 when fixed). */
  percent: z.number(),
  /** Cap in baht, or null. */
  max_amount: bahtSchema.nullable(),
});

const promotionItem = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  terms: z.string(),
  image: z.string(),
  trigger: z.enum(['deposit', 'claim', 'turnover', 'login_streak', 'code', 'job']),
  state: z.enum(['running', 'scheduled', 'paused', 'ended']),
  reward: promotionReward.nullable(),
  /** Free bets in a Hub88 game the promotion gives instead of money (how many, baht each, days valid), or null. */
  freebets: z
    .object({ bet_count: z.number().int(), bet_value: bahtSchema, valid_days: z.number().int() })
    .nullable(),
  turnover_multiplier: z.number(),
  turnover_includes_deposit: z.boolean(),
  turnover_categories: z.array(z.string()),
  min_deposit: bahtSchema,
  starts_at: isoDate.nullable(),
  ends_at: isoDate.nullable(),
  /** For a signed-in member on the running list: may claim now; null for guests and on the full list. */
  claimable: z.boolean().nullable(),
  /** Why not (Thai), when `claimable` is false. */
  refusal: z.string().nullable(),
  refusal_code: z.number().int().nullable(),
});
export type PromotionItem = z.infer<typeof promotionItem>;
export const promotionList = z.object({ items: z.array(promotionItem) });
export type PromotionList = z.infer<typeof promotionList>;

/** A recent deposit of the member that backs no promotion yet (`id`: its ledger transfer). */
const promotionDeposit = z.object({ id: z.number().int(), amount: bahtSchema, created_at: isoDate });
export const promotionDeposits = z.object({ items: z.array(promotionDeposit) });

export const promotionClaimBody = z.object({
  campaign_id: z.number().int().positive(),
  /** The deposit (ledger transfer id from /api/promotion/deposits) a deposit promotion applies to. */
  deposit_id: z.number().int().positive().optional(),
  request_id: z.string().min(8).max(64),
  /** The member read the terms: refused (PROMO_TERMS_REQUIRED) without it. */
  accept_terms: z.boolean().optional(),
});
export type PromotionClaimBody = z.infer<typeof promotionClaimBody>;

export const promotionClaimAnswer = z.object({
  award_id: z.number().int(),
  amount: bahtSchema,
  wallet_type_id: z.number().int().nullable(),
  turnover_required: bahtSchema,
  description: z.string(),
  replayed: z.boolean(),
});
export type PromotionClaimAnswer = z.infer<typeof promotionClaimAnswer>;

const memberPromotionItem = z.object({
  award_id: z.number().int(),
  campaign_id: z.number().int(),
  name: z.string(),
  description: z.string(),
  amount: bahtSchema,
  wallet_type_id: z.number().int().nullable(),
  /**
   * The award gave free bets in a Hub88 game (GET /api/member/freebets), not money: `amount` is 0. False when
   * absent (a server from before the field, during a rolling deploy).
   */
  freebets: z.boolean().default(false),
  created_at: isoDate,
  turnover: z.object({
    status: z.enum(['none', 'active', 'met', 'void']),
    required: bahtSchema,
    progress: bahtSchema,
    owed: bahtSchema,
  }),
  can_convert: z.boolean(),
});
export type MemberPromotionItem = z.infer<typeof memberPromotionItem>;
export const memberPromotions = z.object({ items: z.array(memberPromotionItem) });
export type MemberPromotions = z.infer<typeof memberPromotions>;

export const couponRedeemBody = z.object({ code: idString.min(1) });
export const couponRedeemAnswer = z.object({
  code: z.string(),
  description: z.string(),
  amount: bahtSchema,
  points: z.number().int(),
  spins: z.number().int(),
  wallet_type_id: z.number().int().nullable(),
  /** This member had redeemed the code before: nothing more was given. */
  replayed: z.boolean(),
});
export type CouponRedeemAnswer = z.infer<typeof couponRedeemAnswer>;

const couponHistoryItem = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  amount: bahtSchema,
  points: z.number().int(),
  spins: z.number().int(),
  created_at: isoDate,
});
export const couponHistory = z.object({ items: z.array(couponHistoryItem) });
