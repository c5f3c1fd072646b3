import { z } from 'zod';
import { shopItemType } from './points';

/** Back office of points (admin /points): the earning rule, the expiry period, shop items, redemptions. */
const categories = z.array(z.enum(['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'])).min(1);

export const pointsSetup = z.object({
  campaign_id: z.number().int().nullable(),
  active: z.boolean(),
  /** `points` for every `per_baht` baht staked in `categories` in a Bangkok day. */
  per_baht: z.number().int(),
  points: z.number().int(),
  categories: z.array(z.string()),
  /** 0: points never expire. */
  expiry_days: z.number().int(),
});
export type PointsSetup = z.infer<typeof pointsSetup>;

export const pointsSetupInput = z.object({
  active: z.boolean(),
  per_baht: z.number().int().min(1).max(1_000_000),
  points: z.number().int().min(1).max(1_000_000),
  categories,
  expiry_days: z.number().int().min(0).max(3650),
});
export type PointsSetupInput = z.infer<typeof pointsSetupInput>;

const baht = z.number().min(0.01).max(10_000_000);

/** A freebets item's grant (its count is `amount`): the Hub88 game, baht each, days; or a Hub88 prepaid of it. */
const adminFreebetInput = z.object({
  game_code: z.string().regex(/^[a-z0-9_-]{1,100}$/),
  bet_value: z.number().min(0.01).max(100_000),
  valid_days: z.number().int().min(1).max(90).default(7),
  /** A prepaid of the game (GET /api/admin/rewards/freebet-prepaids): the count and value it fixes win. */
  prepaid_uuid: z.string().min(1).max(64).nullable().default(null),
});

export const adminItemInput = z
  .object({
    name: z.string().trim().min(1).max(120),
    image: z.string().max(500).default(''),
    description: z.string().max(2000).default(''),
    cost: z.number().int().min(1).max(100_000_000),
    type: shopItemType,
    /** credit: baht per unit; wheel_spins and free_spins: spins per unit. */
    amount: baht,
    wallet_type_id: z.number().int().min(1).max(3).nullable().default(null),
    /** free_spins: baht per spin. */
    spin_value: baht.nullable().default(null),
    stock: z.number().int().min(0).max(10_000_000).nullable().default(null),
    per_member_limit: z.number().int().min(1).max(100_000).nullable().default(null),
    active: z.boolean().default(true),
    sort: z.number().int().min(0).max(100_000).default(0),
    turnover_multiplier: z.number().min(0).max(1000).default(0),
    freebet: adminFreebetInput.nullable().default(null),
  })
  .refine((v) => v.type === 'credit' || Number.isInteger(v.amount), { message: 'จำนวนครั้งต้องเป็นจำนวนเต็ม' })
  .refine((v) => (v.type === 'freebets') === (v.freebet !== null), { message: 'ฟรีเบทต้องเลือกเกม' })
  .refine((v) => v.type !== 'freebets' || v.amount <= 1000, { message: 'ฟรีเบทได้ไม่เกิน 1,000 ครั้ง' });
export type AdminItemInput = z.infer<typeof adminItemInput>;

export const adminItem = z.object({
  id: z.number().int(),
  campaign_id: z.number().int(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  cost: z.number().int(),
  type: shopItemType,
  amount: z.number(),
  wallet_type_id: z.number().int().nullable(),
  spin_value: z.number().nullable(),
  stock: z.number().int().nullable(),
  per_member_limit: z.number().int().nullable(),
  active: z.boolean(),
  sort: z.number().int(),
  turnover_multiplier: z.number(),
  freebet: z
    .object({
      game_code: z.string(),
      game_name: z.string(),
      bet_value: z.number(),
      valid_days: z.number().int(),
      prepaid_uuid: z.string().nullable(),
      available: z.boolean(),
    })
    .nullable(),
});
export type AdminItem = z.infer<typeof adminItem>;
export const adminItems = z.object({ items: z.array(adminItem) });

export const adminItemParams = z.object({ id: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER) });

const adminRedemption = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  username: z.string(),
  item_name: z.string(),
  quantity: z.number().int(),
  points: z.number().int(),
  description: z.string(),
  created_at: z.string(),
});
export type AdminRedemption = z.infer<typeof adminRedemption>;
export const adminRedemptions = z.object({ items: z.array(adminRedemption) });
