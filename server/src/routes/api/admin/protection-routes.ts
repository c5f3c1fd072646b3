import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  helpContactBody,
  memberProtection,
  memberProtectionParams,
  protectionReport,
  protectionReportQuery,
} from '@contract/admin/protection';
import { safetyHelp } from '@contract/protection/protection';
import {
  memberProtection as memberProtectionOf,
  protectionReport as reportOf,
} from '@server/protection/admin/member-protection';
import { saveHelpContactAsStaff } from '@server/protection/admin/help-contact';
import { helpContactOf } from '@server/protection/help';
import { adminSchema, byStaff, staffOf } from './staff-call';

/**
 * Player protection in the back office (issue 15): a member's status and history and the report of members near
 * or at their limits (members.view), read-only; the help contact of the safety page (content.manage), audited.
 */
export const adminProtectionRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { permission: 'members.view' } as const;
  const manage = { permission: 'content.manage' } as const;

  app.get(
    '/api/admin/members/:id/protection',
    {
      config: view,
      schema: {
        ...adminSchema,
        params: memberProtectionParams,
        response: { 200: envelopeOf(memberProtection) },
      },
    },
    async (request) =>
      ok(await memberProtectionOf(app.db, staffOf(request).agentId, request.params.id, app.clock())),
  );

  app.get(
    '/api/admin/protection/report',
    {
      config: view,
      schema: {
        ...adminSchema,
        querystring: protectionReportQuery,
        response: { 200: envelopeOf(protectionReport) },
      },
    },
    async (request) => ok(await reportOf(app.db, staffOf(request).agentId, request.query, app.clock())),
  );

  app.get(
    '/api/admin/protection/help',
    { config: manage, schema: { ...adminSchema, response: { 200: envelopeOf(safetyHelp) } } },
    async (request) => ok({ contact: await helpContactOf(app.db, staffOf(request).agentId) }),
  );

  app.put(
    '/api/admin/protection/help',
    {
      config: manage,
      schema: { ...adminSchema, body: helpContactBody, response: { 200: envelopeOf(safetyHelp) } },
    },
    async (request) => ok({ contact: await saveHelpContactAsStaff(app.db, byStaff(request), request.body) }),
  );
};
