import { z } from 'zod';

/**
 * The fortune wheel's member API (SPEC §7 Wheel). Money is baht here; points and spins are counts. Every prize
 * carries its weight and probability (weight / total weight): what is published beside the wheel is exactly
 * what the draw uses, and a revealed seed lets the member recompute each spin.
 */
export const wheelPrizeTypes = ['money', 'points', 'spins', 'none', 'freebets'] as const;
export type WheelPrizeType = (typeof wheelPrizeTypes)[number];

const wheelPrize = z.object({
  /** Position on the wheel, clockwise from the top; the draw answers this index. */
  index: z.number().int(),
  label: z.string(),
  type: z.enum(wheelPrizeTypes),
  /** Baht for money, a count for points, spins and free bets (in a Hub88 game), 0 for none. */
  amount: z.number(),
  wallet_type_id: z.number().int().nullable(),
  colour: z.string(),
  weight: z.number().int(),
  probability: z.number(),
});
export type WheelPrize = z.infer<typeof wheelPrize>;

/** The member's current provably fair pair: the server seed's SHA-256 is shown before any spin uses it. */
const wheelFair = z.object({
  seed_id: z.number().int(),
  server_seed_hash: z.string(),
  client_seed: z.string(),
  /** The next spin's nonce. */
  nonce: z.number().int(),
});
export type WheelFair = z.infer<typeof wheelFair>;

const wheelSetting = z.object({
  enabled: z.boolean(),
  points_per_spin: z.number().int(),
  total_weight: z.number().int(),
});

const configCommon = {
  prizes: z.array(wheelPrize),
  free_spins: z.number().int(),
  points: z.number().int(),
  /** Null for a visitor (no seed before sign-in). */
  fair: wheelFair.nullable(),
};
/** GET /api/wheel/config answers `configs`; /config_v2 answers `setting` (SPEC §7). */
export const wheelConfigAnswer = z.object({ configs: wheelSetting, ...configCommon });
export const wheelConfigV2Answer = z.object({ setting: wheelSetting, ...configCommon });
export type WheelConfigV2Answer = z.infer<typeof wheelConfigV2Answer>;

/** The member's idempotency key, made once per tap: a retry answers the first spin and pays nothing more. */
export const wheelSpinBody = z.object({ request_id: z.string().min(8).max(64) });

export const wheelSpin = z.object({
  spin_id: z.number().int(),
  prize_index: z.number().int(),
  prize: wheelPrize.omit({ index: true, probability: true, colour: true, weight: true }),
  cost: z.enum(['free', 'points']),
  points_cost: z.number().int(),
  seed_id: z.number().int(),
  nonce: z.number().int(),
  client_seed: z.string(),
  /** The weights drawn from, in wheel order: with the revealed seed they recompute `prize_index`. */
  weights: z.array(z.number().int()),
  created_at: z.string(),
});
export type WheelSpin = z.infer<typeof wheelSpin>;

export const wheelSpinAnswer = wheelSpin.extend({
  replayed: z.boolean(),
  free_spins: z.number().int(),
  points: z.number().int(),
});
export type WheelSpinAnswer = z.infer<typeof wheelSpinAnswer>;

/** POST /api/wheel/reward: the prize of one of the member's spins (already paid), so a reload shows it. */
export const wheelRewardBody = z.object({ spin_id: z.coerce.number().int().positive() });

export const wheelBoardQuery = z.object({ limit: z.coerce.number().int().min(1).max(50).default(20) });
const wheelBoardItem = z.object({
  /** Masked: 08x-xxx-1234 for a phone, the first letters otherwise. */
  name: z.string(),
  label: z.string(),
  type: z.enum(wheelPrizeTypes),
  amount: z.number(),
  created_at: z.string(),
});
export const wheelBoardAnswer = z.object({ items: z.array(wheelBoardItem) });
export type WheelBoardAnswer = z.infer<typeof wheelBoardAnswer>;

/** Rotates the member's pair: the old server seed is revealed; a new client seed may be set for the new pair. */
export const wheelSeedBody = z.object({
  client_seed: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/)
    .optional(),
});

const wheelSeed = z.object({
  seed_id: z.number().int(),
  server_seed_hash: z.string(),
  /** Only once rotated out. */
  server_seed: z.string().nullable(),
  client_seed: z.string(),
  nonce: z.number().int(),
  active: z.boolean(),
});
export type WheelSeed = z.infer<typeof wheelSeed>;
export const wheelSeedAnswer = z.object({ revealed: wheelSeed.nullable(), current: wheelFair });
export type WheelSeedAnswer = z.infer<typeof wheelSeedAnswer>;

/** GET /api/wheel/history: the member's recent spins and their seeds, for the verify view. */
export const wheelHistoryAnswer = z.object({ spins: z.array(wheelSpin), seeds: z.array(wheelSeed) });
export type WheelHistoryAnswer = z.infer<typeof wheelHistoryAnswer>;
