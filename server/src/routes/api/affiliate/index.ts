import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht } from '@contract/money';
import {
  affiliateConfigs,
  affiliateNetwork,
  affiliateSummary,
  affiliateTransactions,
  clickAnswer,
  clickBody,
  configsQuery,
  pageBody,
  pageQuery,
  redeemAnswer,
  redeemBody,
} from '@contract/affiliate/affiliate';
import { resolveAgent } from '@server/agents/agent-repository';
import { recordClick } from '@server/affiliate/clicks';
import {
  affiliateNetwork as network,
  affiliateSummary as summary,
  affiliateTransactions as txs,
} from '@server/affiliate/reads';
import { redeemCommission } from '@server/affiliate/redeem';
import { readSettings } from '@server/affiliate/settings';
import { toConfigs } from '@server/affiliate/views';
import { memberOf } from '@server/plugins/auth';

const tags = ['affiliate'];

/** The member's own figures, network, history and redeem. */
const memberRoutes: FastifyPluginAsyncZod = async (member) => {
  member.addHook('preHandler', member.authenticate);

  member.get(
    '/api/affiliate/summary',
    { schema: { tags, response: { 200: envelopeOf(affiliateSummary) } } },
    async (request) => {
      const me = memberOf(request);
      const s = await summary(member.db, me.id, member.clock());
      const settings = await readSettings(member.db, me.agentId);
      return ok({
        code: s.code,
        clicks: s.clicks,
        sign_ups: s.signUps,
        first_deposits: s.firstDeposits,
        commission_today: toBaht(s.today),
        commission_month: toBaht(s.month),
        redeemable: toBaht(s.redeemable),
        held: toBaht(s.held),
        min_redeem: toBaht(settings.minRedeem),
      });
    },
  );

  member.post(
    '/api/affiliate/network',
    { schema: { tags, body: pageBody, response: { 200: envelopeOf(affiliateNetwork) } } },
    async (request) => {
      const { cursor, size } = request.body;
      const answer = await network(member.db, memberOf(request).id, { limit: size, cursor });
      return ok({
        total: answer.total,
        next_cursor: answer.nextCursor,
        items: answer.items.map((m) => ({
          id: m.id,
          phone: m.phone,
          name: m.name,
          level: m.level,
          registered_at: m.registeredAt.toISOString(),
          commission: toBaht(m.commission),
        })),
      });
    },
  );

  for (const path of ['/api/affiliate/transactions', '/api/affiliate/v2/transactions']) {
    member.get(
      path,
      { schema: { tags, querystring: pageQuery, response: { 200: envelopeOf(affiliateTransactions) } } },
      async (request) => {
        const { cursor, size } = request.query;
        const page = await txs(member.db, memberOf(request).id, { limit: size, cursor });
        return ok({
          next_cursor: page.nextCursor,
          items: page.items.map((t) => ({
            id: t.id,
            type: t.type,
            amount: toBaht(t.amount),
            description: t.description,
            created_at: t.createdAt.toISOString(),
          })),
        });
      },
    );
  }

  member.post(
    '/api/affiliate/redeem',
    { schema: { tags, body: redeemBody, response: { 200: envelopeOf(redeemAnswer) } } },
    async (request) => {
      const me = memberOf(request);
      const done = await redeemCommission(member.db, {
        memberId: me.id,
        agentId: me.agentId,
        requestId: request.body.request_id,
      });
      return ok({ amount: toBaht(done.amount), replayed: done.replayed });
    },
  );
};

/** The affiliate programme for members (SPEC §7 Affiliate); the link click and the rates are public. */
export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.identify);

  app.post(
    '/api/affiliate/click',
    { schema: { tags, body: clickBody, response: { 200: envelopeOf(clickAnswer) } } },
    async (request) => {
      const agent = await resolveAgent(request);
      await recordClick(app.db, agent.id, request.body.code, request.ip);
      return ok({ recorded: true });
    },
  );

  app.get(
    '/api/affiliate/v2/configs',
    { schema: { tags, querystring: configsQuery, response: { 200: envelopeOf(affiliateConfigs) } } },
    async (request) => {
      const agent = await resolveAgent(request, request.query.agent_id);
      return ok(toConfigs(await readSettings(app.db, agent.id)));
    },
  );

  await app.register(memberRoutes);
};
