import { fairRng } from '@games/fair/fair';
import { pairTeams, playMatch, priceMatch, type MatchResult } from '@games/maths/football/football';
import { teams, type Team } from '@games/maths/football/teams';
import { bangkokDay } from '@contract/thai-time';
import type { HouseSeeds } from '@games/provider/house-seeds';

/** A round of six matches kicks off every three minutes; each match "plays" for a minute after kick-off. */
const FOOTBALL_EPOCH = Date.UTC(2026, 0, 1);
const FIXTURE_INTERVAL_MS = 180_000;
const MATCH_LENGTH_MS = 60_000;

export const kickoff = (fixture: number) => FOOTBALL_EPOCH + fixture * FIXTURE_INTERVAL_MS;
export const resultTime = (fixture: number) => kickoff(fixture) + MATCH_LENGTH_MS;
/** The first round whose kick-off is still ahead (bets close at kick-off). */
export const nextFixture = (nowMs: number) => Math.floor((nowMs - FOOTBALL_EPOCH) / FIXTURE_INTERVAL_MS) + 1;

export type FixtureMatch = {
  match: number;
  home: Team;
  away: Team;
  prices: ReturnType<typeof priceMatch>;
  result: MatchResult;
};

/**
 * Round f: one stream (the day's house seed, client seed "fixtures", nonce f) pairs the teams, then plays each
 * match in order. Prices come from team strengths only, so they are known before the result is drawn.
 */
export const fixtureRound = (seeds: HouseSeeds, fixture: number): FixtureMatch[] => {
  const rng = fairRng({
    serverSeed: seeds.seedFor('football', bangkokDay(kickoff(fixture))),
    clientSeed: 'fixtures',
    nonce: fixture,
  });
  return pairTeams(rng, teams).map(([home, away], match) => ({
    match,
    home,
    away,
    prices: priceMatch(home, away),
    result: playMatch(rng, home, away),
  }));
};
