import fc from 'fast-check';

/**
 * A plain model of the rewards engine for the property test: which awards pay (one per campaign, member and
 * period), what the promotions house paid, the points given, and each turnover requirement with what was staked
 * towards it, closed the way the engine closes it ('met' once staked >= required, 'void' once its wallet holds
 * less than 1 baht), decided here from the stakes the test made, never from the engine's own sums.
 */

/** The campaigns each run uses: money to main or to the promotion wallet, with or without turnover, or points. */
export const CAMPAIGNS = [
  { wallet: 1, multiplier: 3, categories: ['slot'], points: 0 },
  // Half the bonus: a member can play it through and still hold money to convert (ceil of a fraction).
  { wallet: 2, multiplier: 0.5, categories: ['slot', 'fishing'], points: 0 },
  { wallet: 0, multiplier: 0, categories: [], points: 1 },
  { wallet: 1, multiplier: 0, categories: [], points: 0 },
] as const;
export const GAMES = {
  slot: 'builtin-slot-thai',
  casino: 'builtin-baccarat',
  fishing: 'builtin-fishing',
} as const;
/** The promotion wallet plays slot, fishing and freespin only (wallet_types): its casino bets are not tried. */
export const playable = (wallet: number, category: Category) => wallet !== 2 || category !== 'casino';
export type Category = keyof typeof GAMES;

export type Op =
  | { t: 'grant'; campaign: number; member: number; period: number; satang: number }
  | { t: 'bet'; member: number; wallet: 1 | 2; category: Category; satang: number }
  | { t: 'win'; member: number; wallet: 1 | 2; times: number }
  /** A bet of what is still owed on the wallet, less `short` satang: the boundary of a requirement. */
  | { t: 'payoff'; member: number; wallet: 1 | 2; short: 0 | 1 }
  | { t: 'convert'; member: number; request: number }
  | { t: 'withdraw'; member: number; baht: number };

const member = fc.nat(1);
const wallet = fc.constantFrom(1 as const, 2 as const);

export const opArbitrary: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      t: fc.constant('grant' as const),
      campaign: fc.nat(CAMPAIGNS.length - 1),
      member,
      period: fc.nat(1),
      satang: fc.integer({ min: 50, max: 6_000 }),
    }),
  },
  {
    weight: 7,
    arbitrary: fc.record({
      t: fc.constant('bet' as const),
      member,
      wallet,
      category: fc.constantFrom('slot' as const, 'casino' as const, 'fishing' as const),
      satang: fc.integer({ min: 1, max: 9_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('win' as const),
      member,
      wallet,
      times: fc.integer({ min: 1, max: 3 }),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      t: fc.constant('payoff' as const),
      member,
      wallet,
      short: fc.constantFrom(0 as const, 1 as const),
    }),
  },
  { weight: 3, arbitrary: fc.record({ t: fc.constant('convert' as const), member, request: fc.nat(1) }) },
  {
    weight: 2,
    arbitrary: fc.record({
      t: fc.constant('withdraw' as const),
      member,
      baht: fc.integer({ min: 100, max: 400 }),
    }),
  },
);

export type Requirement = {
  awardId: number;
  member: number;
  wallet: number;
  required: number;
  categories: readonly string[];
  staked: number;
  status: 'active' | 'met' | 'void';
};

export class RewardsModel {
  /** `${campaign}:${member}:${period}` of every award paid. */
  awards = new Set<string>();
  moneyPaid = 0;
  moneyAwards = 0;
  points = [0, 0];
  requirements: Requirement[] = [];

  /** True when the award is new (it pays); false for a replay (it pays nothing). */
  grant(op: Extract<Op, { t: 'grant' }>): boolean {
    const key = `${op.campaign}:${op.member}:${op.period}`;
    if (this.awards.has(key)) return false;
    this.awards.add(key);
    const c = CAMPAIGNS[op.campaign]!;
    if (c.points > 0) this.points[op.member]! += op.satang;
    else {
      this.moneyPaid += op.satang;
      this.moneyAwards += 1;
    }
    return true;
  }

  addRequirement(awardId: number, op: Extract<Op, { t: 'grant' }>) {
    const c = CAMPAIGNS[op.campaign]!;
    if (c.points > 0 || c.multiplier === 0) return;
    this.requirements.push({
      awardId,
      member: op.member,
      wallet: c.wallet,
      required: Math.ceil(op.satang * c.multiplier),
      categories: c.categories,
      staked: 0,
      status: 'active',
    });
  }

  /** A bet that went through counts towards every open requirement on its wallet that allows its category. */
  bet(op: Extract<Op, { t: 'bet' }>) {
    for (const r of this.requirements)
      if (
        r.status === 'active' &&
        r.member === op.member &&
        r.wallet === op.wallet &&
        r.categories.includes(op.category)
      )
        r.staked += op.satang;
  }

  /** The engine's reading: met ones close, then those whose wallet holds less than 1 baht are void. */
  close(member: number, balances: Map<number, number>) {
    for (const r of this.requirements) {
      if (r.status !== 'active' || r.member !== member) continue;
      if (r.staked >= r.required) r.status = 'met';
      else if ((balances.get(r.wallet) ?? 0) < 100) r.status = 'void';
    }
  }

  /** The first open requirement on a wallet (its first category is where a payoff bet goes). */
  firstOpen(member: number, wallet: number) {
    return this.requirements.find((r) => r.status === 'active' && r.member === member && r.wallet === wallet);
  }

  owed(member: number, wallet: number) {
    return this.requirements
      .filter((r) => r.status === 'active' && r.member === member && r.wallet === wallet)
      .reduce((sum, r) => sum + (r.required - r.staked), 0);
  }
}
