import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { dashboard } from '@contract/admin/dashboard';
import { envelopeOf, ok } from '@contract/envelope';
import { dashboardOf } from '@server/reports/dashboard';
import { adminSchema, staffOf } from './staff-call';

/** The dashboard's figures, as the role may see them; the console polls it (about every 10 s) while open. */
export const adminDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/dashboard',
    {
      config: { permission: 'dashboard.view' },
      schema: { ...adminSchema, response: { 200: envelopeOf(dashboard) } },
    },
    async (request) => {
      const staff = staffOf(request);
      return ok(await dashboardOf(app.db, staff.agentId, app.clock(), staff.role));
    },
  );
};
