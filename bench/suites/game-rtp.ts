import { simulateAllGames } from '@games/maths/rtp-simulation';
import type { BenchResult } from '../lib/types';

/**
 * Each built-in game played 1,000,000 times on its real maths: the distance between the measured and the
 * published return to player, against a limit of four standard errors of the sample (so ratio <= 1 passes; a
 * correct game exceeds it by chance about once in 16,000 runs). Slots' published returns are computed exactly
 * from their reel strips; baccarat's from DOMAIN.md's 8-deck probabilities; football's from the posted odds.
 */
export default async function run(): Promise<BenchResult[]> {
  return simulateAllGames(1_000_000).map((game) => {
    const value = Math.abs(game.measured - game.published) * 100;
    const limit = game.tolerance * 100;
    return {
      name: `rtp ${game.name}`,
      value: Math.round(value * 1000) / 1000,
      unit: 'pp from published',
      limit: Math.round(limit * 1000) / 1000,
      ratio: Math.round((value / limit) * 1000) / 1000,
      target: 1,
      note: `measured ${(game.measured * 100).toFixed(3)} % vs published ${(game.published * 100).toFixed(3)} % over ${game.rounds.toLocaleString('en')} rounds; lower is better`,
    };
  });
}
