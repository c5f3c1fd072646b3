import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  houseAccounts,
  ledgerTransferPage,
  ledgerTransferQuery,
  reconcileReport,
} from '@contract/admin/ledger';
import { envelopeOf, ok } from '@contract/envelope';
import { houseAccounts as houseOf } from '@server/admin/ledger/house-accounts';
import { reconcile } from '@server/admin/ledger/reconcile';
import { searchLedgerTransfers } from '@server/admin/ledger/transfer-search';
import { staffOf } from '@server/staff/staff-auth';
import { security, tags } from './money-route-common';

/** The ledger: house balances, transfer search, and a reconciliation run (audited). */
export const adminLedgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/ledger/accounts',
    {
      config: { permission: 'ledger.view' },
      schema: { tags, security, response: { 200: envelopeOf(houseAccounts) } },
    },
    async () => ok(await houseOf(app.db)),
  );

  app.get(
    '/api/admin/ledger/transfers',
    {
      config: { permission: 'ledger.view' },
      schema: {
        tags,
        security,
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
        tags,
        security,
        body: z.object({}).passthrough().nullish(),
        response: { 200: envelopeOf(reconcileReport) },
      },
    },
    async (request) => ok(await reconcile(app.db, request)),
  );
};
