import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@contract/admin/money-common';
import {
  assignTransferBody,
  rejectTransferBody,
  resolvedTransfer,
  transferPage,
  transferQuery,
} from '@contract/admin/transfers';
import { transferSuggestion } from '@contract/admin/statements';
import { envelopeOf, ok } from '@contract/envelope';
import { listTransfers } from '@server/payments/admin/transfer-list';
import { resolveAsStaff } from '@server/payments/admin/transfer-resolution';
import { transferSuggestions } from '@server/payments/admin/transfer-suggestions';
import { adminSchema, byStaff, staffOf } from './staff-call';
import { adminSlipRoutes } from './slip-routes';
import { adminStatementRoutes } from './statement-routes';

const config = { permission: 'transfers.review' } as const;

/**
 * Incoming bank and TrueMoney transfers: the list, the members one held for review may belong to, and assigning
 * or rejecting it (once). Bank statement lines enter here too (`statement-routes.ts`),
 * and the slips members attach to their orders are read here (`slip-routes.ts`).
 */
export const adminTransferRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(adminStatementRoutes);
  await app.register(adminSlipRoutes);

  app.get(
    '/api/admin/transfers/:id/suggestions',
    {
      config,
      schema: {
        ...adminSchema,
        params: idParams,
        response: { 200: envelopeOf(z.array(transferSuggestion)) },
      },
    },
    async (request) => ok(await transferSuggestions(app.db, staffOf(request).agentId, request.params.id)),
  );

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
