import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht } from '@contract/money';
import { couponHistory, couponRedeemAnswer, couponRedeemBody } from '@contract/rewards/promotion';
import { memberOf } from '@server/plugins/auth';
import { couponHistory as historyOf, redeemCoupon } from '@server/rewards/coupons/redeem';

const tags = ['rewards'];

/** Coupons (issue 13, /member/coupon): redeem a code, and the member's redeemed coupons. */
export const couponRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/api/coupon/redeem',
    { schema: { tags, body: couponRedeemBody, response: { 200: envelopeOf(couponRedeemAnswer) } } },
    async (request) => {
      const member = memberOf(request);
      const award = await redeemCoupon(app.db, {
        agentId: member.agentId,
        memberId: member.id,
        code: request.body.code,
        ip: request.ip,
        now: app.clock(),
      });
      return ok({
        code: award.code,
        description: award.description,
        amount: toBaht(award.amount),
        points: award.points,
        spins: award.spins,
        wallet_type_id: award.walletTypeId,
        replayed: award.replayed,
      });
    },
  );

  app.get(
    '/api/coupon/history',
    { schema: { tags, response: { 200: envelopeOf(couponHistory) } } },
    async (request) => {
      const items = await historyOf(app.db, memberOf(request).id);
      return ok({
        items: items.map((i) => ({ ...i, amount: toBaht(i.amount), created_at: i.createdAt.toISOString() })),
      });
    },
  );
};
