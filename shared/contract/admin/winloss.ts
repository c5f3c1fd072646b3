import { z } from 'zod';
import { reportQuery } from './reports';

/*
 * Win/loss of play (issue 28): stakes and wins as the one source of play counts them (the `member_play` view:
 * games' bets and settlements not rolled back, lotto bills not cancelled, dated when they stand). Baht. `net` is
 * the member's result, win - stake: above 0 the member won, below 0 the house did.
 */
const figures = z.object({ stake: z.number(), win: z.number(), net: z.number() });

const memberFigures = figures.extend({
  member_id: z.number().int(),
  phone: z.string(),
  full_name: z.string(),
});
export type MemberWinLoss = z.infer<typeof memberFigures>;

/** A game ('lotto' for the lotto) and its provider ('lotto' too). */
const gameFigures = figures.extend({
  game_code: z.string(),
  game_name: z.string(),
  provider_code: z.string(),
});
const providerFigures = figures.extend({ provider_code: z.string(), provider_name: z.string() });

export const winLossReport = z.object({
  from: z.string(),
  to: z.string(),
  total: figures,
  /** Members who played in the range. */
  members: z.number().int(),
  /** The members who won most and lost most over the range (at most `TOP_MEMBERS` each). */
  winners: z.array(memberFigures),
  losers: z.array(memberFigures),
  games: z.array(gameFigures),
  providers: z.array(providerFigures),
});
export type WinLossReport = z.infer<typeof winLossReport>;

export const TOP_MEMBERS = 20;

/** The range, and optionally one member by phone (the report is then that member's alone). */
export const winLossQuery = reportQuery.extend({ phone: z.string().trim().max(20).optional() });
export type WinLossQuery = z.infer<typeof winLossQuery>;

export const winLossTopQuery = reportQuery.extend({
  /** Day unless asked. */
  period: z.enum(['day', 'month']).optional(),
  top: z.coerce.number().int().min(1).max(50).optional(),
});
export type WinLossTopQuery = z.infer<typeof winLossTopQuery>;

/** Per Bangkok day (`YYYY-MM-DD`) or month (`YYYY-MM`), its biggest winners and losers, newest period first. */
export const winLossTop = z.object({
  periods: z.array(
    z.object({ period: z.string(), winners: z.array(memberFigures), losers: z.array(memberFigures) }),
  ),
});
export type WinLossTop = z.infer<typeof winLossTop>;
