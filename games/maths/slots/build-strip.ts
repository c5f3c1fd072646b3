/**
 * Lays out a reel strip from symbol counts, spreading each symbol evenly (so scatters and wilds never bunch).
 * Deterministic: the strip, and so the published return, depends only on the counts.
 */
const buildStrip = (counts: readonly (readonly [symbol: number, count: number])[]): number[] => {
  const slots: { symbol: number; at: number }[] = [];
  counts.forEach(([symbol, count], k) => {
    for (let i = 0; i < count; i += 1) slots.push({ symbol, at: (i + 0.5 + k * 0.013) / count });
  });
  return slots.sort((a, b) => a.at - b.at || a.symbol - b.symbol).map((slot) => slot.symbol);
};

/**
 * The nine-symbol reel both built-in slots use: `wild` wilds (symbol 0), `scatter` scatters (1), and symbols 2-8 from
 * high to low at 3, 3, 4, 4, 5, 5, 5.
 */
export const nineSymbolReel = (wild: number, scatter: number) =>
  buildStrip([
    [0, wild],
    [1, scatter],
    [2, 3],
    [3, 3],
    [4, 4],
    [5, 4],
    [6, 5],
    [7, 5],
    [8, 5],
  ]);

/** Twenty paylines: rows per reel (0 top, 1 middle, 2 bottom). */
export const twentyLines: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 2, 0, 2, 0],
  [2, 0, 2, 0, 2],
  [0, 2, 2, 2, 0],
];
