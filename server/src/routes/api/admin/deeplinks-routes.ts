import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deepLinkAnswer, deepLinkBody } from '@contract/admin/deeplinks';
import { lineSettings, lineSettingsBody } from '@contract/admin/line-settings';
import { envelopeOf, ok } from '@contract/envelope';
import { buildDeepLink } from '@server/line/admin/deep-links';
import { liffConfigOf, lineSettingsOf, saveLineSettings } from '@server/line/line-settings';
import { adminSchema, byStaff, staffOf } from './staff-call';

/**
 * LINE in the console: the deep-link builder (a link, its QR code and the local path to preview; changes
 * nothing), and the owner's LINE settings (LIFF ids per app, the channel id), read by the LIFF pages, the LIFF
 * login and the deep links.
 */
export const adminDeeplinksRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = { permission: 'line.settings' } as const;
  app.get(
    '/api/admin/line/settings',
    { config: settings, schema: { ...adminSchema, response: { 200: envelopeOf(lineSettings) } } },
    async (request) => ok(await lineSettingsOf(app.db, staffOf(request).agentId, app.config.LINE_CHANNEL_ID)),
  );
  app.post(
    '/api/admin/line/settings',
    {
      config: settings,
      schema: { ...adminSchema, body: lineSettingsBody, response: { 200: envelopeOf(lineSettings) } },
    },
    async (request) =>
      ok(await saveLineSettings(app.db, byStaff(request), request.body, app.config.LINE_CHANNEL_ID)),
  );

  app.post(
    '/api/admin/deeplinks',
    {
      config: { permission: 'deeplinks.use' },
      schema: { ...adminSchema, body: deepLinkBody, response: { 200: envelopeOf(deepLinkAnswer) } },
    },
    async (request) => {
      const liff = await liffConfigOf(app.db, staffOf(request).agentId, app.config.LINE_CHANNEL_ID);
      return ok(await buildDeepLink(request.body.screen, request.body.params, liff));
    },
  );
};
