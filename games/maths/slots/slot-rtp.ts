import type { SlotConfig } from './slot-types';
import { evaluateLine } from './slot-engine';

/**
 * The exact return to player, computed rather than simulated. Reels are independent and each row of a reel shows
 * every strip position equally often, so one line's expected pay is a sum over symbol 5-tuples weighted by the
 * strips' symbol frequencies, the same for every line; scatter counts come from each reel's stop-by-stop count.
 */
export const slotTheory = (config: SlotConfig) => {
  const freqs = config.reels.map((strip) => {
    const counts = new Map<number, number>();
    for (const s of strip) counts.set(s, (counts.get(s) ?? 0) + 1);
    return [...counts].map(([symbol, n]) => [symbol, n / strip.length] as const);
  });
  let lineExpect = 0;
  const walk = (reel: number, picked: number[], p: number) => {
    if (reel === 5) {
      lineExpect += p * (evaluateLine(config, picked)?.pay ?? 0);
      return;
    }
    for (const [symbol, q] of freqs[reel]!) walk(reel + 1, [...picked, symbol], p * q);
  };
  walk(0, [], 1);

  // distribution of the number of scatters in the window
  let dist = [1];
  for (const strip of config.reels) {
    const perReel: number[] = [0, 0, 0, 0];
    for (let stop = 0; stop < strip.length; stop += 1) {
      let n = 0;
      for (let row = 0; row < 3; row += 1) if (strip[(stop + row) % strip.length] === config.scatter) n += 1;
      perReel[n]! += 1 / strip.length;
    }
    const next = new Array<number>(dist.length + 3).fill(0);
    dist.forEach((p, k) => perReel.forEach((q, n) => (next[k + n]! += p * q)));
    dist = next;
  }
  let scatterExpect = 0;
  let trigger = 0;
  dist.forEach((p, k) => {
    if (k >= 3) {
      scatterExpect += p * config.scatterPays[Math.min(k, 5) - 3]!;
      trigger += p;
    }
  });
  // a spin's expected win in total-bet multiples: L lines at 1/L of the bet each, plus scatter pays
  const spin = lineExpect + scatterExpect;
  const feature = config.freeSpins;
  const free = feature ? trigger * feature.count * feature.multiplier * spin : 0;
  return { lineExpect, scatterExpect, triggerChance: trigger, rtp: spin + free };
};
