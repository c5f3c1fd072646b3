import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '@contract/envelope';
import { resolveAgent } from '@server/agents/agent-repository';
import { receiveWebhook } from '@server/line/messaging/webhook';
import { secretBoxOf } from '@server/line/secret-box';

// The exact bytes LINE signed, per request (scoped to this plugin: other routes parse JSON as usual).
const rawBodies = new WeakMap<FastifyRequest, string>();

/**
 * The webhook LINE calls for the agent's official account (set `https://<site>/api/line/webhook` in the LINE
 * Developers console; `?ag=<code>` names the agent on a server of several). The signature is checked on the raw
 * body before anything is parsed or stored.
 */
export const lineRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 1_048_576 },
    (request, body, done) => {
      rawBodies.set(request, body as string);
      done(null, null);
    },
  );

  app.post(
    '/api/line/webhook',
    {
      compress: false,
      schema: {
        tags: ['line'],
        // Checked by receiveWebhook against the agent's channel secret: 401 when it does not hold.
        security: [{ lineSignature: [] }],
        querystring: z.object({ ag: z.string().min(1).max(40).optional() }),
        response: { 200: envelopeOf(z.object({ events: z.number().int(), stored: z.number().int() })) },
      },
    },
    async (request) => {
      // An unknown agent has no secret to check the signature with: refused as unsigned, not as a page's 200.
      const agent = await resolveAgent(request, request.query.ag).catch(() => null);
      const signature = request.headers['x-line-signature'];
      return ok(
        await receiveWebhook(
          app.db,
          secretBoxOf(app.config),
          agent?.id ?? null,
          rawBodies.get(request) ?? '',
          typeof signature === 'string' ? signature : undefined,
        ),
      );
    },
  );
};
