import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht } from '@contract/money';
import {
  cashbackHistory,
  cashbackInfo,
  historyQuery,
  lossClaimAnswer,
  lossClaimBody,
  lossCurrent,
  lossHistory,
} from '@contract/rewards/cashback';
import { resolveAgent } from '@server/agents/agent-repository';
import { memberOf } from '@server/plugins/auth';
import { cashbackDays, cashbackInfoOf, lossSoFar, lossWeeks } from '@server/rewards/cashback/member-views';
import { claimWinloss } from '@server/rewards/cashback/winloss-claim';

const tags = ['rewards'];

/** Daily cashback and weekly win/loss refunds: the programmes (public), the member's history, the claim. */
export const cashbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/cashback/info',
    { preHandler: app.identify, schema: { tags, response: { 200: envelopeOf(cashbackInfo) } } },
    async (request) => ok(await cashbackInfoOf(app.db, (await resolveAgent(request)).id, app.clock())),
  );

  app.get(
    '/api/cashback/turnover/history',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: historyQuery, response: { 200: envelopeOf(cashbackHistory) } },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const page = await cashbackDays(app.db, memberOf(request).id, cursor, limit);
      return ok({ items: page.items, next_cursor: page.nextCursor, limit });
    },
  );

  app.get(
    '/api/cashback/loss/history',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: historyQuery, response: { 200: envelopeOf(lossHistory) } },
    },
    async (request) => {
      const { cursor, limit } = request.query;
      const page = await lossWeeks(app.db, memberOf(request).id, app.clock(), cursor, limit);
      return ok({ items: page.items, next_cursor: page.nextCursor, limit });
    },
  );

  app.get(
    '/api/cashback/loss/current',
    { preHandler: app.authenticate, schema: { tags, response: { 200: envelopeOf(lossCurrent) } } },
    async (request) => {
      const member = memberOf(request);
      return ok(await lossSoFar(app.db, member.agentId, member.id, app.clock()));
    },
  );

  app.post(
    '/api/cashback/loss/claim',
    {
      preHandler: app.authenticate,
      schema: { tags, body: lossClaimBody, response: { 200: envelopeOf(lossClaimAnswer) } },
    },
    async (request) => {
      const member = memberOf(request);
      const award = await claimWinloss(app.db, {
        agentId: member.agentId,
        memberId: member.id,
        id: request.body?.id,
        week: request.body?.week,
        now: app.clock(),
      });
      return ok({
        award_id: award.id,
        amount: toBaht(award.amount),
        period: award.periodKey,
        turnover_required: toBaht(award.turnoverRequired),
        replayed: award.replayed,
      });
    },
  );
};
