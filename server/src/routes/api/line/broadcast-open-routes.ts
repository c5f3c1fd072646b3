import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { broadcastOpenAnswer, broadcastOpenBody } from '@contract/line/broadcast';
import { recordOpen } from '@server/line/broadcasts/opens';
import { memberOf } from '@server/plugins/auth';

/**
 * The LIFF app's report that a member opened a broadcast's link (`/liff/b/<campaign>/...`), once logged in:
 * the member's first open of that broadcast is counted, later ones change nothing.
 */
export const lineBroadcastOpenRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/line/broadcast-opens',
    {
      preHandler: app.authenticate,
      schema: { tags: ['line'], body: broadcastOpenBody, response: { 200: envelopeOf(broadcastOpenAnswer) } },
    },
    async (request) => ok(await recordOpen(app.db, memberOf(request), request.body.campaign, app.clock())),
  );
};
