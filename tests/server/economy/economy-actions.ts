import fc from 'fast-check';
import type { Category } from './economy-rules';

/**
 * What the members (and the clock) do in one generated sequence. Amounts are baht; an action that makes no sense
 * in the state reached (a bill larger than the wallet, a cancel with no bill) is adjusted or skipped by the driver.
 */
export type Action =
  | { t: 'deposit'; m: number; baht: number }
  | {
      t: 'spin';
      m: number;
      wallet: 1 | 2;
      category: Category;
      baht: number;
      winPct: number;
      rollback: boolean;
    }
  | { t: 'bill'; m: number; round: number; lines: { digit: string; baht: number }[] }
  | { t: 'cancel'; m: number; pick: number }
  /** The business clock moves on; the jobs run at every Bangkok midnight passed and at the end. */
  | { t: 'advance'; minutes: number }
  /** Staff enter a closed round's result (the last three digits of the first prize) and it is settled. */
  | { t: 'result'; round: number; top3: string }
  | { t: 'promotion'; m: number }
  | { t: 'coupon'; m: number; code: 'money' | 'points' }
  | { t: 'quest'; m: number }
  | { t: 'wheel'; m: number }
  | { t: 'winloss'; m: number }
  | { t: 'shop'; m: number }
  | { t: 'affiliate'; m: number }
  | { t: 'convert'; m: number }
  | { t: 'withdraw'; m: number; share: number }
  | { t: 'exclude'; m: number }
  | { t: 'vote'; m: number; choice: number }
  | { t: 'answer'; choice: number };

/** One sequence: how many minutes before a Sunday's Bangkok midnight it starts, and what happens. */
export type Sequence = { startBefore: number; actions: Action[] };

/** Four members: 1 and 3 referred by 0, 2 by 1 (so 0 earns level 2 on 2's play). */
export const REFERRERS = [null, 0, 1, 0];
/** Two rounds a sequence: one closing two hours after the start, one the next afternoon. */
export const ROUND_CLOSE_HOURS = [2, 16];

// Members 0 and 1 act most: one member's claims and play meet more often (and 0 and 1 are referrers).
const m = fc.constantFrom(0, 0, 0, 1, 1, 1, 2, 3);
const digit = fc.constantFrom(...'0123456789'.split(''));
const weighted = <T>(weight: number, arbitrary: fc.Arbitrary<T>) => ({ weight, arbitrary });

const actionArbitrary: fc.Arbitrary<Action> = fc.oneof(
  weighted(
    2,
    fc.record({ t: fc.constant('deposit' as const), m, baht: fc.integer({ min: 100, max: 1_500 }) }),
  ),
  weighted(
    10,
    fc.record({
      t: fc.constant('spin' as const),
      m,
      wallet: fc.constantFrom(1 as const, 2 as const),
      category: fc.constantFrom('slot' as const, 'slot' as const, 'casino' as const),
      baht: fc.integer({ min: 1, max: 400 }),
      winPct: fc.constantFrom(0, 0, 50, 90, 150, 300),
      rollback: fc.nat(9).map((n) => n === 0),
    }),
  ),
  weighted(
    8,
    fc.record({
      t: fc.constant('bill' as const),
      m,
      round: fc.nat(ROUND_CLOSE_HOURS.length - 1),
      lines: fc.array(fc.record({ digit, baht: fc.integer({ min: 1, max: 300 }) }), {
        minLength: 1,
        maxLength: 3,
      }),
    }),
  ),
  weighted(6, fc.record({ t: fc.constant('cancel' as const), m, pick: fc.nat(5) })),
  weighted(
    9,
    fc.record({
      t: fc.constant('advance' as const),
      minutes: fc.constantFrom(5, 15, 30, 60, 180, 600, 1_440),
    }),
  ),
  weighted(
    3,
    fc.record({
      t: fc.constant('result' as const),
      round: fc.nat(ROUND_CLOSE_HOURS.length - 1),
      top3: fc.tuple(digit, digit, digit).map((d) => d.join('')),
    }),
  ),
  weighted(3, fc.record({ t: fc.constant('promotion' as const), m })),
  weighted(
    3,
    fc.record({
      t: fc.constant('coupon' as const),
      m,
      code: fc.constantFrom('money' as const, 'points' as const),
    }),
  ),
  weighted(3, fc.record({ t: fc.constant('quest' as const), m })),
  weighted(3, fc.record({ t: fc.constant('wheel' as const), m })),
  weighted(3, fc.record({ t: fc.constant('winloss' as const), m })),
  weighted(2, fc.record({ t: fc.constant('shop' as const), m })),
  weighted(2, fc.record({ t: fc.constant('affiliate' as const), m })),
  weighted(3, fc.record({ t: fc.constant('convert' as const), m })),
  weighted(2, fc.record({ t: fc.constant('withdraw' as const), m, share: fc.constantFrom(0.3, 0.6, 1) })),
  weighted(1, fc.record({ t: fc.constant('exclude' as const), m })),
  weighted(2, fc.record({ t: fc.constant('vote' as const), m, choice: fc.nat(2) })),
  weighted(1, fc.record({ t: fc.constant('answer' as const), choice: fc.nat(2) })),
);

