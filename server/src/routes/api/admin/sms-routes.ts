import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { smsList, smsQuery } from '@contract/admin/sms';
import { envelopeOf, ok } from '@contract/envelope';
import { smsList as listOf } from '@server/sms/admin/sms-list';
import { adminSchema, staffOf } from './staff-call';

/** The console's SMS page (issue 29): messages sent through the gateway, their status, segments and cost. */
export const adminSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/sms',
    {
      config: { permission: 'sms.view' },
      schema: { ...adminSchema, querystring: smsQuery, response: { 200: envelopeOf(smsList) } },
    },
    async (request) => ok(await listOf(app.db, staffOf(request).agentId, request.query)),
  );
};
