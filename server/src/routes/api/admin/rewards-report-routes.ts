import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberIdParams } from '@contract/admin/members';
import { memberRewards, rewardsReport, rewardsReportQuery } from '@contract/admin/rewards-report';
import { envelopeOf, ok } from '@contract/envelope';
import {
  adminFreebetParams,
  adminFreebetRetryAnswer,
  adminFreebets,
  freebetGames as freebetGamesAnswer,
  freebetGamesQuery,
  freebetPrepaids as freebetPrepaidsAnswer,
  freebetPrepaidsQuery,
} from '@contract/games/hub88-freebets';
import { memberOfAgent } from '@server/accounts/admin/member-read';
import { memberRewards as readMemberRewards } from '@server/rewards/admin/member-rewards';
import { rewardsReport as reportOf } from '@server/rewards/admin/rewards-report';
import { rewardsReportCsv } from '@server/rewards/admin/rewards-report-csv';
import { freebetGames, freebetProblems, retryFreebet } from '@server/games/hub88/freebets-admin';
import { freebetPrepaids } from '@server/games/hub88/freebets-prepaids';
import { secretBoxOf } from '@server/line/secret-box';
import { adminSchema, byStaff, staffOf } from './staff-call';

const config = { permission: 'rewards.view' } as const;

/**
 * The marketing report (bonus cost per campaign and per day next to the deposits it brought, as JSON and CSV)
 * and a member's rewards on the member page; read-only. Beside the report, the free bets Hub88 has not (yet)
 * created, and sending a failed one again (`rewards.manage`, audited).
 */
export const adminRewardsReportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/rewards/report',
    {
      config,
      schema: {
        ...adminSchema,
        querystring: rewardsReportQuery,
        response: { 200: envelopeOf(rewardsReport) },
      },
    },
    async (request) =>
      ok(await reportOf(app.db, staffOf(request).agentId, request.query.from, request.query.to)),
  );

  app.get(
    '/api/admin/rewards/report.csv',
    { config, schema: { ...adminSchema, produces: ['text/csv'], querystring: rewardsReportQuery } },
    async (request, reply) => {
      const { from, to } = request.query;
      const report = await reportOf(app.db, staffOf(request).agentId, from, to);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="rewards-${from}-${to}.csv"`)
        .send(rewardsReportCsv(report));
    },
  );

  app.get(
    '/api/admin/members/:id/rewards',
    {
      config,
      schema: { ...adminSchema, params: memberIdParams, response: { 200: envelopeOf(memberRewards) } },
    },
    async (request) => {
      await memberOfAgent(app.db, staffOf(request).agentId, request.params.id);
      return ok(await readMemberRewards(app.db, request.params.id, app.clock()));
    },
  );

  app.get(
    '/api/admin/rewards/freebets',
    { config, schema: { ...adminSchema, response: { 200: envelopeOf(adminFreebets) } } },
    async (request) => ok({ items: await freebetProblems(app.db, staffOf(request).agentId) }),
  );

  app.get(
    '/api/admin/rewards/freebet-games',
    {
      config,
      schema: {
        ...adminSchema,
        querystring: freebetGamesQuery,
        response: { 200: envelopeOf(freebetGamesAnswer) },
      },
    },
    async (request) => ok(await freebetGames(app.db, request.query.q)),
  );

  // Hub88's prepaids of one game (Freebets API, prepaids/list), for the editors' choice of a prepaid.
  app.get(
    '/api/admin/rewards/freebet-prepaids',
    {
      config,
      schema: {
        ...adminSchema,
        querystring: freebetPrepaidsQuery,
        response: { 200: envelopeOf(freebetPrepaidsAnswer) },
      },
    },
    async (request) =>
      ok(
        await freebetPrepaids(app.db, secretBoxOf(app.config), request.query.game, (reason) =>
          request.log.warn({ reason }, 'hub88 prepaids/list failed'),
        ),
      ),
  );

  app.post(
    '/api/admin/rewards/freebets/:id/retry',
    {
      config: { permission: 'rewards.manage' },
      schema: {
        ...adminSchema,
        params: adminFreebetParams,
        response: { 200: envelopeOf(adminFreebetRetryAnswer) },
      },
    },
    async (request) => {
      await retryFreebet(app.db, byStaff(request), request.params.id, app.clock());
      return ok(null);
    },
  );
};
