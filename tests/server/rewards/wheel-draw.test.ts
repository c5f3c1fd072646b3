import { describe, expect, it } from 'vitest';
import { fairRng } from '@games/fair/fair';
import { drawPrizeIndex, probabilitiesOf } from '@server/rewards/wheel/draw';
import { maskName } from '@server/rewards/wheel/board';

/** Pearson's statistic of observed counts against expected probabilities. */
const chiSquare = (counts: number[], probabilities: number[], n: number) =>
  counts.reduce((sum, observed, i) => {
    const expected = n * probabilities[i]!;
    return sum + (observed - expected) ** 2 / expected;
  }, 0);

// The chi-square quantile at p = 0.001 for 6 degrees of freedom (7 slices): a statistic below it means p > 0.001.
const CRITICAL_DF6_P0001 = 22.458;

const weights = [1, 2, 5, 10, 20, 30, 32];
const SERVER_SEED = '3f'.repeat(32);
const draws = (clientSeed: string, n: number) => {
  const counts = weights.map(() => 0);
  for (let nonce = 0; nonce < n; nonce += 1) {
    counts[drawPrizeIndex(weights, { serverSeed: SERVER_SEED, clientSeed, nonce })]! += 1;
  }
  return counts;
};

describe('the wheel draw', () => {
  it('matches the published probabilities over 100,000 spins (chi-square, p > 0.001)', () => {
    const n = 100_000;
    const counts = draws('chi-square', n);
    const published = probabilitiesOf(weights);
    expect(published.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 12);
    expect(chiSquare(counts, published, n)).toBeLessThan(CRITICAL_DF6_P0001);
    // The same statistic rejects a table the draw does not follow (the test has the power to fail).
    const uniform = weights.map(() => 1 / weights.length);
    expect(chiSquare(counts, uniform, n)).toBeGreaterThan(CRITICAL_DF6_P0001);
  });

  it('is one unbiased integer in [0, total weight) of the fair stream, mapped onto the slices', () => {
    for (let nonce = 0; nonce < 200; nonce += 1) {
      const fair = { serverSeed: SERVER_SEED, clientSeed: 'map', nonce };
      let point = fairRng(fair).int(100);
      const expected = weights.findIndex((w) => (point -= w) < 0);
      expect(drawPrizeIndex(weights, fair)).toBe(expected);
    }
  });

  it('refuses a table with a zero, negative or fractional weight', () => {
    const fair = { serverSeed: SERVER_SEED, clientSeed: 'x', nonce: 0 };
    expect(() => drawPrizeIndex([1, 0], fair)).toThrow(RangeError);
    expect(() => drawPrizeIndex([1, 1.5], fair)).toThrow(RangeError);
    expect(() => drawPrizeIndex([], fair)).toThrow(RangeError);
  });
});

describe('board names', () => {
  it('shows a phone as 08x-xxx-1234 and anything else as its first letters', () => {
    expect(maskName('0812345678')).toBe('08x-xxx-5678');
    expect(maskName('somchai99')).toBe('so***');
    expect(maskName('สมชาย')).toBe('สม***');
    expect(maskName('0812345678')).not.toContain('1234');
  });
});
