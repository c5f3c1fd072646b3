import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  saveMappingBody,
  statementAccount,
  statementFileBody,
  statementLineBody,
  statementLineResult,
  statementMapping,
  statementResult,
} from '@contract/admin/statements';
import { envelopeOf, ok } from '@contract/envelope';
import {
  importStatement,
  listStatementAccounts,
  previewStatement,
  recordStatementLine,
  saveStatementMapping,
} from '@server/payments/statements/statement-import';
import { adminSchema, byStaff, staffOf } from './staff-call';

const config = { permission: 'transfers.review' } as const;
/** A statement file travels as text in the JSON body: a month of a busy account stays well under this. */
const bodyLimit = 4 * 1024 * 1024;

/**
 * Bank statement lines (issue 28), on the transfers page: the agent's accounts and their saved column mappings,
 * a line typed in, and a CSV file previewed then imported. Registered by `transfer-routes.ts`.
 */
export const adminStatementRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/statements/accounts',
    { config, schema: { ...adminSchema, response: { 200: envelopeOf(z.array(statementAccount)) } } },
    async (request) => ok(await listStatementAccounts(app.db, staffOf(request).agentId)),
  );

  app.post(
    '/api/admin/statements/mapping',
    {
      config,
      schema: { ...adminSchema, body: saveMappingBody, response: { 200: envelopeOf(statementMapping) } },
    },
    async (request) =>
      ok(
        await saveStatementMapping(
          app.db,
          byStaff(request),
          request.body.bank_account_id,
          request.body.mapping,
        ),
      ),
  );

  app.post(
    '/api/admin/statements/preview',
    {
      config,
      bodyLimit,
      schema: { ...adminSchema, body: statementFileBody, response: { 200: envelopeOf(statementResult) } },
    },
    async (request) =>
      ok(await previewStatement(app.db, staffOf(request).agentId, request.body, app.clock())),
  );

  app.post(
    '/api/admin/statements/import',
    {
      config,
      bodyLimit,
      schema: { ...adminSchema, body: statementFileBody, response: { 200: envelopeOf(statementResult) } },
    },
    async (request) => ok(await importStatement(app.db, byStaff(request), request.body, app.clock())),
  );

  app.post(
    '/api/admin/statements/lines',
    {
      config,
      schema: { ...adminSchema, body: statementLineBody, response: { 200: envelopeOf(statementLineResult) } },
    },
    async (request) => ok(await recordStatementLine(app.db, byStaff(request), request.body, app.clock())),
  );
};
