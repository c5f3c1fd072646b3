import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '@contract/envelope';
import { processNotification } from '@server/payments/notifications';

// The exact bytes a provider signed, per request (no request decoration: the games routes have their own).
const rawBodies = new WeakMap<FastifyRequest, string>();

const answer = z.object({ outcome: z.string(), order_id: z.string() });

/**
 * Where payment providers send their notifications. The signature covers the exact bytes sent, so this plugin
 * keeps the raw body next to the parsed one (scoped: other routes parse JSON as usual).
 */
export const notifyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    rawBodies.set(request, body as string);
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(null, null); // the signature check refuses it with a clear code
    }
  });

  app.post(
    '/api/payment/notify/:provider',
    {
      // A provider's server reads a few dozen bytes: no per-request compression hooks.
      compress: false,
      schema: {
        tags: ['payment'],
        // Checked by processNotification (the provider's own headers): 401 when it does not hold.
        security: [{ paymentSignature: [] }],
        params: z.object({ provider: z.string().min(1).max(40) }),
        response: { 200: envelopeOf(answer) },
      },
    },
    async (request) => {
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([name, value]) => [
          name,
          Array.isArray(value) ? value[0] : value,
        ]),
      );
      return ok(
        await processNotification(
          app.db,
          request.params.provider,
          rawBodies.get(request) ?? '',
          headers,
          app.clock(),
        ),
      );
    },
  );
};
