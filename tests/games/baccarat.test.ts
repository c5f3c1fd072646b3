import { describe, expect, it } from 'vitest';
import { simulationRng } from '@games/fair/rng';
import {
  baccaratOdds,
  baccaratReturn,
  bankerDraws,
  dealHand,
  playHand,
  type Card,
} from '@games/maths/baccarat/baccarat';

const cards = (...ranks: number[]) => {
  const queue: Card[] = ranks.map((rank) => ({ rank, suit: 0 }));
  return () =>
    queue.shift() ??
    (() => {
      throw new Error('hand asked for more cards than given');
    })();
};

describe('baccarat drawing rules', () => {
  it('stands on a natural: no third cards', () => {
    const hand = playHand(cards(4, 1, 4, 2)); // player 8, banker 3
    expect(hand.player).toHaveLength(2);
    expect(hand.banker).toHaveLength(2);
    expect(hand.winner).toBe('player');
  });

  it('player draws on 0-5 and stands on 6-7; banker then follows the tableau', () => {
    // player 2+3 = 5 draws a 8; banker 3 (1+2) does not draw against an 8
    const a = playHand(cards(2, 1, 3, 2, 8));
    expect(a.player.map((c) => c.rank)).toEqual([2, 3, 8]);
    expect(a.banker).toHaveLength(2);
    expect(a.playerTotal).toBe(3);
    expect(a.winner).toBe('tie');
    // player 6 stands; banker 5 draws (banker acts like the player when the player stands)
    const b = playHand(cards(3, 2, 3, 3, 9));
    expect(b.player).toHaveLength(2);
    expect(b.banker.map((c) => c.rank)).toEqual([2, 3, 9]);
    expect(b.bankerTotal).toBe(4);
    expect(b.winner).toBe('player');
  });

  it('banker 6 draws only against a player third card of 6 or 7', () => {
    expect(bankerDraws(6, { rank: 6, suit: 0 })).toBe(true);
    expect(bankerDraws(6, { rank: 7, suit: 0 })).toBe(true);
    expect(bankerDraws(6, { rank: 5, suit: 0 })).toBe(false);
    expect(bankerDraws(6, undefined)).toBe(false);
    expect(bankerDraws(5, { rank: 4, suit: 0 })).toBe(true);
    expect(bankerDraws(5, { rank: 3, suit: 0 })).toBe(false);
    expect(bankerDraws(4, { rank: 1, suit: 0 })).toBe(false);
    expect(bankerDraws(4, { rank: 2, suit: 0 })).toBe(true);
    expect(bankerDraws(3, { rank: 8, suit: 0 })).toBe(false);
    expect(bankerDraws(3, { rank: 13, suit: 0 })).toBe(true); // king counts 0
    expect(bankerDraws(7, undefined)).toBe(false);
  });

  it('pays banker 0.95:1, player 1:1, tie 8:1, and returns banker/player stakes on a tie', () => {
    expect(baccaratReturn('banker', 10_000, 'banker')).toBe(19_500);
    expect(baccaratReturn('player', 10_000, 'player')).toBe(20_000);
    expect(baccaratReturn('tie', 10_000, 'tie')).toBe(90_000);
    expect(baccaratReturn('banker', 10_000, 'tie')).toBe(10_000);
    expect(baccaratReturn('player', 10_000, 'banker')).toBe(0);
  });

  it('lands within 4 standard errors (±0.45 % banker/player, ±0.27 % tie) of DOMAIN.md over 200,000 hands', () => {
    const rng = simulationRng(42);
    const counts = { banker: 0, player: 0, tie: 0 };
    const hands = 200_000;
    for (let i = 0; i < hands; i += 1) counts[dealHand(rng).winner] += 1;
    for (const outcome of ['banker', 'player', 'tie'] as const) {
      const p = baccaratOdds[outcome];
      const tolerance = 4 * Math.sqrt((p * (1 - p)) / hands);
      expect(Math.abs(counts[outcome] / hands - p)).toBeLessThan(tolerance);
    }
  });
});
