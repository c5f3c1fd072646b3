import { simulationRng, type Rng } from '@games/fair/rng';
import { baccaratReturn, baccaratRtp, dealHand, type BaccaratBet } from './baccarat/baccarat';
import { fishes, FISHING_RTP_PERCENT, shoot, shotReturn } from './fishing';
import { footballReturn, playMatch, priceMatch, selections, selectionWins } from './football/football';
import { teams } from './football/teams';
import { rouletteReturn, rouletteRtp, spinWheel, type RouletteBet } from './roulette';
import { playSlotRound } from './slots/slot-engine';
import { slotTheory } from './slots/slot-rtp';
import { slotSongkran } from './slots/slot-songkran';
import { slotThai } from './slots/slot-thai';
import type { SlotConfig } from './slots/slot-types';

/**
 * Million-round simulations of every built-in game, on the games' own pure functions and a fast seeded
 * generator (the mapping to outcomes is the same unbiased one the fair stream uses). Each reports the realised
 * return, the published one, and the tolerance it must land within: four standard errors of the mean return,
 * measured from the same sample, so a correct game fails by chance about once in 16,000 runs.
 */
export type RtpRun = { name: string; rounds: number; published: number; measured: number; tolerance: number };

const summarise = (
  name: string,
  published: number,
  returns: (rng: Rng) => number,
  rounds: number,
  seed: number,
): RtpRun => {
  const rng = simulationRng(seed);
  let sum = 0;
  let squares = 0;
  for (let i = 0; i < rounds; i += 1) {
    const r = returns(rng);
    sum += r;
    squares += r * r;
  }
  const mean = sum / rounds;
  const sd = Math.sqrt(Math.max(0, squares / rounds - mean * mean));
  return { name, rounds, published, measured: mean, tolerance: (4 * sd) / Math.sqrt(rounds) };
};

const slot = (config: SlotConfig, rounds: number, seed: number) =>
  summarise(
    config.code,
    slotTheory(config).rtp,
    (rng) => playSlotRound(config, rng).winLineUnits / config.lines.length,
    rounds,
    seed,
  );

const baccarat = (bet: BaccaratBet, rounds: number, seed: number) =>
  summarise(
    `builtin-baccarat (${bet})`,
    baccaratRtp[bet],
    (rng) => baccaratReturn(bet, 100, dealHand(rng).winner) / 100,
    rounds,
    seed,
  );

const rouletteBets: RouletteBet[] = [
  { kind: 'red' },
  { kind: 'even' },
  { kind: 'high' },
  { kind: 'dozen', index: 2 },
  { kind: 'column', index: 3 },
];
/** Each spin carries one random bet: a straight number half the time, an outside bet otherwise. */
const roulette = (rounds: number, seed: number) =>
  summarise(
    'builtin-roulette',
    rouletteRtp,
    (rng) => {
      const bet: RouletteBet =
        rng.int(2) === 0
          ? { kind: 'straight', number: rng.int(37) }
          : rouletteBets[rng.int(rouletteBets.length)]!;
      return rouletteReturn(bet, 1, spinWheel(rng));
    },
    rounds,
    seed,
  );

const fishing = (rounds: number, seed: number) =>
  summarise(
    'builtin-fishing',
    FISHING_RTP_PERCENT / 100,
    (rng) => {
      const fish = fishes[rng.int(fishes.length)]!;
      return shotReturn(fish, 1, shoot(rng, fish));
    },
    rounds,
    seed,
  );

const pairs = teams.flatMap((home) =>
  teams.filter((away) => away !== home).map((away) => ({ home, away, prices: priceMatch(home, away) })),
);
/** The exact expected return of a random bet (uniform pair and selection) at the posted odds. */
const footballExpectedReturn = () =>
  pairs.reduce(
    (sum, { prices }) =>
      sum + selections.reduce((s, sel) => s + prices.probabilities[sel] * prices.odds[sel], 0),
    0,
  ) /
  (pairs.length * selections.length);

const football = (rounds: number, seed: number) =>
  summarise(
    'builtin-football',
    footballExpectedReturn(),
    (rng) => {
      const { home, away, prices } = pairs[rng.int(pairs.length)]!;
      const selection = selections[rng.int(selections.length)]!;
      const won = selectionWins(selection, playMatch(rng, home, away));
      return footballReturn(100, prices.odds[selection], won) / 100;
    },
    rounds,
    seed,
  );

export const simulateAllGames = (rounds = 1_000_000, seed = 20260101): RtpRun[] => [
  slot(slotThai, rounds, seed),
  slot(slotSongkran, rounds, seed + 1),
  baccarat('banker', rounds, seed + 2),
  baccarat('player', rounds, seed + 3),
  baccarat('tie', rounds, seed + 4),
  roulette(rounds, seed + 5),
  fishing(rounds, seed + 6),
  football(rounds, seed + 7),
];
