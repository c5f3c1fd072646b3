import { describe, expect, it } from 'vitest';
import catalogue from '@games/catalogue.json';
import { baccaratBets, baccaratReturn } from '@games/maths/baccarat/baccarat';
import { fishes } from '@games/maths/fishing';
import { priceMatch } from '@games/maths/football/football';
import { teams } from '@games/maths/football/teams';
import { rouletteReturn, type RouletteBet } from '@games/maths/roulette';
import { evaluateGrid } from '@games/maths/slots/slot-engine';
import { slotSongkran } from '@games/maths/slots/slot-songkran';
import { slotThai } from '@games/maths/slots/slot-thai';
import type { SlotConfig } from '@games/maths/slots/slot-types';

/**
 * The catalogue publishes each game's maximum win (a multiple of the round's stakes, stake included); the
 * platform refuses any round's settlements above it. These tests derive the most each game's maths can pay and
 * check that the published figure is at least that: a richer paytable without a new figure fails here, not as
 * a refused win in production.
 */
const published = (code: string) => catalogue.games.find((game) => game.code === code)!.max_win_multiplier;

/** One spin at most: every line paying the best five-of-a-kind (in total-bet multiples) plus five scatters. */
const spinBound = (config: SlotConfig) =>
  Math.max(...Object.values(config.pays).map((pay) => pay[2])) + config.scatterPays[2];
const roundBound = (config: SlotConfig) =>
  spinBound(config) * (1 + (config.freeSpins ? config.freeSpins.count * config.freeSpins.multiplier : 0));

describe('published maximum wins bound the maths', () => {
  it('publishes a maximum win for every game', () => {
    for (const game of catalogue.games) expect(game.max_win_multiplier).toBeGreaterThan(0);
  });

  it.each([
    ['builtin-slot-thai', slotThai],
    ['builtin-slot-freespin', slotSongkran],
  ])('%s: at least every line and scatter paying their most, free spins included', (code, config) => {
    expect(published(code)).toBeGreaterThanOrEqual(roundBound(config));
    // The bound is reached by a real window: five wilds on every row pay the top line on all lines.
    const wilds = config.reels.map(() => [config.wild, config.wild, config.wild]);
    const spin = evaluateGrid(config, [0, 0, 0, 0, 0], wilds);
    expect(spin.linePay / config.lines.length).toBe(Math.max(...Object.values(config.pays).map((p) => p[2])));
  });

  it('roulette: a straight up returns 36 times the stake', () => {
    const bets: RouletteBet[] = [
      { kind: 'straight', number: 17 },
      { kind: 'red' },
      { kind: 'dozen', index: 2 },
      { kind: 'column', index: 3 },
    ];
    const most = Math.max(
      ...bets.flatMap((bet) => [...Array(37).keys()].map((p) => rouletteReturn(bet, 100, p))),
    );
    expect(most / 100).toBe(36);
    expect(published('builtin-roulette')).toBeGreaterThanOrEqual(36);
  });

  it('baccarat: a tie returns 9 times the stake', () => {
    const most = Math.max(
      ...baccaratBets.flatMap((bet) =>
        (['banker', 'player', 'tie'] as const).map((w) => baccaratReturn(bet, 100, w)),
      ),
    );
    expect(published('builtin-baccarat')).toBeGreaterThanOrEqual(most / 100);
  });

  it('fishing: the richest fish', () => {
    expect(published('builtin-fishing')).toBeGreaterThanOrEqual(Math.max(...fishes.map((f) => f.multiplier)));
  });

  it('football: the longest odds of any pairing', () => {
    const odds = teams.flatMap((home) =>
      teams.filter((away) => away !== home).flatMap((away) => Object.values(priceMatch(home, away).odds)),
    );
    expect(published('builtin-football')).toBeGreaterThanOrEqual(Math.max(...odds));
  });
});
