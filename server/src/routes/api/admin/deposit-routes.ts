import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { depositPage, depositSearch } from '@contract/admin/deposits';
import { envelopeOf, ok } from '@contract/envelope';
import { searchDeposits } from '@server/payments/admin/deposit-search';
import { adminSchema, staffOf } from './staff-call';

/** Deposit orders: search by reference, member, status and Bangkok days, a page at a time. */
export const adminDepositRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/deposits',
    {
      config: { permission: 'deposits.view' },
      schema: { ...adminSchema, querystring: depositSearch, response: { 200: envelopeOf(depositPage) } },
    },
    async (request) => ok(await searchDeposits(app.db, staffOf(request).agentId, request.query)),
  );
};
