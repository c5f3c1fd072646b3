import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moneyReport, reportCsvQuery, reportQuery } from '@contract/admin/reports';
import { envelopeOf, ok } from '@contract/envelope';
import { memberMoneyReport, moneyReport as reportOf } from '@server/reports/money-report';
import { memberReportCsv, reportCsv } from '@server/reports/report-csv';
import { adminSchema, staffOf } from './staff-call';

const config = { permission: 'reports.view' } as const;

/**
 * Money per Bangkok day and per game category, as JSON for the page and as CSV for Excel (and per member). Read
 * from the replica when there is one (DATABASE_REPLICA_URL): a report may be a moment behind.
 */
export const adminReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports/money',
    {
      config,
      schema: { ...adminSchema, querystring: reportQuery, response: { 200: envelopeOf(moneyReport) } },
    },
    async (request) =>
      ok(await reportOf(app.replica, staffOf(request).agentId, request.query.from, request.query.to)),
  );

  app.get(
    '/api/admin/reports/money.csv',
    { config, schema: { ...adminSchema, produces: ['text/csv'], querystring: reportCsvQuery } },
    async (request, reply) => {
      const { from, to, by = 'day' } = request.query;
      const { agentId } = staffOf(request);
      const report = await reportOf(app.replica, agentId, from, to);
      const csv =
        by === 'member'
          ? memberReportCsv(await memberMoneyReport(app.replica, agentId, from, to), report.total)
          : reportCsv(report, by);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="report-${by}-${from}-${to}.csv"`)
        .send(csv);
    },
  );
};