export const sequenceArbitrary = (maxLength: number): fc.Arbitrary<Sequence> =>
  fc.record({
    startBefore: fc.constantFrom(5, 15, 25, 45, 90, 600, 1_500),
    actions: fc.array(actionArbitrary, { minLength: 4, maxLength, size: 'max' }),
  });

/**
 * Sequences that once made money out of nothing (issue 25), run before the random ones on every run:
 * - bills placed before Bangkok midnight, the day's jobs run, the bills cancelled inside the window;
 * - a promotion's lotto turnover met by a bill that is then cancelled, and the money withdrawn;
 * - a coupon carrying turnover on top of an open promotion requirement;
 * - a self-excluded member paid a poll prize, and commission to an excluded referrer.
 */
export const KNOWN_ATTACKS: Sequence[] = [
  {
    startBefore: 15,
    actions: [
      {
        t: 'bill',
        m: 1,
        round: 1,
        lines: [
          { digit: '1', baht: 200 },
          { digit: '2', baht: 200 },
        ],
      },
      { t: 'bill', m: 0, round: 1, lines: [{ digit: '3', baht: 150 }] },
      { t: 'advance', minutes: 15 },
      { t: 'cancel', m: 1, pick: 0 },
      { t: 'advance', minutes: 1_440 },
      { t: 'result', round: 1, top3: '123' },
      { t: 'winloss', m: 1 },
      { t: 'quest', m: 0 },
    ],
  },
  {
    startBefore: 90,
    actions: [
      { t: 'deposit', m: 2, baht: 500 },
      { t: 'promotion', m: 2 },
      {
        t: 'bill',
        m: 2,
        round: 1,
        lines: [
          { digit: '5', baht: 300 },
          { digit: '6', baht: 300 },
        ],
      },
      { t: 'withdraw', m: 2, share: 1 },
      { t: 'cancel', m: 2, pick: 0 },
      { t: 'withdraw', m: 2, share: 1 },
    ],
  },
  {
    startBefore: 90,
    actions: [
      { t: 'deposit', m: 0, baht: 400 },
      { t: 'promotion', m: 0 },
      { t: 'coupon', m: 0, code: 'money' },
    ],
  },
  {
    startBefore: 45,
    actions: [
      { t: 'vote', m: 3, choice: 1 },
      { t: 'spin', m: 3, wallet: 1, category: 'slot', baht: 300, winPct: 0, rollback: false },
      { t: 'exclude', m: 0 },
      { t: 'exclude', m: 3 },
      { t: 'answer', choice: 1 },
      { t: 'advance', minutes: 60 },
    ],
  },
];

/**
 * One sequence in which every award kind is paid and every way out is taken, so each path is exercised on every
 * run: a bill settled, a quest, cashback, points, commission and a win/loss refund claimed, commission redeemed,
 * the wheel, the shop, a bonus wallet played through and converted, a poll prize.
 */
export const EVERY_AWARD: Sequence = {
  startBefore: 90,
  actions: [
    { t: 'bill', m: 0, round: 0, lines: [{ digit: '7', baht: 50 }] },
    { t: 'spin', m: 0, wallet: 1, category: 'slot', baht: 300, winPct: 0, rollback: false },
    { t: 'spin', m: 1, wallet: 1, category: 'slot', baht: 300, winPct: 0, rollback: false },
    { t: 'quest', m: 1 },
    { t: 'coupon', m: 1, code: 'points' },
    { t: 'vote', m: 3, choice: 0 },
    { t: 'advance', minutes: 240 }, // past midnight, a week's end, and the first round's close
    { t: 'result', round: 0, top3: '789' },
    { t: 'winloss', m: 0 },
    { t: 'affiliate', m: 0 },
    { t: 'wheel', m: 1 },
    { t: 'shop', m: 1 },
    { t: 'coupon', m: 2, code: 'money' },
    { t: 'spin', m: 2, wallet: 2, category: 'slot', baht: 100, winPct: 150, rollback: false },
    { t: 'convert', m: 2 },
    { t: 'answer', choice: 0 },
  ],
};
