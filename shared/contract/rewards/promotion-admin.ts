import { z } from 'zod';
import { bahtSchema, isoDate, longText, shortText } from '../common';

/**
 * The back office of promotions and coupons (issue 13; /admin/promotions). Money as baht, percent as percent.
 * One campaign shape for both kinds: a promotion is triggered by a deposit or a claim, a coupon by a code.
 */

const gameCategory = z.enum(['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto']);
const campaignKindParam = z.enum(['promotion', 'coupon']);

const adminEligibility = z.object({
  new_member_days: z.number().int().min(1).max(3650).optional(),
  vip_levels: z.array(z.number().int().min(0).max(100)).max(100).optional(),
  first_deposit: z.boolean().optional(),
  deposited_today: z.boolean().optional(),
  member_ids: z.array(z.number().int().positive()).max(10_000).optional(),
});

const adminReward = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('money'),
    wallet_type_id: z.number().int().min(1).max(3),
    amount: bahtSchema.min(0).max(10_000_000),
    percent: z.number().min(0).max(1000),
    max_amount: bahtSchema.min(0).max(10_000_000).nullable(),
  }),
  z.object({ type: z.literal('points'), points: z.number().int().min(1).max(10_000_000) }),
  z.object({ type: z.literal('spins'), spins: z.number().int().min(1).max(1000) }),
  /** Free bets in one Hub88 game (server/src/games/hub88/README.md, "Free bets"): count, baht each, days valid. */
  z.object({
    type: z.literal('freebets'),
    game_code: z.string().regex(/^[a-z0-9_-]{1,100}$/),
    bet_count: z.number().int().min(1).max(1000),
    bet_value: bahtSchema.positive().max(100_000),
    valid_days: z.number().int().min(1).max(90),
    /** A Hub88 prepaid of the game ("Prepaids"): the count and value it fixes replace these at the save. */
    prepaid_uuid: z.string().min(1).max(64).nullish(),
  }),
]);

/** Every rule field of a campaign the back office edits. */
export const campaignInput = z.object({
  kind: campaignKindParam,
  name: z.string().trim().min(1).max(120),
  description: longText.default(''),
  terms: longText.default(''),
  image: shortText.default(''),
  status: z.enum(['draft', 'active', 'paused', 'ended']),
  starts_at: isoDate.nullable(),
  ends_at: isoDate.nullable(),
  eligibility: adminEligibility,
  trigger: z.enum(['deposit', 'claim', 'code']),
  reward: adminReward,
  turnover_multiplier: z.number().min(0).max(1000),
  turnover_includes_deposit: z.boolean(),
  turnover_categories: z.array(gameCategory).min(1),
  per_member_limit: z.number().int().positive().nullable(),
  per_day_limit: z.number().int().positive().nullable(),
  total_limit: z.number().int().positive().nullable(),
  budget: bahtSchema.positive().nullable(),
  /** Deposit promotions: the smallest deposit (baht) that backs one. */
  min_deposit: bahtSchema.min(0).default(0),
  sort: z.number().int().min(0).max(100_000).default(0),
});
export type CampaignInput = z.infer<typeof campaignInput>;

export const adminCampaign = campaignInput.extend({
  id: z.number().int(),
  awarded_count: z.number().int(),
  awarded_amount: bahtSchema,
  code_count: z.number().int(),
});
export type AdminCampaign = z.infer<typeof adminCampaign>;
export const adminCampaignList = z.object({ items: z.array(adminCampaign) });

export const campaignListQuery = z.object({ kind: campaignKindParam.default('promotion') });
export const campaignParams = z.object({ id: z.coerce.number().int().positive() });
export const campaignStatusBody = z.object({ status: z.enum(['draft', 'active', 'paused', 'ended']) });

export const rewardSettings = z.object({ allow_multiple_turnover: z.boolean() });
export type RewardSettings = z.infer<typeof rewardSettings>;

export const codeBatchBody = z
  .object({
    /** N random codes ... */
    count: z.number().int().min(1).max(5000).optional(),
    prefix: z
      .string()
      .max(8)
      .regex(/^[A-Za-z0-9]*$/)
      .optional(),
    /** ... or one code typed by staff (usually multi-use). */
    code: z
      .string()
      .min(4)
      .max(32)
      .regex(/^[A-Za-z0-9-]+$/)
      .optional(),
    max_uses: z.number().int().min(1).max(1_000_000).default(1),
    expires_at: isoDate.nullable().default(null),
  })
  .refine((b) => (b.count === undefined) !== (b.code === undefined), { message: 'count or code' });
export type CodeBatchBody = z.input<typeof codeBatchBody>;

const adminCouponCode = z.object({
  id: z.number().int(),
  code: z.string(),
  max_uses: z.number().int(),
  used_count: z.number().int(),
  expires_at: isoDate.nullable(),
  batch: z.string(),
  created_at: isoDate,
});
export type AdminCouponCode = z.infer<typeof adminCouponCode>;
export const adminCouponCodes = z.object({ items: z.array(adminCouponCode) });

const adminCouponUse = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  username: z.string(),
  code: z.string(),
  amount: bahtSchema,
  points: z.number().int(),
  spins: z.number().int(),
  created_at: isoDate,
});
export type AdminCouponUse = z.infer<typeof adminCouponUse>;
export const adminCouponUses = z.object({ items: z.array(adminCouponUse) });
