import { weighted, type Rng } from '@games/fair/rng';
import type { Team } from './teams';

/** Bookmaker margin: prices are fair odds divided by 1 + margin, so each selection returns at most 1/1.0526. */
export const FOOTBALL_MARGIN = 0.0526;
const HOME_RATE = 1.5;
const AWAY_RATE = 1.15;
const MAX_GOALS = 7;
const SCALE = 1_000_000;

/** Integer weights for 0..7 goals (7 = "7 or more") from a Poisson rate: the table the result is drawn from. */
export const goalWeights = (rate: number): number[] => {
  const weights: number[] = [];
  let p = Math.exp(-rate);
  let used = 0;
  for (let k = 0; k < MAX_GOALS; k += 1) {
    const w = Math.max(1, Math.round(p * SCALE));
    weights.push(w);
    used += w;
    p = (p * rate) / (k + 1);
  }
  weights.push(Math.max(1, SCALE - used));
  return weights;
};

export type Selection = 'home' | 'draw' | 'away' | 'over' | 'under';
export const selections: readonly Selection[] = ['home', 'draw', 'away', 'over', 'under'];
export type Market = '1x2' | 'ou25';
export const marketOf = (selection: Selection): Market =>
  selection === 'over' || selection === 'under' ? 'ou25' : '1x2';

export type MatchPrices = { probabilities: Record<Selection, number>; odds: Record<Selection, number> };

/** Exact probabilities of the drawn result (from the integer tables) and the prices derived from them. */
export const priceMatch = (home: Team, away: Team): MatchPrices => {
  const hw = goalWeights((HOME_RATE * home.attack) / away.defence);
  const aw = goalWeights((AWAY_RATE * away.attack) / home.defence);
  const ht = hw.reduce((a, b) => a + b, 0);
  const at = aw.reduce((a, b) => a + b, 0);
  const probabilities = { home: 0, draw: 0, away: 0, over: 0, under: 0 };
  hw.forEach((h, i) =>
    aw.forEach((a, j) => {
      const p = (h / ht) * (a / at);
      probabilities[i > j ? 'home' : i === j ? 'draw' : 'away'] += p;
      probabilities[i + j >= 3 ? 'over' : 'under'] += p;
    }),
  );
  const odds = Object.fromEntries(
    selections.map((s) => [
      s,
      Math.max(1.01, Math.floor(100 / (probabilities[s] * (1 + FOOTBALL_MARGIN))) / 100),
    ]),
  ) as Record<Selection, number>;
  return { probabilities, odds };
};

export type MatchResult = {
  homeGoals: number;
  awayGoals: number;
  goalMinutes: { side: 'home' | 'away'; minute: number }[];
};

/** Draws a result from the same tables the prices come from, plus goal minutes for the match replay. */
export const playMatch = (rng: Rng, home: Team, away: Team): MatchResult => {
  const homeGoals = weighted(rng, goalWeights((HOME_RATE * home.attack) / away.defence));
  const awayGoals = weighted(rng, goalWeights((AWAY_RATE * away.attack) / home.defence));
  const goalMinutes = [
    ...Array.from({ length: homeGoals }, () => ({ side: 'home' as const, minute: rng.int(90) + 1 })),
    ...Array.from({ length: awayGoals }, () => ({ side: 'away' as const, minute: rng.int(90) + 1 })),
  ].sort((a, b) => a.minute - b.minute);
  return { homeGoals, awayGoals, goalMinutes };
};

export const selectionWins = (selection: Selection, result: MatchResult): boolean => {
  const { homeGoals: h, awayGoals: a } = result;
  switch (selection) {
    case 'home':
      return h > a;
    case 'draw':
      return h === a;
    case 'away':
      return h < a;
    case 'over':
      return h + a >= 3;
    case 'under':
      return h + a < 3;
  }
};

/** Stake times odds, in satang (odds have two decimals, so a whole-baht stake stays whole satang). */
export const footballReturn = (stake: number, odds: number, won: boolean) =>
  won ? Math.round((stake * Math.round(odds * 100)) / 100) : 0;

/** Pairs the teams for one round of fixtures: a fair shuffle (Fisher-Yates) then consecutive pairs. */
export const pairTeams = <T>(rng: Rng, list: readonly T[]): [T, T][] => {
  const order = [...list];
  for (let i = order.length - 1; i > 0; i -= 1) {
    const j = rng.int(i + 1);
    [order[i], order[j]] = [order[j]!, order[i]!];
  }
  const pairs: [T, T][] = [];
  for (let i = 0; i + 1 < order.length; i += 2) pairs.push([order[i]!, order[i + 1]!]);
  return pairs;
};
