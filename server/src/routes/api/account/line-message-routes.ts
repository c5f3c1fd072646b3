import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { lineMessagesAnswer, lineMessagesBody } from '@contract/line/message-prefs';
import { lineMessagesOf, saveLineMessages } from '@server/line/messaging/member-prefs';
import { memberOf } from '@server/plugins/auth';

/** The member's LINE message categories (web profile and LIFF profile; server/src/line/README.md). */
export const lineMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/member/line/messages',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Which LINE messages the member receives, by category, and whether LINE is linked',
        response: { 200: envelopeOf(lineMessagesAnswer) },
      },
    },
    async (request) => ok(await lineMessagesOf(app.db, memberOf(request).id)),
  );

  app.post(
    '/api/member/line/messages',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['account'],
        summary: 'Turns LINE message categories on or off (LINE_MESSAGES_NOT_LINKED without LINE)',
        body: lineMessagesBody,
        response: { 200: envelopeOf(lineMessagesAnswer) },
      },
    },
    async (request) => ok(await saveLineMessages(app.db, memberOf(request).id, request.body)),
  );
};
