import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  questAdminInput,
  questAdminItem,
  questAdminList,
  questAdminParams,
  questStatusBody,
} from '@contract/rewards/quest-admin';
import { adminQuests } from '@server/rewards/quests/admin/quest-view';
import { createQuest, setQuestStatus, updateQuest } from '@server/rewards/quests/admin/quest-write';
import { adminSchema, byStaff, staffOf } from './staff-call';

/** Quests in the back office: list with today's completions and claims, create, edit, pause (audited). */
export const adminQuestRoutes: FastifyPluginAsyncZod = async (app) => {
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
    async (request) => ok(await createQuest(app.db, byStaff(request), request.body, app.clock())),
  );

  app.post(
    '/api/admin/quests/:id',
    {
      config: { permission: 'rewards.manage' },
      schema: { ...adminSchema, params: questAdminParams, body: questAdminInput, response: answer },
    },
    async (request) =>
      ok(await updateQuest(app.db, byStaff(request), request.params.id, request.body, app.clock())),
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
