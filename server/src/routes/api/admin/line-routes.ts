import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  officialAccountBody,
  officialAccountTest,
  officialAccountView as officialAccountSchema,
} from '@contract/admin/line-official-account';
import { outboxPage, outboxQuery } from '@contract/admin/outbox';
import { envelopeOf, ok } from '@contract/envelope';
import { testOfficialAccount } from '@server/line/admin/official-account';
import { lineHostsOf } from '@server/line/messaging/client';
import { officialAccountView, saveOfficialAccount } from '@server/line/messaging/official-account';
import { secretBoxOf } from '@server/line/secret-box';
import { listOutbox, retryOutboxEntry } from '@server/outbox/admin/outbox';
import { adminSchema, byStaff, emptyBody, staffOf } from './staff-call';

/**
 * The agent's LINE Official Account in the console (owner, `line.settings`): its channel and sealed secrets, a
 * test of the connection, and the outbox of what the server sends (LINE and SMS) with a retry of failed entries.
 */
export const adminLineRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = { permission: 'line.settings' } as const;
  const box = () => secretBoxOf(app.config);
  app.get(
    '/api/admin/line/official-account',
    { config: settings, schema: { ...adminSchema, response: { 200: envelopeOf(officialAccountSchema) } } },
    async (request) => ok(await officialAccountView(app.db, box(), staffOf(request).agentId)),
  );
  app.post(
    '/api/admin/line/official-account',
    {
      config: settings,
      schema: {
        ...adminSchema,
        body: officialAccountBody,
        response: { 200: envelopeOf(officialAccountSchema) },
      },
    },
    async (request) => ok(await saveOfficialAccount(app.db, box(), byStaff(request), request.body)),
  );
  app.post(
    '/api/admin/line/official-account/test',
    {
      config: settings,
      schema: { ...adminSchema, body: emptyBody, response: { 200: envelopeOf(officialAccountTest) } },
    },
    async (request) =>
      ok(await testOfficialAccount(app.db, box(), lineHostsOf(app.config), staffOf(request).agentId)),
  );
  app.get(
    '/api/admin/line/outbox',
    {
      config: settings,
      schema: { ...adminSchema, querystring: outboxQuery, response: { 200: envelopeOf(outboxPage) } },
    },
    async (request) => ok(await listOutbox(app.db, staffOf(request).agentId, request.query)),
  );
  app.post(
    '/api/admin/line/outbox/:id/retry',
    {
      config: settings,
      schema: {
        ...adminSchema,
        params: z.object({
          id: z.coerce
            .number()
            .int()
            .min(1)
            .max(2 ** 53 - 1),
        }),
        body: emptyBody,
        response: { 200: envelopeOf(z.object({ id: z.number().int() })) },
      },
    },
    async (request) => ok(await retryOutboxEntry(app.db, byStaff(request), request.params.id)),
  );
};
