import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams, reasonBody } from '@contract/admin/money-common';
import { decidedWithdrawal, withdrawalQueue } from '@contract/admin/withdrawals';
import { envelopeOf, ok } from '@contract/envelope';
import { decideAsStaff } from '@server/payments/admin/withdrawal-decision';
import { withdrawalQueue as queueOf } from '@server/payments/admin/withdrawal-queue';
import { adminSchema, byStaff, staffOf } from './staff-call';

const config = { permission: 'withdrawals.decide' } as const;
// Support answers members' "where is my withdrawal": they see the queue, only finance decides.
const viewConfig = { permission: 'withdrawals.view' } as const;

/** The withdrawals queue, oldest first with each member's context, and the decision (reason required, once). */
export const adminWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/withdrawals',
    { config: viewConfig, schema: { ...adminSchema, response: { 200: envelopeOf(withdrawalQueue) } } },
    async (request) => ok(await queueOf(app.db, staffOf(request).agentId)),
  );

  for (const [verb, approve] of [
    ['approve', true],
    ['refuse', false],
  ] as const) {
    app.post(
      `/api/admin/withdrawals/:id/${verb}`,
      {
        config,
        schema: {
          ...adminSchema,
          params: idParams,
          body: reasonBody,
          response: { 200: envelopeOf(decidedWithdrawal) },
        },
      },
      async (request) =>
        ok(await decideAsStaff(app.db, byStaff(request), request.params.id, approve, request.body.reason)),
    );
  }
};
