import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { deepLinkAnswer, deepLinkBody } from '@contract/admin/deeplinks';
import { envelopeOf, ok } from '@contract/envelope';
import { buildDeepLink } from '@server/line/admin/deep-links';
import { adminSchema } from './staff-call';

/** The LINE deep-link builder: a link, its QR code and the local path to preview. Changes nothing. */
export const adminDeeplinksRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/admin/deeplinks',
    {
      config: { permission: 'deeplinks.use' },
      schema: { ...adminSchema, body: deepLinkBody, response: { 200: envelopeOf(deepLinkAnswer) } },
    },
    async (request) => ok(await buildDeepLink(request.body.screen, request.body.params)),
  );
};
