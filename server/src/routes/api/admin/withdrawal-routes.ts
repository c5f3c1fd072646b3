import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '@contract/admin/money-common';
import {
  approveWithdrawalBody,
  decidedWithdrawal,
  payoutAccounts,
  refuseWithdrawalBody,
  withdrawalAutoSettings,
  withdrawalAutoSettingsBody,
  withdrawalHistoryPage,
  withdrawalHistoryQuery,
  withdrawalListQuery,
  withdrawalQueue,
} from '@contract/admin/withdrawals';
import { envelopeOf, ok } from '@contract/envelope';
import { autoSettingsOf, saveAutoSettings } from '@server/payments/admin/withdrawal-auto-settings';
import {
  approveAsStaff,
  payoutAccountsOf,
  recordPayoutAsStaff,
  refuseAsStaff,
} from '@server/payments/admin/withdrawal-decision';
import { searchWithdrawalHistory, withdrawalHistoryCsv } from '@server/payments/admin/withdrawal-history';
import { withdrawalQueue as queueOf } from '@server/payments/admin/withdrawal-queue';
import { adminSchema, byStaff, staffOf } from './staff-call';

const config = { permission: 'withdrawals.decide' } as const;
// Support answers members' "where is my withdrawal": they see the queue and the history, only finance decides.
const viewConfig = { permission: 'withdrawals.view' } as const;
const autoConfig = { permission: 'withdrawals.auto' } as const;

/**
 * The withdrawals queue (pending requests and approvals awaiting their payout, oldest first, with each member's
 * context), the decisions (an internal note both ways, the payout on an approval, the member's reason on a
 * refusal; each once), the history of decided ones with its CSV, and the owner's automatic mode.
 */
export const adminWithdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  // Without a status (or `pending`) the queue; with a decided status the history, as `/history` answers it.
  app.get(
    '/api/admin/withdrawals',
    {
      config: viewConfig,
      schema: {
        ...adminSchema,
        querystring: withdrawalListQuery,
        response: { 200: envelopeOf(z.union([withdrawalQueue, withdrawalHistoryPage])) },
      },
    },
    async (request) => {
      const { status, ...search } = request.query;
      const agentId = staffOf(request).agentId;
      if (!status || status === 'pending') return ok(await queueOf(app.db, agentId, app.clock()));
      return ok(await searchWithdrawalHistory(app.db, agentId, { ...search, status }));
    },
  );

  app.get(
    '/api/admin/withdrawals/history',
    {
      config: viewConfig,
      schema: {
        ...adminSchema,
        querystring: withdrawalHistoryQuery,
        response: { 200: envelopeOf(withdrawalHistoryPage) },
      },
    },
    async (request) => ok(await searchWithdrawalHistory(app.db, staffOf(request).agentId, request.query)),
  );

  app.get(
    '/api/admin/withdrawals/history.csv',
    {
      config: viewConfig,
      schema: { ...adminSchema, produces: ['text/csv'], querystring: withdrawalHistoryQuery },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="withdrawals.csv"')
        .send(await withdrawalHistoryCsv(app.db, staffOf(request).agentId, request.query)),
  );

  app.get(
    '/api/admin/withdrawals/payout-accounts',
    { config, schema: { ...adminSchema, response: { 200: envelopeOf(payoutAccounts) } } },
    async (request) => ok(await payoutAccountsOf(app.db, staffOf(request).agentId)),
  );

  const decision = { ...adminSchema, params: idParams, response: { 200: envelopeOf(decidedWithdrawal) } };
  app.post(
    '/api/admin/withdrawals/:id/approve',
    { config, schema: { ...decision, body: approveWithdrawalBody } },
    async (request) => ok(await approveAsStaff(app.db, byStaff(request), request.params.id, request.body)),
  );
  app.post(
    '/api/admin/withdrawals/:id/refuse',
    { config, schema: { ...decision, body: refuseWithdrawalBody } },
    async (request) => ok(await refuseAsStaff(app.db, byStaff(request), request.params.id, request.body)),
  );
  app.post(
    '/api/admin/withdrawals/:id/paid',
    { config, schema: { ...decision, body: approveWithdrawalBody } },
    async (request) =>
      ok(await recordPayoutAsStaff(app.db, byStaff(request), request.params.id, request.body)),
  );

  app.get(
    '/api/admin/withdrawals/auto',
    { config: viewConfig, schema: { ...adminSchema, response: { 200: envelopeOf(withdrawalAutoSettings) } } },
    async (request) => ok(await autoSettingsOf(app.db, staffOf(request).agentId)),
  );
  app.post(
    '/api/admin/withdrawals/auto',
    {
      config: autoConfig,
      schema: {
        ...adminSchema,
        body: withdrawalAutoSettingsBody,
        response: { 200: envelopeOf(withdrawalAutoSettings) },
      },
    },
    async (request) => ok(await saveAutoSettings(app.db, byStaff(request), request.body)),
  );
};
