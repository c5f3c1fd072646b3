import { z } from 'zod';
import { wheelPrizeTypes } from './wheel';

/**
 * A slice's free bets (type 'freebets', `amount` their count): the Hub88 game by our code, baht each, days valid,
 * and the Hub88 prepaid they are created from when the console chose one (its fixed count and value win at the
 * save; server/src/games/hub88/README.md, "Free bets" and "Prepaids").
 */
const wheelFreebet = z.object({
  game_code: z.string().regex(/^[a-z0-9_-]{1,100}$/),
  bet_value: z.number().positive().max(100_000),
  valid_days: z.number().int().min(1).max(90),
  prepaid_uuid: z.string().min(1).max(64).nullish(),
});

/** The back office's wheel (rewards.view to read, rewards.manage to change). Money in baht, points as counts. */
const wheelPrizeInput = z
  .object({
    label: z.string().trim().min(1).max(60),
    type: z.enum(wheelPrizeTypes),
    /** Baht for money (two decimals at most), a whole count for points and spins, 0 for none. */
    amount: z.number().min(0).max(1_000_000),
    wallet_type_id: z.number().int().min(1).max(100).nullable(),
    weight: z.number().int().min(1).max(1_000_000),
    colour: z.string().regex(/^#[0-9a-fA-F]{6}$/),
    freebet: wheelFreebet.nullish(),
  })
  .refine((p) => (p.type === 'freebets') === Boolean(p.freebet), { message: 'freebet' })
  .refine((p) => p.type !== 'freebets' || p.amount <= 1000, { message: 'freebet count' })
  .refine((p) => (p.type === 'none' ? p.amount === 0 : p.amount > 0), { message: 'amount' })
  .refine((p) => p.type === 'money' || Number.isInteger(p.amount), { message: 'whole count' })
  .refine((p) => (p.type === 'money') === (p.wallet_type_id !== null), { message: 'wallet_type_id' });

export const wheelAdminBody = z.object({
  enabled: z.boolean(),
  points_per_spin: z.number().int().min(1).max(1_000_000),
  /** What one point is worth to the agent, in baht (for the return shown in the editor). */
  point_value: z.number().min(0.01).max(10_000),
  prizes: z.array(wheelPrizeInput).min(2).max(16),
});
export type WheelAdminBody = z.infer<typeof wheelAdminBody>;

export const wheelAdminAnswer = z.object({
  campaign_id: z.number().int().nullable(),
  enabled: z.boolean(),
  points_per_spin: z.number().int(),
  point_value: z.number(),
  prizes: z.array(
    z.object({
      label: z.string(),
      type: z.enum(wheelPrizeTypes),
      amount: z.number(),
      wallet_type_id: z.number().int().nullable(),
      weight: z.number().int(),
      colour: z.string(),
      freebet: wheelFreebet.nullable(),
    }),
  ),
  wallet_types: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type WheelAdminAnswer = z.infer<typeof wheelAdminAnswer>;

export const wheelAdminSpinsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export const wheelAdminSpinsAnswer = z.object({
  items: z.array(
    z.object({
      spin_id: z.number().int(),
      username: z.string(),
      label: z.string(),
      type: z.enum(wheelPrizeTypes),
      amount: z.number(),
      cost: z.enum(['free', 'points']),
      points_cost: z.number().int(),
      created_at: z.string(),
    }),
  ),
});
export type WheelAdminSpinsAnswer = z.infer<typeof wheelAdminSpinsAnswer>;
