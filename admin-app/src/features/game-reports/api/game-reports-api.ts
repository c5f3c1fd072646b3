import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  aggregatorStatement,
  gameReport,
  type AggregatorStatement,
  type GameReport,
  type GameReportLevel,
  type GameReportQuery,
} from '@contract/admin/game-reports';
import { request } from '@lib/api';
import { downloadCsv } from '@admin-app/lib/download';

const keys = {
  all: ['admin', 'game-reports'] as const,
  report: (query: GameReportQuery) => [...keys.all, 'report', query] as const,
  statement: (month: string, provider: string) => [...keys.all, 'statement', month, provider] as const,
};

/** The query without its empty filters, as the server and the CSV link take it. */
const paramsOf = (query: GameReportQuery): Record<string, string> =>
  Object.fromEntries(
    Object.entries(query)
      .filter(([, value]) => value !== undefined && value !== '')
      .map(([key, value]) => [key, String(value)]),
  );

export const useGameReport = (query: GameReportQuery) =>
  useQuery({
    queryKey: keys.report(query),
    queryFn: () =>
      request<GameReport>(import.meta.env.DEV && gameReport, {
        method: 'GET',
        url: '/api/admin/reports/games',
        params: paramsOf(query),
      }),
    placeholderData: keepPreviousData,
  });

export const useStatement = (month: string, provider: string) =>
  useQuery({
    queryKey: keys.statement(month, provider),
    queryFn: () =>
      request<AggregatorStatement>(import.meta.env.DEV && aggregatorStatement, {
        method: 'GET',
        url: '/api/admin/reports/aggregator-statement',
        params: { month, provider },
      }),
    placeholderData: keepPreviousData,
  });

export const downloadGameReportCsv = (query: GameReportQuery, level: GameReportLevel) =>
  downloadCsv(
    '/api/admin/reports/games.csv',
    { ...paramsOf(query), level },
    `games-${level}-${query.from}-${query.to}.csv`,
  );

export const downloadStatementCsv = (month: string, provider: string) =>
  downloadCsv(
    '/api/admin/reports/aggregator-statement.csv',
    { month, provider },
    `statement-${provider}-${month}.csv`,
  );
