import { footballReturn, marketOf, selectionWins, type Selection } from '@games/maths/football/football';
import { FOOTBALL_MARGIN } from '@games/maths/football/football';
import type { ProviderContext } from '@games/provider/context';
import { GameError } from '@games/provider/game-error';
import type { Player } from '@games/provider/players';
import { placeScheduledBet } from '@games/provider/rounds';
import type { ScheduledResolver } from '@games/provider/sweeper';
import {
  fixtureRound,
  kickoff,
  nextFixture,
  resultTime,
  type FixtureMatch,
} from '@games/schedule/football-fixtures';
import { baht, stakeOf } from './money';

/** How many upcoming rounds take bets. */
const OPEN_ROUNDS = 3;

const matchView = (fixture: number, m: FixtureMatch, showResult: boolean) => ({
  match: m.match,
  home: { key: m.home.key, name_th: m.home.name_th },
  away: { key: m.away.key, name_th: m.away.name_th },
  odds: m.prices.odds,
  result: showResult
    ? { home_goals: m.result.homeGoals, away_goals: m.result.awayGoals, goals: m.result.goalMinutes }
    : null,
  fixture_no: fixture,
});

const roundView = (ctx: ProviderContext, fixture: number) => {
  const done = ctx.now() >= resultTime(fixture);
  return {
    fixture_no: fixture,
    kickoff_at: new Date(kickoff(fixture)).toISOString(),
    result_at: new Date(resultTime(fixture)).toISOString(),
    matches: fixtureRound(ctx.houseSeeds, fixture).map((m) => matchView(fixture, m, done)),
  };
};

/** Upcoming rounds with prices (the margin shown), and the round being played now. */
export const listFixtures = (ctx: ProviderContext) => {
  const next = nextFixture(ctx.now());
  return {
    margin_percent: Math.round(FOOTBALL_MARGIN * 10000) / 100,
    playing: roundView(ctx, next - 1),
    upcoming: Array.from({ length: OPEN_ROUNDS }, (_, i) => roundView(ctx, next + i)),
  };
};

export const recentResults = (ctx: ProviderContext, count: number) => {
  const playing = nextFixture(ctx.now()) - 1;
  const last = ctx.now() >= resultTime(playing) ? playing : playing - 1;
  return Array.from({ length: count }, (_, i) => roundView(ctx, last - i));
};

export const betFootball = async (
  ctx: ProviderContext,
  player: Player,
  input: { fixture_no: number; match: number; selection: Selection; amount: number },
) => {
  const next = nextFixture(ctx.now());
  if (input.fixture_no < next || input.fixture_no >= next + OPEN_ROUNDS)
    throw new GameError('GP_BETTING_CLOSED');
  const match = fixtureRound(ctx.houseSeeds, input.fixture_no)[input.match];
  if (!match) throw new GameError('GP_NOT_FOUND');
  const stake = stakeOf(input.amount, 10, 20_000);
  const odds = match.prices.odds[input.selection];
  const detail = {
    ...input,
    market: marketOf(input.selection),
    odds,
    home: match.home.key,
    away: match.away.key,
  };
  const placed = await placeScheduledBet(
    ctx,
    player,
    'builtin-football',
    stake,
    detail,
    resultTime(input.fixture_no),
  );
  return { ...placed, odds, balance: baht(placed.balance) };
};

export const footballResolver =
  (ctx: ProviderContext): ScheduledResolver =>
  ({ detail, bet_satang }) => {
    const match = fixtureRound(ctx.houseSeeds, Number(detail.fixture_no))[Number(detail.match)];
    if (!match) throw new Error('unknown match');
    const won = selectionWins(detail.selection as Selection, match.result);
    return {
      win: footballReturn(bet_satang, Number(detail.odds), won),
      outcome: { home_goals: match.result.homeGoals, away_goals: match.result.awayGoals, won },
    };
  };
