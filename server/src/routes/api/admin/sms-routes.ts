import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { smsList, smsQuery, smsSettings, smsSettingsBody } from '@contract/admin/sms';
import { envelopeOf, ok } from '@contract/envelope';
import { createSmsSender } from '@server/sms';
import { smsList as listOf } from '@server/sms/admin/sms-list';
import { saveSmsSettings, smsSettingsOf } from '@server/sms/admin/sms-settings';
import { adminSchema, byStaff, staffOf } from './staff-call';

/**
 * The console's SMS page (issue 29): messages sent through the gateway, their status, segments and cost; the
 * agent's SMS settings.
 */
export const adminSmsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/sms',
    {
      config: { permission: 'sms.view' },
      schema: { ...adminSchema, querystring: smsQuery, response: { 200: envelopeOf(smsList) } },
    },
    async (request) => ok(await listOf(app.db, staffOf(request).agentId, request.query)),
  );

  // Whether registration asks for a code by SMS first: the owner's choice (sms.settings).
  const reachesMembers = createSmsSender(app.config, app.log).reachesMembers;
  app.get(
    '/api/admin/sms/settings',
    {
      config: { permission: 'sms.settings' },
      schema: { ...adminSchema, response: { 200: envelopeOf(smsSettings) } },
    },
    async (request) => ok(await smsSettingsOf(app.db, staffOf(request).agentId, reachesMembers)),
  );
  app.post(
    '/api/admin/sms/settings',
    {
      config: { permission: 'sms.settings' },
      schema: { ...adminSchema, body: smsSettingsBody, response: { 200: envelopeOf(smsSettings) } },
    },
    async (request) =>
      ok(await saveSmsSettings(app.db, byStaff(request), request.body.register_otp, reachesMembers)),
  );
};
