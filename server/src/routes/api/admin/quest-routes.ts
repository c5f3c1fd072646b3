import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import type { freebetReward } from '@contract/games/hub88-freebets';
import {
  questAdminInput,
  questAdminItem,
  questAdminList,
  questAdminParams,
  questStatusBody,
} from '@contract/rewards/quest-admin';
import { adminQuests } from '@server/rewards/quests/admin/quest-view';
import { createQuest, setQuestStatus, updateQuest } from '@server/rewards/quests/admin/quest-write';
import { withPrepaidReward } from '@server/games/hub88/freebets-prepaids';
import { secretBoxOf } from '@server/line/secret-box';
import { adminSchema, byStaff, staffOf } from './staff-call';

/** Quests in the back office: list with today's completions and claims, create, edit, pause (audited). */
type FreebetReward = z.infer<typeof freebetReward>;

export const adminQuestRoutes: FastifyPluginAsyncZod = async (app) => {
  // Free bets from a Hub88 prepaid: checked in Hub88's list at the save, its fixed count and value win.
  const withPrepaid = async <B extends { reward: { freebets?: FreebetReward | null } }>(
    body: B,
  ): Promise<B> => {
    const freebets = body.reward.freebets;
    if (!freebets?.prepaid_uuid) return body;
    const { type: _type, ...fixed } = await withPrepaidReward(
      app.db,
      secretBoxOf(app.config),
      { type: 'freebets', ...freebets },
      (reason) => app.log.warn({ reason }, 'hub88 prepaids/list failed'),
    );
    return { ...body, reward: { ...body.reward, freebets: fixed } };
  };
  const answer = { 200: envelopeOf(questAdminItem) };

  app.get(
    '/api/admin/quests',
    {
      config: { permission: 'rewards.view' },
      schema: { ...adminSchema, response: { 200: envelopeOf(questAdminList) } },
    },
    async (request) => ok({ items: await adminQuests(app.db, staffOf(request).agentId, app.clock()) }),
  );

  app.post(
    '/api/admin/quests',
    {
      config: { permission: 'rewards.manage' },
      schema: { ...adminSchema, body: questAdminInput, response: answer },
    },
    async (request) =>
      ok(await createQuest(app.db, byStaff(request), await withPrepaid(request.body), app.clock())),
  );

  app.post(
    '/api/admin/quests/:id',
    {
      config: { permission: 'rewards.manage' },
      schema: { ...adminSchema, params: questAdminParams, body: questAdminInput, response: answer },
    },
    async (request) =>
      ok(
        await updateQuest(
          app.db,
          byStaff(request),
          request.params.id,
          await withPrepaid(request.body),
          app.clock(),
        ),
      ),
  );

  app.post(
    '/api/admin/quests/:id/status',
    {
      config: { permission: 'rewards.manage' },
      schema: { ...adminSchema, params: questAdminParams, body: questStatusBody, response: answer },
    },
    async (request) =>
      ok(await setQuestStatus(app.db, byStaff(request), request.params.id, request.body.status, app.clock())),
  );
};
