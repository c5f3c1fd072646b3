import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { linkedMembers } from '@contract/admin/linked-members';
import { memberIdParams } from '@contract/admin/members';
import { envelopeOf, ok } from '@contract/envelope';
import { linkedMembers as linkedOf } from '@server/accounts/admin/linked-members';
import { adminSchema, staffOf } from './staff-call';

/** The member page's linked accounts: members sharing a bank account, a device, an address or a name. */
export const adminMemberLinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/members/:id/linked',
    {
      config: { permission: 'members.view' },
      schema: { ...adminSchema, params: memberIdParams, response: { 200: envelopeOf(linkedMembers) } },
    },
    async (request) => ok(await linkedOf(app.db, staffOf(request).agentId, request.params.id)),
  );
};
