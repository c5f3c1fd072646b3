import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht } from '@contract/money';
import {
  adminCampaign,
  adminCampaignList,
  adminCouponCodes,
  adminCouponUses,
  campaignInput,
  campaignListQuery,
  campaignParams,
  campaignStatusBody,
  codeBatchBody,
  rewardSettings,
} from '@contract/rewards/promotion-admin';
import { withPrepaidReward } from '@server/games/hub88/freebets-prepaids';
import { secretBoxOf } from '@server/line/secret-box';
import { campaignCodes, campaignUses, type CouponCode } from '@server/rewards/coupons/codes';
import {
  adminCampaigns,
  createCampaign,
  setCampaignStatus,
  updateCampaign,
} from '@server/rewards/promotions/admin/campaigns';
import { couponCampaign, generateCouponCodes } from '@server/rewards/promotions/admin/coupon-codes';
import { saveRewardSettings } from '@server/rewards/promotions/admin/reward-settings';
import { agentRewardSettings } from '@server/rewards/promotions/agent-settings';
import { adminSchema, byStaff } from './staff-call';

const view = { permission: 'rewards.view' } as const;
const manage = { permission: 'rewards.manage' } as const;
const toCode = (c: CouponCode) => ({
  id: c.id,
  code: c.code,
  max_uses: c.maxUses,
  used_count: c.usedCount,
  expires_at: c.expiresAt?.toISOString() ?? null,
  batch: c.batch,
  created_at: c.createdAt.toISOString(),
});

/** Promotions and coupons in the back office (marketing): campaigns, the agent's setting, coupon codes. */
export const adminPromotionRoutes: FastifyPluginAsyncZod = async (app) => {
  // Free bets from a Hub88 prepaid: checked in Hub88's list at the save, its fixed count and value win.
  const withPrepaid = async <B extends { reward: { type: string } }>(body: B): Promise<B> => ({
    ...body,
    reward: await withPrepaidReward(app.db, secretBoxOf(app.config), body.reward, (reason) =>
      app.log.warn({ reason }, 'hub88 prepaids/list failed'),
    ),
  });
  app.get(
    '/api/admin/promotions',
    {
      config: view,
      schema: {
        ...adminSchema,
        querystring: campaignListQuery,
        response: { 200: envelopeOf(adminCampaignList) },
      },
    },
    async (request) =>
      ok({ items: await adminCampaigns(app.db, byStaff(request).actor.agentId, request.query.kind) }),
  );
  app.post(
    '/api/admin/promotions',
    {
      config: manage,
      schema: { ...adminSchema, body: campaignInput, response: { 200: envelopeOf(adminCampaign) } },
    },
    async (request) => ok(await createCampaign(app.db, byStaff(request), await withPrepaid(request.body))),
  );
  app.post(
    '/api/admin/promotions/:id',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: campaignParams,
        body: campaignInput,
        response: { 200: envelopeOf(adminCampaign) },
      },
    },
    async (request) =>
      ok(await updateCampaign(app.db, byStaff(request), request.params.id, await withPrepaid(request.body))),
  );
  app.post(
    '/api/admin/promotions/:id/status',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: campaignParams,
        body: campaignStatusBody,
        response: { 200: envelopeOf(adminCampaign) },
      },
    },
    async (request) =>
      ok(await setCampaignStatus(app.db, byStaff(request), request.params.id, request.body.status)),
  );

  app.get(
    '/api/admin/promotions/settings',
    { config: view, schema: { ...adminSchema, response: { 200: envelopeOf(rewardSettings) } } },
    async (request) => {
      const s = await agentRewardSettings(app.db, byStaff(request).actor.agentId);
      return ok({ allow_multiple_turnover: s.allowMultipleTurnover });
    },
  );
  app.post(
    '/api/admin/promotions/settings',
    {
      config: manage,
      schema: { ...adminSchema, body: rewardSettings, response: { 200: envelopeOf(rewardSettings) } },
    },
    async (request) => {
      const next = { allowMultipleTurnover: request.body.allow_multiple_turnover };
      await saveRewardSettings(app.db, byStaff(request), next);
      return ok(request.body);
    },
  );

  app.get(
    '/api/admin/coupons/:id/codes',
    {
      config: view,
      schema: { ...adminSchema, params: campaignParams, response: { 200: envelopeOf(adminCouponCodes) } },
    },
    async (request) => {
      const agentId = byStaff(request).actor.agentId;
      await couponCampaign(app.db, agentId, request.params.id);
      return ok({ items: (await campaignCodes(app.db, agentId, request.params.id)).map(toCode) });
    },
  );
  app.post(
    '/api/admin/coupons/:id/codes',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: campaignParams,
        body: codeBatchBody,
        response: { 200: envelopeOf(adminCouponCodes) },
      },
    },
    async (request) => {
      const made = await generateCouponCodes(
        app.db,
        byStaff(request),
        request.params.id,
        request.body,
        app.clock(),
      );
      return ok({ items: made.map(toCode) });
    },
  );
  app.get(
    '/api/admin/coupons/:id/uses',
    {
      config: view,
      schema: { ...adminSchema, params: campaignParams, response: { 200: envelopeOf(adminCouponUses) } },
    },
    async (request) => {
      await couponCampaign(app.db, byStaff(request).actor.agentId, request.params.id);
      const uses = await campaignUses(app.db, request.params.id);
      return ok({
        items: uses.map((u) => ({
          id: u.id,
          member_id: u.memberId,
          username: u.username,
          code: u.code,
          amount: toBaht(u.amount),
          points: u.points,
          spins: u.spins,
          created_at: u.createdAt.toISOString(),
        })),
      });
    },
  );
};
