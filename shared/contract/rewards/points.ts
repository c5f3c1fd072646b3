import { z } from 'zod';

/** Points shop (SPEC §7 Points shop): items, calc, redeem, history. Baht at the edge; points are whole numbers. */
export const shopItemType = z.enum(['credit', 'wheel_spins', 'free_spins', 'freebets']);

/** A freebets item's game and each free bet's value (its count is `amount`): what the member's card shows. */
const shopFreebet = z.object({
  /** The game and its provider by code, as the lobby and the play page name them. */
  game_id: z.string(),
  provider_id: z.string(),
  game_name: z.string(),
  game_image: z.string(),
  bet_value: z.number(),
  valid_days: z.number().int(),
  /** false while the game or its studio is closed: redeeming is refused, nothing is spent. */
  available: z.boolean(),
});

const shopItem = z.object({
  id: z.number().int(),
  name: z.string(),
  image: z.string(),
  description: z.string(),
  /** Points per unit. */
  cost: z.number().int(),
  type: shopItemType,
  /** credit: baht per unit; wheel_spins and free_spins: spins per unit; freebets: free bets (one unit a redeem). */
  amount: z.number(),
  wallet_type_id: z.number().int().nullable(),
  /** free_spins: the baht one spin is worth (credited to the free-credit wallet). */
  spin_value: z.number().nullable(),
  /** Thai: what one unit gives ("เครดิต 50.00 บาท", "ฟรีสปิน 10 ครั้ง"). */
  gift: z.string(),
  /** Units left; null = unlimited. */
  stock: z.number().int().nullable(),
  per_member_limit: z.number().int().nullable(),
  /** Units the signed-in member has redeemed (0 for guests). */
  redeemed: z.number().int(),
  turnover_multiplier: z.number(),
  freebet: shopFreebet.nullable(),
});
export type ShopItem = z.infer<typeof shopItem>;

const nextExpiry = z.object({ points: z.number().int(), at: z.string() });

export const shopList = z.object({
  items: z.array(shopItem),
  /** The member's points; null for guests. */
  balance: z.number().int().nullable(),
  /** The points the next expiry run takes and when (ISO); null when nothing expires. */
  next_expiry: nextExpiry.nullable(),
  expiry_days: z.number().int(),
});
export type ShopList = z.infer<typeof shopList>;

const itemId = z.number().int().min(1).max(Number.MAX_SAFE_INTEGER);
const quantity = z.number().int().min(1).max(100);

export const calcBody = z.object({ item_id: itemId, quantity });
export const calcAnswer = z.object({
  item_id: z.number().int(),
  quantity: z.number().int(),
  cost: z.number().int(),
  balance: z.number().int(),
  balance_after: z.number().int(),
  gift: z.string(),
  /** Why redeeming would be refused now (catalogue code and Thai message), or null. */
  refusal: z.object({ code: z.number().int(), message: z.string() }).nullable(),
});
export type CalcAnswer = z.infer<typeof calcAnswer>;

export const redeemBody = z.object({
  item_id: itemId,
  quantity,
  /** The member's idempotency key: a retry answers the first redemption and pays nothing more. */
  request_id: z.string().min(8).max(64),
});

const redemption = z.object({
  id: z.number().int(),
  item_id: z.number().int(),
  item_name: z.string(),
  type: shopItemType,
  quantity: z.number().int(),
  points: z.number().int(),
  /** Thai: what it gave. */
  description: z.string(),
  created_at: z.string(),
});
export type Redemption = z.infer<typeof redemption>;

export const redeemAnswer = z.object({ redemption, balance: z.number().int(), replayed: z.boolean() });
export type RedeemAnswer = z.infer<typeof redeemAnswer>;

export const historyQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(50) });
export const historyAnswer = z.object({ items: z.array(redemption) });
export type HistoryAnswer = z.infer<typeof historyAnswer>;
