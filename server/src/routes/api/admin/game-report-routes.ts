import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  aggregatorStatement,
  gameReport,
  gameReportCsvQuery,
  gameReportQuery,
  statementQuery,
} from '@contract/admin/game-reports';
import { envelopeOf, ok } from '@contract/envelope';
import {
  aggregatorStatement as statementOf,
  aggregatorStatementCsv,
} from '@server/reports/aggregator-statement';
import { gameReportCsv, gameReport as reportOf } from '@server/reports/game-figures';
import { adminSchema, byStaff, staffOf } from './staff-call';

const config = { permission: 'reports.view' } as const;
const csvSchema = { ...adminSchema, produces: ['text/csv'] };

/**
 * Play per provider, studio and game over a range, and an aggregator's monthly statement; each with its CSV. The
 * pages read the replica when there is one (DATABASE_REPLICA_URL); the CSVs are audited, so they read the primary.
 */
export const adminGameReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports/games',
    {
      config,
      schema: { ...adminSchema, querystring: gameReportQuery, response: { 200: envelopeOf(gameReport) } },
    },
    async (request) => ok(await reportOf(app.replica, staffOf(request).agentId, request.query, app.clock())),
  );
  app.get(
    '/api/admin/reports/games.csv',
    { config, schema: { ...csvSchema, querystring: gameReportCsvQuery } },
    async (request, reply) => {
      const { level, ...query } = request.query;
      const csv = await gameReportCsv(app.db, byStaff(request), query, level, app.clock());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="games-${level}-${query.from}-${query.to}.csv"`)
        .send(csv);
    },
  );
  app.get(
    '/api/admin/reports/aggregator-statement',
    {
      config,
      schema: {
        ...adminSchema,
        querystring: statementQuery,
        response: { 200: envelopeOf(aggregatorStatement) },
      },
    },
    async (request) =>
      ok(await statementOf(app.replica, staffOf(request).agentId, request.query, app.clock())),
  );
  app.get(
    '/api/admin/reports/aggregator-statement.csv',
    { config, schema: { ...csvSchema, querystring: statementQuery } },
    async (request, reply) => {
      const { month, provider } = request.query;
      const csv = await aggregatorStatementCsv(app.db, byStaff(request), request.query, app.clock());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="statement-${provider}-${month}.csv"`)
        .send(csv);
    },
  );
};
