import { z } from 'zod';
import { gameCategory } from '../game';
import { dayText } from './money-common';

/**
 * Play per provider, studio and game over a range of Bangkok days (issue 30, `reports.view`), read from the
 * seamless transactions (the money our wallet moved, never the provider's own figures). Baht; GGR = stake - win;
 * a rolled-back bet counts nothing; return = win / stake in percent beside the published RTP.
 */
export const gameReportQuery = z.object({
  from: dayText,
  to: dayText,
  provider: z.string().max(40).optional(),
  studio: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  category: gameCategory.optional(),
});
export type GameReportQuery = z.infer<typeof gameReportQuery>;
export const gameReportCsvQuery = gameReportQuery.extend({ level: z.enum(['provider', 'studio', 'game']) });
export type GameReportLevel = z.infer<typeof gameReportCsvQuery>['level'];

const figures = z.object({
  bets: z.number().int(),
  stake: z.number(),
  win: z.number(),
  ggr: z.number(),
  /** win / stake in percent (two decimals), null without stakes. */
  realised_rtp: z.number().nullable(),
  /** The published RTP (a studio's or provider's: weighted by the stakes of its games that publish one). */
  published_rtp: z.number().nullable(),
  players: z.number().int(),
});
export type GameFigures = z.infer<typeof figures>;

const line = figures.extend({
  provider_code: z.string(),
  provider_name: z.string(),
  studio_id: z.number().int().nullable(),
  studio_name: z.string(),
  game_code: z.string(),
  game_name: z.string(),
  category: z.string(),
});
export type GameReportLine = z.infer<typeof line>;

export const gameReport = z.object({
  from: dayText,
  to: dayText,
  total: figures,
  providers: z.array(line),
  studios: z.array(line),
  games: z.array(line),
});
export type GameReport = z.infer<typeof gameReport>;

/** A Bangkok month, `YYYY-MM` (Gregorian; the console shows it in the Buddhist era). */
export const statementQuery = z.object({
  month: z.string().regex(/^\d{4}-\d{2}$/),
  provider: z.string().max(40).default('hub88'),
});
export type StatementQuery = z.infer<typeof statementQuery>;

const statementLine = z.object({
  studio_id: z.number().int().nullable(),
  studio_code: z.string(),
  studio_name: z.string(),
  bets: z.number().int(),
  stake: z.number(),
  wins: z.number().int(),
  win: z.number(),
  rollbacks: z.number().int(),
  rolled_back: z.number(),
  ggr: z.number(),
  share_percent: z.number(),
  owed: z.number(),
  first_at: z.string().nullable(),
  last_at: z.string().nullable(),
});
export type StatementLine = z.infer<typeof statementLine>;

export const aggregatorStatement = z.object({
  month: z.string(),
  provider_code: z.string(),
  provider_name: z.string(),
  studios: z.array(statementLine),
  total: statementLine,
});
export type AggregatorStatement = z.infer<typeof aggregatorStatement>;
