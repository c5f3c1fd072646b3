/**
 * A source of unbiased integers. Every game's maths draws through this interface only, so the same code runs on
 * the provably fair stream (real play) and on a fast seeded generator (million-round simulations).
 */
export interface Rng {
  /** A uniform integer in [0, n). */
  int(n: number): number;
}

const TWO_32 = 2 ** 32;

/**
 * DOMAIN.md "Provably fair": take 32-bit values, reject any at or above 2^32 - (2^32 mod n), use the rest
 * modulo n. Without the rejection, low outcomes would be slightly more likely whenever n does not divide 2^32.
 */
export const uniformFrom = (next: () => number, n: number): number => {
  if (!Number.isInteger(n) || n < 1 || n > TWO_32) throw new RangeError(`bad range ${n}`);
  const limit = TWO_32 - (TWO_32 % n);
  for (;;) {
    const value = next();
    if (value < limit) return value % n;
  }
};

/** Draws an index of `weights` with probability weight / total, through the same unbiased mapping. */
export const weighted = (rng: Rng, weights: readonly number[]): number => {
  let total = 0;
  for (const w of weights) total += w;
  let point = rng.int(total);
  for (let i = 0; i < weights.length; i += 1) {
    point -= weights[i]!;
    if (point < 0) return i;
  }
  throw new Error('unreachable: weights must be positive integers');
};

/** sfc32: a small fast generator for simulations only (never for real results). */
export const simulationRng = (seed: number): Rng => {
  let a = 0x9e3779b9 ^ seed;
  let b = 0x243f6a88;
  let c = 0xb7e15162 ^ (seed * 31);
  let d = 1;
  const next = () => {
    a >>>= 0;
    b >>>= 0;
    c >>>= 0;
    d >>>= 0;
    const t = (a + b + d) >>> 0;
    d = (d + 1) >>> 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) >>> 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) >>> 0;
    return t;
  };
  for (let i = 0; i < 16; i += 1) next();
  return { int: (n) => uniformFrom(next, n) };
};
