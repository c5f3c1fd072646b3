import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  houseAccounts,
  ledgerTransferPage,
  ledgerTransferQuery,
  reconcileReport,
} from '@contract/admin/ledger';
import { envelopeOf, ok } from '@contract/envelope';
import { houseAccounts as houseOf } from '@server/reports/ledger-house-accounts';
import { reconcile } from '@server/reports/ledger-reconcile';
import { searchLedgerTransfers } from '@server/reports/ledger-transfer-search';
import { adminSchema, byStaff, emptyBody, staffOf } from './staff-call';

/** The ledger: house balances, transfer search, and a reconciliation run (audited). */
export const adminLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/ledger/accounts',
    {
      config: { permission: 'ledger.view' },
      schema: { ...adminSchema, response: { 200: envelopeOf(houseAccounts) } },
    },
    async () => ok(await houseOf(app.db)),
  );

  app.get(
    '/api/admin/ledger/transfers',
    {
      config: { permission: 'ledger.view' },
      schema: {
        ...adminSchema,
        querystring: ledgerTransferQuery,
        response: { 200: envelopeOf(ledgerTransferPage) },
      },
    },
    async (request) => ok(await searchLedgerTransfers(app.db, staffOf(request).agentId, request.query)),
  );

  app.post(
    '/api/admin/ledger/reconcile',
    {
      config: { permission: 'ledger.reconcile' },
      schema: {
        ...adminSchema,
        body: emptyBody,
        response: { 200: envelopeOf(reconcileReport) },
      },
    },
    async (request) => ok(await reconcile(app.db, byStaff(request))),
  );
};
