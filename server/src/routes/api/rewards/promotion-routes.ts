import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht } from '@contract/money';
import {
  memberPromotions as memberPromotionsAnswer,
  promotionClaimAnswer,
  promotionClaimBody,
  promotionDeposits,
  promotionList,
} from '@contract/rewards/promotion';
import { resolveAgent } from '@server/agents/agent-repository';
import { memberOf } from '@server/plugins/auth';
import { isExcluded } from '@server/protection/gate';
import { claimPromotion } from '@server/rewards/promotions/claim';
import { claimableDeposits, DEPOSIT_CLAIM_HOURS } from '@server/rewards/promotions/deposits';
import { allPromotions, memberPromotions, runningPromotions } from '@server/rewards/promotions/listing';
import { toMemberPromotion, toPromotionItem } from './promotion-view';

const tags = ['rewards'];

/** What guests see too: the agent's promotions (a signed-in member's agent, else the request's). */
const publicRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.identify);
  const agentIdOf = async (request: Parameters<typeof resolveAgent>[0]) =>
    request.member?.agentId ?? (await resolveAgent(request)).id;

  app.get(
    '/api/promotion/list',
    { schema: { tags, response: { 200: envelopeOf(promotionList) } } },
    async (request) => {
      const now = app.clock();
      if (request.member && (await isExcluded(app.db, request.member.id, now))) return ok({ items: [] });
      const items = await runningPromotions(
        app.db,
        await agentIdOf(request),
        request.member?.id ?? null,
        now,
      );
      return ok({ items: items.map((i) => toPromotionItem(i.campaign, now, i.refusal)) });
    },
  );

  app.get(
    '/api/promotions',
    { schema: { tags, response: { 200: envelopeOf(promotionList) } } },
    async (request) => {
      const now = app.clock();
      // A self-excluded member is offered nothing (issue 15).
      if (request.member && (await isExcluded(app.db, request.member.id, now))) return ok({ items: [] });
      const items = await allPromotions(app.db, await agentIdOf(request));
      return ok({ items: items.map((c) => toPromotionItem(c, now, undefined)) });
    },
  );
};

/** The member's own: deposits a promotion may back, the claim, and their promotions with turnover progress. */
const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/promotion/deposits',
    { schema: { tags, response: { 200: envelopeOf(promotionDeposits) } } },
    async (request) => {
      const since = new Date(app.clock().getTime() - DEPOSIT_CLAIM_HOURS * 3_600_000);
      const deposits = await claimableDeposits(app.db, memberOf(request).id, since);
      return ok({
        items: deposits
          .filter((d) => d.takenBy === null)
          .map((d) => ({ id: d.id, amount: toBaht(d.amount), created_at: d.createdAt.toISOString() })),
      });
    },
  );

  app.post(
    '/api/promotion/claim',
    { schema: { tags, body: promotionClaimBody, response: { 200: envelopeOf(promotionClaimAnswer) } } },
    async (request) => {
      const member = memberOf(request);
      const award = await claimPromotion(app.db, {
        agentId: member.agentId,
        memberId: member.id,
        campaignId: request.body.campaign_id,
        depositId: request.body.deposit_id,
        requestId: request.body.request_id,
        acceptTerms: request.body.accept_terms === true,
        now: app.clock(),
      });
      return ok({
        award_id: award.id,
        amount: toBaht(award.amount),
        wallet_type_id: award.walletTypeId,
        turnover_required: toBaht(award.turnoverRequired),
        description: award.description,
        replayed: award.replayed,
      });
    },
  );

  app.get(
    '/api/member/promotions',
    { schema: { tags, response: { 200: envelopeOf(memberPromotionsAnswer) } } },
    async (request) =>
      ok({
        items: (await memberPromotions(app.db, memberOf(request).id, app.clock())).map(toMemberPromotion),
      }),
  );
};

/** Promotions (issue 13): the lists, the claim on a deposit or by itself, and the member's own. */
export const promotionRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(publicRoutes);
  await app.register(memberRoutes);
};
