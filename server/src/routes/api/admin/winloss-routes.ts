import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { reportQuery } from '@contract/admin/reports';
import { winLossQuery, winLossReport, winLossTop, winLossTopQuery } from '@contract/admin/winloss';
import { envelopeOf, ok } from '@contract/envelope';
import { winLossCsv, winLossReport as reportOf, winLossTop as topOf } from '@server/reports/winloss';
import { adminSchema, byStaff, staffOf } from './staff-call';

const config = { permission: 'reports.view' } as const;

/** Win/loss of play: the range's totals, members, games and providers; top members per day or month; a CSV. */
export const adminWinLossRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports/winloss',
    {
      config,
      schema: { ...adminSchema, querystring: winLossQuery, response: { 200: envelopeOf(winLossReport) } },
    },
    async (request) => ok(await reportOf(app.db, staffOf(request).agentId, request.query, app.clock())),
  );

  app.get(
    '/api/admin/reports/winloss/top',
    {
      config,
      schema: { ...adminSchema, querystring: winLossTopQuery, response: { 200: envelopeOf(winLossTop) } },
    },
    async (request) => ok(await topOf(app.db, staffOf(request).agentId, request.query, app.clock())),
  );

  app.get(
    '/api/admin/reports/winloss/members.csv',
    { config, schema: { ...adminSchema, produces: ['text/csv'], querystring: reportQuery } },
    async (request, reply) => {
      const { from, to } = request.query;
      const csv = await winLossCsv(app.db, byStaff(request), from, to, app.clock());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="winloss-members-${from}-${to}.csv"`)
        .send(csv);
    },
  );
};
