import type { Rng } from '@games/fair/rng';

/** European roulette: one zero, 37 pockets; every bet returns 36/37 = 97.30 %. */
const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteBet =
  | { kind: 'straight'; number: number }
  | { kind: 'red' | 'black' | 'odd' | 'even' | 'low' | 'high' }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3 };

export const rouletteRtp = 36 / 37;
export const spinWheel = (rng: Rng): number => rng.int(37);

/** Pay-out ratio of a bet on `pocket` (0 when it loses). */
const payout = (bet: RouletteBet, pocket: number): number => {
  if (bet.kind === 'straight') return bet.number === pocket ? 35 : 0;
  if (pocket === 0) return 0;
  switch (bet.kind) {
    case 'red':
      return RED.has(pocket) ? 1 : 0;
    case 'black':
      return RED.has(pocket) ? 0 : 1;
    case 'odd':
      return pocket % 2 === 1 ? 1 : 0;
    case 'even':
      return pocket % 2 === 0 ? 1 : 0;
    case 'low':
      return pocket <= 18 ? 1 : 0;
    case 'high':
      return pocket >= 19 ? 1 : 0;
    case 'dozen':
      return Math.ceil(pocket / 12) === bet.index ? 2 : 0;
    case 'column':
      return ((pocket - 1) % 3) + 1 === bet.index ? 2 : 0;
  }
};

/** What a bet returns, stake included, in satang. */
export const rouletteReturn = (bet: RouletteBet, stake: number, pocket: number): number => {
  const ratio = payout(bet, pocket);
  return ratio > 0 ? stake * (ratio + 1) : 0;
};
