import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { questEventBody, questList, questRedeemAnswer, questRedeemBody } from '@contract/rewards/quest';
import { memberOf } from '@server/plugins/auth';
import { recordCheckin } from '@server/rewards/quests/checkins';
import { memberQuests } from '@server/rewards/quests/quests';
import { redeemQuest } from '@server/rewards/quests/redeem';

const tags = ['rewards'];

/**
 * Quests (/member/creditfree): the list with live progress, the claim, and the member events quests count.
 * Opening the list is a visit: it records the day's check-in, so a member who only looks still keeps a streak.
 */
export const questRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/quest/list',
    { schema: { tags, response: { 200: envelopeOf(questList) } } },
    async (request) => {
      const member = memberOf(request);
      const now = app.clock();
      await recordCheckin(app.db, member.id, now);
      return ok(await memberQuests(app.db, member, now));
    },
  );

  app.post(
    '/api/quest/redeem',
    { schema: { tags, body: questRedeemBody, response: { 200: envelopeOf(questRedeemAnswer) } } },
    async (request) => ok(await redeemQuest(app.db, memberOf(request), request.body.quest_id, app.clock())),
  );

  app.post(
    '/api/event/quest',
    { schema: { tags, body: questEventBody, response: { 200: envelopeOf(questList) } } },
    async (request) => {
      const member = memberOf(request);
      const now = app.clock();
      // The only event today is the check-in; the schema refuses any other type.
      await recordCheckin(app.db, member.id, now);
      return ok(await memberQuests(app.db, member, now));
    },
  );
};
