import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { shiftQuery, shiftReport } from '@contract/admin/shift-report';
import { envelopeOf, ok } from '@contract/envelope';
import { shiftCsv, shiftReport as reportOf } from '@server/reports/shift-report';
import { adminSchema, staffOf } from './staff-call';

const config = { permission: 'staff.shifts' } as const;

/** The staff shift report (issue 28): each staff member's money decisions over a time range, as JSON and CSV. */
export const adminShiftRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/reports/shifts',
    {
      config,
      schema: { ...adminSchema, querystring: shiftQuery, response: { 200: envelopeOf(shiftReport) } },
    },
    async (request) =>
      ok(await reportOf(app.db, staffOf(request).agentId, request.query.from, request.query.to)),
  );

  app.get(
    '/api/admin/reports/shifts.csv',
    { config, schema: { ...adminSchema, produces: ['text/csv'], querystring: shiftQuery } },
    async (request, reply) => {
      const report = await reportOf(app.db, staffOf(request).agentId, request.query.from, request.query.to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="staff-shifts.csv"')
        .send(shiftCsv(report));
    },
  );
};
