import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht } from '@contract/money';
import { convertAnswer, convertBody, turnoverAnswer } from '@contract/rewards/turnover';
import { memberOf } from '@server/plugins/auth';
import { convertToMain } from '@server/rewards/convert';
import { turnoverRequirements } from '@server/rewards/turnover';

/** The member's turnover conditions with their progress, and moving a bonus wallet to the main wallet. */
export const turnoverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/member/turnover',
    { schema: { tags: ['rewards'], response: { 200: envelopeOf(turnoverAnswer) } } },
    async (request) => {
      const items = await turnoverRequirements(app.db, memberOf(request).id, app.clock());
      return ok({
        items: items.map((item) => ({
          id: item.id,
          wallet_type_id: item.walletTypeId,
          wallet_name: item.walletName,
          description: item.description,
          required: toBaht(item.required),
          progress: toBaht(item.progress),
          owed: toBaht(item.owed),
          categories: item.categories,
          started_at: item.startedAt.toISOString(),
        })),
      });
    },
  );

  app.post(
    '/api/member/wallet/convert',
    { schema: { tags: ['rewards'], body: convertBody, response: { 200: envelopeOf(convertAnswer) } } },
    async (request) => {
      const done = await convertToMain(app.db, {
        memberId: memberOf(request).id,
        walletTypeId: request.body.wallet_type_id,
        requestId: request.body.request_id,
        now: app.clock(),
      });
      return ok({ amount: toBaht(done.amount), replayed: done.replayed });
    },
  );
};
