import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { memberFreebets as memberFreebetsAnswer } from '@contract/games/hub88-freebets';
import { memberFreebets } from '@server/games/hub88/freebets';
import { memberOf } from '@server/plugins/auth';

/**
 * The member's free bets in Hub88 games granted by the rewards engine (server/src/games/hub88/README.md, "Free
 * bets"): game, count, value, expiry and state; only their own.
 */
export const freebetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);
  app.get(
    '/api/member/freebets',
    { schema: { tags: ['rewards'], response: { 200: envelopeOf(memberFreebetsAnswer) } } },
    async (request) => ok({ items: await memberFreebets(app.db, memberOf(request).id, app.clock()) }),
  );
};
