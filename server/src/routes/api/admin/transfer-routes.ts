import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '@contract/admin/money-common';
import {
  assignTransferBody,
  rejectTransferBody,
  resolvedTransfer,
  transferPage,
  transferQuery,
} from '@contract/admin/transfers';
import { envelopeOf, ok } from '@contract/envelope';
import { listTransfers } from '@server/payments/admin/transfer-list';
import { resolveAsStaff } from '@server/payments/admin/transfer-resolution';
import { adminSchema, byStaff, staffOf } from './staff-call';

const config = { permission: 'transfers.review' } as const;

/** Incoming bank and TrueMoney transfers: the list, and assigning or rejecting one held for review (once). */
export const adminTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/transfers',
    {
      config,
      schema: { ...adminSchema, querystring: transferQuery, response: { 200: envelopeOf(transferPage) } },
    },
    async (request) => ok(await listTransfers(app.db, staffOf(request).agentId, request.query)),
  );

  app.post(
    '/api/admin/transfers/:id/assign',
    {
      config,
      schema: {
        ...adminSchema,
        params: idParams,
        body: assignTransferBody,
        response: { 200: envelopeOf(resolvedTransfer) },
      },
    },
    async (request) =>
      ok(
        await resolveAsStaff(
          app.db,
          byStaff(request),
          request.params.id,
          { assign: request.body },
          app.clock(),
        ),
      ),
  );

  app.post(
    '/api/admin/transfers/:id/reject',
    {
      config,
      schema: {
        ...adminSchema,
        params: idParams,
        body: rejectTransferBody,
        response: { 200: envelopeOf(resolvedTransfer) },
      },
    },
    async (request) =>
      ok(
        await resolveAsStaff(
          app.db,
          byStaff(request),
          request.params.id,
          { reject: request.body.reason },
          app.clock(),
        ),
      ),
  );
};
