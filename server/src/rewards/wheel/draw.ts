import { fairRng, type FairInput } from '@games/fair/fair';
import { weighted } from '@games/fair/rng';

/**
 * The wheel's draw: the games' provably fair stream (HMAC-SHA256(server seed, "client seed:nonce:cursor")), one
 * unbiased integer in [0, total weight) and the slice it falls in (DOMAIN.md "Provably fair results"). Pure: the
 * same inputs give the same slice, which is how a revealed seed verifies a spin.
 */
export const drawPrizeIndex = (weights: readonly number[], fair: FairInput): number => {
  if (weights.length === 0 || weights.some((w) => !Number.isSafeInteger(w) || w <= 0))
    throw new RangeError('wheel weights must be positive integers');
  return weighted(fairRng(fair), weights);
};

/** Each slice's probability, weight / total: what is published beside the wheel. */
export const probabilitiesOf = (weights: readonly number[]): number[] => {
  const total = weights.reduce((sum, w) => sum + w, 0);
  return weights.map((w) => (total > 0 ? w / total : 0));
};
