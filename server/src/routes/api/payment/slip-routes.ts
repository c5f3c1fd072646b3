import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { SLIP_MAX_BYTES, SLIP_TYPES, depositSlip, slipQuery } from '@contract/payment-slip';
import { attachSlip, slipImage, slipInfo } from '@server/payments/slips/deposit-slips';
import { slipStoreOf } from '@server/payments/slips/slip-store';
import { memberOf } from '@server/plugins/auth';

const tags = ['payment'];

/**
 * A member's transfer slip on their own transfer order (issue 28): the image is the raw body (its type is read
 * from its bytes, whatever the request says), read back by the member; staff read it in the console.
 */
export const slipRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = slipStoreOf(app.config);
  app.addHook('preHandler', app.authenticate);
  // Only here: an image body, kept as bytes. A little over the limit, so a large slip gets the Thai refusal.
  app.addContentTypeParser(
    [...SLIP_TYPES, 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: SLIP_MAX_BYTES + 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post(
    '/api/member/payment/slip',
    {
      bodyLimit: SLIP_MAX_BYTES + 1024 * 1024,
      schema: { tags, querystring: slipQuery, response: { 200: envelopeOf(depositSlip) } },
    },
    async (request) =>
      ok(
        await attachSlip(
          app.db,
          store,
          memberOf(request),
          request.query.order_id,
          Buffer.isBuffer(request.body) ? request.body : undefined,
        ),
      ),
  );

  app.get(
    '/api/member/payment/slip',
    { schema: { tags, querystring: slipQuery, response: { 200: envelopeOf(depositSlip.nullable()) } } },
    async (request) => ok(await slipInfo(app.db, request.query.order_id, { memberId: memberOf(request).id })),
  );

  app.get(
    '/api/member/payment/slip/image',
    { schema: { tags, produces: [...SLIP_TYPES], querystring: slipQuery } },
    async (request, reply) => {
      const image = await slipImage(app.db, store, request.query.order_id, {
        memberId: memberOf(request).id,
      });
      return reply.type(image.mime).header('cache-control', 'private, no-store').send(image.bytes);
    },
  );
};
