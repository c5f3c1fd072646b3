import { describe, expect, it } from 'vitest';
import catalogue from '@games/catalogue.json';
import { evaluateGrid, evaluateLine, playSlotRound, slotWinSatang } from '@games/maths/slots/slot-engine';
import { slotTheory } from '@games/maths/slots/slot-rtp';
import { slotSongkran } from '@games/maths/slots/slot-songkran';
import { slotThai } from '@games/maths/slots/slot-thai';
import type { SlotConfig } from '@games/maths/slots/slot-types';

// symbols of slotThai: 0 wild, 1 scatter, 2 naga, 3 elephant, 4 tuktuk, 5 lotus, 6 mango, 7 chili, 8 coconut
const W = 0;
const S = 1;
/** A grid from three rows written left to right (easier to read than reels). */
const rows = (top: number[], middle: number[], bottom: number[]) =>
  [0, 1, 2, 3, 4].map((reel) => [top[reel]!, middle[reel]!, bottom[reel]!]);

describe('slot payline evaluation', () => {
  it('pays the leftmost run of a symbol, with wilds substituting', () => {
    expect(evaluateLine(slotThai, [2, 2, 2, 5, 6])).toEqual({ symbol: 2, count: 3, pay: 25 });
    expect(evaluateLine(slotThai, [2, W, 2, 2, 6])).toEqual({ symbol: 2, count: 4, pay: 100 });
    expect(evaluateLine(slotThai, [W, W, 3, 3, 3])).toEqual({ symbol: 3, count: 5, pay: 250 });
    expect(evaluateLine(slotThai, [5, 2, 2, 2, 2])).toBeNull(); // not from the left
    expect(evaluateLine(slotThai, [2, 2, S, 2, 2])).toBeNull(); // the scatter breaks a line
  });

  it('pays wilds on their own when that is worth more than what they complete', () => {
    // three wilds (50) beat three wilds + a coconut as four coconuts (12)
    expect(evaluateLine(slotThai, [W, W, W, 8, 6])).toEqual({ symbol: W, count: 3, pay: 50 });
    // four wilds + naga = five nagas (500) beat four wilds (200)
    expect(evaluateLine(slotThai, [W, W, W, W, 2])).toEqual({ symbol: 2, count: 5, pay: 500 });
  });

  it('evaluates every line of a fixed window and counts scatters anywhere', () => {
    const grid = rows([6, 6, 6, 5, 7], [2, 2, 2, 2, 2], [S, 4, S, 8, S]);
    const outcome = evaluateGrid(slotThai, [0, 0, 0, 0, 0], grid);
    const middle = outcome.lineWins.find((win) => win.line === 0);
    expect(middle).toEqual({ line: 0, symbol: 2, count: 5, pay: 500 });
    const top = outcome.lineWins.find((win) => win.line === 1);
    expect(top).toEqual({ line: 1, symbol: 6, count: 3, pay: 5 });
    expect(outcome.scatters).toBe(3);
    expect(outcome.scatterPay).toBe(2);
    // line 7 (1,0,0,0,1): naga, mango, mango: no win
    expect(outcome.lineWins.some((win) => win.line === 7)).toBe(false);
  });

  it('turns line-bet multiples into satang exactly', () => {
    const config: SlotConfig = { ...slotThai, reels: slotThai.reels.map(() => [2, 2, 2]) };
    const round = playSlotRound(config, { int: () => 0 });
    // every line shows five nagas: 20 lines x 500 line bets = 500 total bets... for a 20-baht bet 10,000 baht
    expect(round.winLineUnits).toBe(20 * 500);
    expect(slotWinSatang(config, round, 2000)).toBe(1_000_000);
  });

  it('plays ten free spins at double wins after three scatters', () => {
    const config: SlotConfig = {
      ...slotSongkran,
      reels: [
        [1, 6, 7],
        [1, 6, 7],
        [1, 6, 7],
        [3, 4, 5],
        [3, 4, 5],
      ],
    };
    const round = playSlotRound(config, { int: () => 0 });
    expect(round.base.scatters).toBe(3);
    expect(round.freeSpins).toHaveLength(10);
    expect(round.multiplier).toBe(2);
    const perSpin = round.base.linePay + round.base.scatterPay * 20;
    expect(round.winLineUnits).toBe(perSpin + 10 * 2 * perSpin);
  });
});

describe('published return to player', () => {
  for (const config of [slotThai, slotSongkran]) {
    it(`${config.code}: the exact return matches the catalogue to 0.01 %`, () => {
      const published = catalogue.games.find((game) => game.code === config.code)!.rtp;
      expect(Math.abs(slotTheory(config).rtp * 100 - published)).toBeLessThan(0.01);
    });
  }
});
