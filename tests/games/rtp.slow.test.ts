import { beforeAll, describe, expect, it } from 'vitest';
import catalogue from '@games/catalogue.json';
import { simulateAllGames, type RtpRun } from '@games/maths/rtp-simulation';

/**
 * Game maths at 1,000,000 rounds per game (about 45 s on one core). Tolerance: four standard errors of the mean
 * return, measured from the sample itself (slots about ±1.0-1.4 pp, fishing ±3 pp because of its 300x fish,
 * baccarat banker/player ±0.4 pp, roulette ±1.7 pp with half its bets on single numbers). The seed is fixed,
 * so the run is reproducible.
 */
const games = [
  'builtin-slot-thai',
  'builtin-slot-freespin',
  'builtin-baccarat (banker)',
  'builtin-baccarat (player)',
  'builtin-baccarat (tie)',
  'builtin-roulette',
  'builtin-fishing',
  'builtin-football',
];

describe('return to player over a million rounds per game', () => {
  let runs: RtpRun[] = [];
  beforeAll(() => {
    runs = simulateAllGames(1_000_000);
  }, 180_000);
  const run = (name: string) => runs.find((r) => r.name === name)!;

  for (const name of games) {
    it(`${name}: measured return within four standard errors of the published one`, () => {
      const { rounds, measured, published, tolerance } = run(name);
      expect(rounds).toBe(1_000_000);
      expect(tolerance).toBeLessThan(0.035);
      expect(Math.abs(measured - published)).toBeLessThan(tolerance);
    });
  }

  it('publishes in the catalogue the returns the simulation is held to', () => {
    const rtp = (code: string) => catalogue.games.find((game) => game.code === code)!.rtp;
    for (const code of [
      'builtin-slot-thai',
      'builtin-slot-freespin',
      'builtin-roulette',
      'builtin-fishing',
      'builtin-football',
    ]) {
      expect(Math.abs(run(code).published * 100 - rtp(code))).toBeLessThan(0.01);
    }
    expect(Math.abs(run('builtin-baccarat (banker)').published * 100 - rtp('builtin-baccarat'))).toBeLessThan(
      0.01,
    );
  });
});
