import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '@contract/admin/audit';
import { envelopeOf, ok } from '@contract/envelope';
import { queryAudit } from '@server/staff/audit-query';
import { adminSchema, staffOf } from './staff-call';

/** The audit log, read-only: filters by staff, action, target and date range, newest first. */
export const adminAuditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/audit',
    {
      config: { permission: 'audit.view' },
      schema: {
        ...adminSchema,
        querystring: auditQuery,
        response: { 200: envelopeOf(auditPage) },
      },
    },
    async (request) => ok(await queryAudit(app.db, staffOf(request).agentId, request.query)),
  );
};
