import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht } from '@contract/money';
import {
  adminCommissions,
  adminNetwork,
  adminRefusals,
  adminRuns,
  adminSettingsBody,
  affiliateConfigs,
  commissionParams,
  commissionsQuery,
  decisionAnswer,
  networkQuery,
  refuseBody,
} from '@contract/affiliate/affiliate';
import {
  commissionRuns,
  commissionsByStatus,
  networkByPhone,
  refusedReferrals,
  updateSettings,
} from '@server/affiliate/admin/commissions';
import { refuseCommission, releaseCommission } from '@server/affiliate/admin/commission-review';
import { readSettings } from '@server/affiliate/settings';
import { fromConfigs, toConfigs } from '@server/affiliate/views';
import { adminSchema, byStaff, emptyBody, staffOf } from './staff-call';

const view = { permission: 'affiliate.view' } as const;
const manage = { permission: 'affiliate.manage' } as const;

/** The affiliate programme in the back office: settings, a member's network, runs, held commissions, refusals. */
export const adminAffiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/affiliate/settings',
    { config: view, schema: { ...adminSchema, response: { 200: envelopeOf(affiliateConfigs) } } },
    async (request) => ok(toConfigs(await readSettings(app.db, staffOf(request).agentId))),
  );

  app.post(
    '/api/admin/affiliate/settings',
    {
      config: manage,
      schema: { ...adminSchema, body: adminSettingsBody, response: { 200: envelopeOf(affiliateConfigs) } },
    },
    async (request) =>
      ok(toConfigs(await updateSettings(app.db, byStaff(request), fromConfigs(request.body)))),
  );

  app.get(
    '/api/admin/affiliate/network',
    {
      config: view,
      schema: { ...adminSchema, querystring: networkQuery, response: { 200: envelopeOf(adminNetwork) } },
    },
    async (request) => {
      const { phone, cursor } = request.query;
      const net = await networkByPhone(app.db, staffOf(request).agentId, phone, cursor);
      return ok({
        member_id: net.memberId,
        code: net.code,
        total: net.total,
        next_cursor: net.nextCursor,
        items: net.items.map((m) => ({
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

  app.get(
    '/api/admin/affiliate/runs',
    { config: view, schema: { ...adminSchema, response: { 200: envelopeOf(adminRuns) } } },
    async (request) => {
      const runs = await commissionRuns(app.db, staffOf(request).agentId);
      return ok({
        items: runs.map((r) => ({
          ...r,
          paid: toBaht(r.paid),
          held: toBaht(r.held),
          refused: toBaht(r.refused),
        })),
      });
    },
  );

  app.get(
    '/api/admin/affiliate/commissions',
    {
      config: view,
      schema: {
        ...adminSchema,
        querystring: commissionsQuery,
        response: { 200: envelopeOf(adminCommissions) },
      },
    },
    async (request) => {
      const items = await commissionsByStatus(app.db, staffOf(request).agentId, request.query.status);
      return ok({
        items: items.map((c) => ({
          id: c.id,
          day: c.day,
          referrer_id: c.referrerId,
          phone: c.phone,
          level: c.level,
          amount: toBaht(c.amount),
          members: c.members,
          status: c.status,
          reason: c.reason,
        })),
      });
    },
  );

  app.post(
    '/api/admin/affiliate/commissions/:id/release',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: commissionParams,
        body: emptyBody,
        response: { 200: envelopeOf(decisionAnswer) },
      },
    },
    async (request) =>
      ok(await releaseCommission(app.db, { id: request.params.id, by: byStaff(request), now: app.clock() })),
  );

  app.post(
    '/api/admin/affiliate/commissions/:id/refuse',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: commissionParams,
        body: refuseBody,
        response: { 200: envelopeOf(decisionAnswer) },
      },
    },
    async (request) =>
      ok(
        await refuseCommission(app.db, {
          id: request.params.id,
          by: byStaff(request),
          reason: request.body.reason,
        }),
      ),
  );

  app.get(
    '/api/admin/affiliate/refusals',
    { config: view, schema: { ...adminSchema, response: { 200: envelopeOf(adminRefusals) } } },
    async (request) => {
      const items = await refusedReferrals(app.db, staffOf(request).agentId);
      return ok({
        items: items.map((f) => ({
          id: f.id,
          reason: f.reason,
          member_phone: f.memberPhone,
          referrer_phone: f.referrerPhone,
          created_at: f.createdAt.toISOString(),
        })),
      });
    },
  );
};
