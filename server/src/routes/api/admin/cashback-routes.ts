import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht, type Satang } from '@contract/money';
import {
  cashbackCampaign,
  cashbackCampaignList,
  cashbackCampaignSave,
  cashbackRerunAnswer,
  cashbackRerunBody,
  cashbackRunList,
  cashbackRunsQuery,
} from '@contract/rewards/cashback-admin';
import { adminCampaigns, adminRuns, saveCampaign } from '@server/rewards/cashback/admin/campaigns';
import { rerunPeriod } from '@server/rewards/cashback/admin/rerun';
import { adminSchema, byStaff, staffOf } from './staff-call';

/** Cashback and win/loss in the back office: rates and windows, the job's runs, and a re-run that cannot pay twice. */
export const adminCashbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/cashback/campaigns',
    {
      config: { permission: 'rewards.view' },
      schema: { ...adminSchema, response: { 200: envelopeOf(cashbackCampaignList) } },
    },
    async (request) => ok({ items: await adminCampaigns(app.db, staffOf(request).agentId) }),
  );
  app.post(
    '/api/admin/cashback/campaigns',
    {
      config: { permission: 'rewards.manage' },
      schema: { ...adminSchema, body: cashbackCampaignSave, response: { 200: envelopeOf(cashbackCampaign) } },
    },
    async (request) => ok(await saveCampaign(app.db, byStaff(request), request.body)),
  );
  app.get(
    '/api/admin/cashback/runs',
    {
      config: { permission: 'rewards.view' },
      schema: {
        ...adminSchema,
        querystring: cashbackRunsQuery,
        response: { 200: envelopeOf(cashbackRunList) },
      },
    },
    async (request) => ok({ items: await adminRuns(app.db, staffOf(request).agentId, request.query.kind) }),
  );
  app.post(
    '/api/admin/cashback/rerun',
    {
      config: { permission: 'rewards.manage' },
      schema: { ...adminSchema, body: cashbackRerunBody, response: { 200: envelopeOf(cashbackRerunAnswer) } },
    },
    async (request) => {
      const { kind, period } = request.body;
      const summary = await rerunPeriod(app.db, byStaff(request), kind, period, app.clock());
      return ok({ ...summary, total: toBaht(summary.total as Satang) });
    },
  );
};
