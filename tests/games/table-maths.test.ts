import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fairRng, hashServerSeed } from '@games/fair/fair';
import { cardValue, dealHand } from '@games/maths/baccarat/baccarat';
import { fishes, FISHING_RTP_PERCENT, shoot } from '@games/maths/fishing';
import { FOOTBALL_MARGIN, goalWeights, priceMatch } from '@games/maths/football/football';
import { teams } from '@games/maths/football/teams';
import { rouletteReturn, type RouletteBet } from '@games/maths/roulette';
import { SLOT_BETS, slotConfigs, slotOutcome } from '@games/services/slot-service';

const seedArb = fc
  .uint8Array({ minLength: 32, maxLength: 32 })
  .map((bytes) => Buffer.from(bytes).toString('hex'));
const fairArb = fc.record({
  serverSeed: seedArb,
  clientSeed: fc.string({ minLength: 1, maxLength: 20 }),
  nonce: fc.nat(1e6),
});

describe('roulette pay-outs', () => {
  const cases: [RouletteBet, number, number][] = [
    [{ kind: 'straight', number: 17 }, 17, 36],
    [{ kind: 'straight', number: 17 }, 18, 0],
    [{ kind: 'red' }, 1, 2],
    [{ kind: 'black' }, 1, 0],
    [{ kind: 'red' }, 0, 0],
    [{ kind: 'even' }, 0, 0],
    [{ kind: 'low' }, 18, 2],
    [{ kind: 'high' }, 19, 2],
    [{ kind: 'dozen', index: 3 }, 25, 3],
    [{ kind: 'column', index: 1 }, 34, 3],
    [{ kind: 'column', index: 1 }, 35, 0],
  ];
  it.each(cases)('%o on pocket %i returns %i times the stake', (bet, pocket, times) => {
    expect(rouletteReturn(bet, 100, pocket)).toBe(100 * times);
  });
});

describe('fishing', () => {
  it('hits a fish of multiplier m on exactly RTP out of 100 m draws', () => {
    for (const fish of fishes) {
      let hits = 0;
      for (let k = 0; k < 100 * fish.multiplier; k += 1) if (shoot({ int: () => k }, fish)) hits += 1;
      // return per shot = hits / (100 m) x m = RTP / 100, whatever the fish
      expect(hits).toBe(FISHING_RTP_PERCENT);
    }
  });
});

describe('football prices', () => {
  it('builds every goal table from positive integer weights', () => {
    for (const rate of [0.5, 1.4, 2.6]) {
      const weights = goalWeights(rate);
      expect(weights).toHaveLength(8);
      expect(weights.every((w) => Number.isInteger(w) && w > 0)).toBe(true);
    }
  });

  it('prices every market with at least the stated margin and never below 1.01', () => {
    for (const home of teams) {
      for (const away of teams) {
        if (home === away) continue;
        const { probabilities: p, odds } = priceMatch(home, away);
        expect(p.home + p.draw + p.away).toBeCloseTo(1, 9);
        expect(p.over + p.under).toBeCloseTo(1, 9);
        const book = 1 / odds.home + 1 / odds.draw + 1 / odds.away;
        expect(book).toBeGreaterThanOrEqual(1 + FOOTBALL_MARGIN - 1e-9);
        expect(Math.min(...Object.values(odds))).toBeGreaterThanOrEqual(1.01);
      }
    }
  });
});

describe('properties over any fair inputs', () => {
  it('deals baccarat hands whose totals and third cards follow the rules', () => {
    fc.assert(
      fc.property(fairArb, (input) => {
        const hand = dealHand(fairRng(input));
        const total = (cards: { rank: number }[]) =>
          cards.reduce((s, c) => s + cardValue({ ...c, suit: 0 }), 0) % 10;
        expect(total(hand.player)).toBe(hand.playerTotal);
        expect(total(hand.banker)).toBe(hand.bankerTotal);
        const natural = total(hand.player.slice(0, 2)) >= 8 || total(hand.banker.slice(0, 2)) >= 8;
        if (natural) expect(hand.player.length + hand.banker.length).toBe(4);
        if (!natural) expect(hand.player.length === 3).toBe(total(hand.player.slice(0, 2)) <= 5);
      }),
      { numRuns: 300 },
    );
  });

  it('pays slot wins in whole satang at every bet level, and the same inputs give the same spin', () => {
    fc.assert(
      fc.property(
        fairArb,
        fc.constantFrom(...Object.keys(slotConfigs)),
        fc.constantFrom(...SLOT_BETS),
        (input, code, bet) => {
          const config = slotConfigs[code]!;
          const a = slotOutcome(config, fairRng(input), bet * 100);
          const b = slotOutcome(config, fairRng(input), bet * 100);
          expect(Number.isInteger(a.win) && a.win >= 0).toBe(true);
          expect(a).toEqual(b);
          expect(hashServerSeed(input.serverSeed)).toMatch(/^[0-9a-f]{64}$/);
        },
      ),
      { numRuns: 300 },
    );
  });
});
