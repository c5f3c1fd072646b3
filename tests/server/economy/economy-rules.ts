/**
 * The agent configuration the economy property test runs on: the world sets the campaigns, the affiliate
 * programme, the wheel and the shop from these numbers, and the model computes every award from the same numbers,
 * never from the server's reward code. Money in satang, rates in basis points (1/10 000) unless named otherwise.
 */
export const RULES = {
  /** Daily cashback per category (slot 1 %, lotto 1 %; casino nothing), and the least a day pays. */
  cashback: { rates: { slot: 100, lotto: 100 } as Record<string, number>, min: 100 },
  /** Weekly win/loss refund: 10 % of the net loss over slot and lotto, from a 50 baht loss, claimable 7 days. */
  winloss: { bp: 1_000, categories: ['slot', 'lotto'] as readonly string[], minLoss: 5_000, claimDays: 7 },
  /** 1 point for every whole 10 baht staked in slot and lotto in a Bangkok day. */
  points: { perSatang: 1_000, points: 1, categories: ['slot', 'lotto'] as readonly string[] },
  /** A daily quest: 100 baht staked in any category pays 20 baht to the main wallet. */
  quest: { target: 10_000, amount: 2_000 },
  /** A deposit promotion: 20 % of the deposit, at most 100 baht, to the main wallet; turnover 1 x (deposit + bonus). */
  promo: { bp: 2_000, max: 10_000, multiplier: 1, categories: ['slot', 'lotto'] as readonly string[] },
  /** A coupon paying 30 baht to the promotion wallet with turnover 1 x on slots; a coupon paying 15 points. */
  couponMoney: { amount: 3_000, wallet: 2, multiplier: 1, categories: ['slot'] as readonly string[] },
  couponPoints: 15,
  /** The wheel: 10 points a spin; slices 5 baht to the main wallet, 4 points, nothing (equal weights). */
  wheel: {
    cost: 10,
    prizes: [
      { money: 500, points: 0 },
      { money: 0, points: 4 },
      { money: 0, points: 0 },
    ],
  },
  /** The points shop's one item: 20 points for 10 baht on the main wallet. */
  shop: { cost: 20, amount: 1_000 },
  /** Commission on referred members' turnover per category: [level 1, level 2] in 1/10 000 (1 %, 0.5 %). */
  affiliate: {
    rates: { slot: [100, 50], lotto: [100, 50] } as Record<string, [number, number]>,
    minRedeem: 100,
  },
  /** A prediction poll paying 10 baht to each member who voted the answer. */
  poll: { prize: 1_000 },
  /** The promotion wallet plays slots only (wallet_types); the main wallet everything. */
  wallets: [1, 2] as const,
} as const;

export type Category = 'slot' | 'casino';
export const GAMES: Record<Category, string> = { slot: 'builtin-slot-thai', casino: 'builtin-baccarat' };
