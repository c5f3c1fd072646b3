import type { Rng } from '@games/fair/rng';
import type { LineWin, SlotConfig, SlotRound, SpinOutcome } from './slot-types';

/** Best pay of one line read left to right: wilds substitute for every symbol but the scatter. */
export const evaluateLine = (
  config: SlotConfig,
  symbols: readonly number[],
): { symbol: number; count: number; pay: number } | null => {
  const { wild, scatter, pays } = config;
  let wilds = 0;
  while (wilds < symbols.length && symbols[wilds] === wild) wilds += 1;
  const wildPay = wilds >= 3 ? (pays[wild]?.[wilds - 3] ?? 0) : 0;

  let best = wildPay > 0 ? { symbol: wild, count: wilds, pay: wildPay } : null;
  const target = symbols[wilds];
  if (target !== undefined && target !== scatter) {
    let count = wilds;
    while (count < symbols.length && (symbols[count] === target || symbols[count] === wild)) count += 1;
    const pay = count >= 3 ? (pays[target]?.[count - 3] ?? 0) : 0;
    if (pay > (best?.pay ?? 0)) best = { symbol: target, count, pay };
  }
  return best;
};

/** The visible 5x3 window for the given stops. */
const gridAt = (config: SlotConfig, stops: readonly number[]): number[][] =>
  config.reels.map((strip, reel) => {
    const stop = stops[reel]!;
    return [0, 1, 2].map((row) => strip[(stop + row) % strip.length]!);
  });

/** Evaluates a window: every payline and the scatters. */
export const evaluateGrid = (config: SlotConfig, stops: number[], grid: number[][]): SpinOutcome => {
  const lineWins: LineWin[] = [];
  let linePay = 0;
  config.lines.forEach((rows, line) => {
    const win = evaluateLine(
      config,
      rows.map((row, reel) => grid[reel]![row]!),
    );
    if (win) {
      lineWins.push({ line, ...win });
      linePay += win.pay;
    }
  });
  let scatters = 0;
  for (const column of grid) for (const symbol of column) if (symbol === config.scatter) scatters += 1;
  const scatterPay = scatters >= 3 ? config.scatterPays[Math.min(scatters, 5) - 3]! : 0;
  return { stops, grid, lineWins, scatters, linePay, scatterPay };
};

const spinOnce = (config: SlotConfig, rng: Rng): SpinOutcome => {
  const stops = config.reels.map((strip) => rng.int(strip.length));
  return evaluateGrid(config, stops, gridAt(config, stops));
};

const units = (config: SlotConfig, spin: SpinOutcome) => spin.linePay + spin.scatterPay * config.lines.length;

/** One paid round: a base spin and, when it shows three or more scatters, the free spins it starts. */
export const playSlotRound = (config: SlotConfig, rng: Rng): SlotRound => {
  const base = spinOnce(config, rng);
  const freeSpins: SpinOutcome[] = [];
  const feature = config.freeSpins;
  if (feature && base.scatters >= 3) {
    for (let i = 0; i < feature.count; i += 1) freeSpins.push(spinOnce(config, rng));
  }
  const multiplier = feature?.multiplier ?? 1;
  const freeUnits = freeSpins.reduce((sum, spin) => sum + units(config, spin), 0);
  return { base, freeSpins, multiplier, winLineUnits: units(config, base) + freeUnits * multiplier };
};

/** The win in satang for a total bet in satang (the bet is a whole number of satang per line). */
export const slotWinSatang = (config: SlotConfig, round: SlotRound, betSatang: number): number =>
  (round.winLineUnits * betSatang) / config.lines.length;
