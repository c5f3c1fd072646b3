import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { slipQuery, slipWithImage } from '@contract/payment-slip';
import { slipForStaff } from '@server/payments/slips/deposit-slips';
import { slipStoreOf } from '@server/payments/slips/slip-store';
import { adminSchema, staffOf } from './staff-call';

/**
 * A member's transfer slip, for staff who may see deposits (issue 28): only an order of their own agent; null when
 * the order has none. The image comes inside the answer, so the console shows it without a second credential.
 */
export const adminSlipRoutes: FastifyPluginAsyncZod = async (app) => {
  const store = slipStoreOf(app.config);
  app.get(
    '/api/admin/deposits/slip',
    {
      config: { permission: 'deposits.view' },
      schema: {
        ...adminSchema,
        querystring: slipQuery,
        response: { 200: envelopeOf(slipWithImage.nullable()) },
      },
    },
    async (request) =>
      ok(await slipForStaff(app.db, store, request.query.order_id, staffOf(request).agentId)),
  );
};
