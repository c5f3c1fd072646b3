import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  broadcastAudience,
  broadcastBody,
  broadcastList,
  broadcastSegment,
  broadcastSendBody,
  broadcastView,
  staffLine,
} from '@contract/line/broadcast';
import {
  audienceOf,
  broadcastOf,
  cancelBroadcast,
  createBroadcast,
  listBroadcasts,
  saveStaffLine,
  scheduleBroadcast,
  sendTest,
  staffLineOf,
} from '@server/line/broadcasts/admin/broadcasts';
import { sendNow } from '@server/line/broadcasts/send';
import { liffConfigOf } from '@server/line/line-settings';
import { lineHostsOf } from '@server/line/messaging/client';
import { secretBoxOf } from '@server/line/secret-box';
import { adminSchema, byStaff, emptyBody, staffOf } from './staff-call';

const idParams = z.object({
  id: z.coerce
    .number()
    .int()
    .min(1)
    .max(2 ** 53 - 1),
});

/**
 * The console's LINE broadcasts (`line.broadcast`): the list with what each reached, the composer's live count
 * with the month's quota, drafts, a test send to the staff member's own LINE, send now or at a time, cancel.
 */
export const adminBroadcastRoutes: FastifyPluginAsyncZod = async (app) => {
  const config = { permission: 'line.broadcast' } as const;
  const line = () => ({ box: secretBoxOf(app.config), hosts: lineHostsOf(app.config) });
  const answer = { 200: envelopeOf(broadcastView) };

  app.get(
    '/api/admin/line/broadcasts',
    { config, schema: { ...adminSchema, response: { 200: envelopeOf(broadcastList) } } },
    async (request) => ok(await listBroadcasts(app.db, staffOf(request).agentId)),
  );
  app.post(
    '/api/admin/line/broadcasts/audience',
    {
      config,
      schema: {
        ...adminSchema,
        body: z.object({ segment: broadcastSegment }),
        response: { 200: envelopeOf(broadcastAudience) },
      },
    },
    async (request) =>
      ok(await audienceOf(app.db, line(), staffOf(request).agentId, request.body.segment, app.clock())),
  );
  app.post(
    '/api/admin/line/broadcasts',
    { config, schema: { ...adminSchema, body: broadcastBody, response: answer } },
    async (request) => {
      const liff = await liffConfigOf(app.db, staffOf(request).agentId, app.config.LINE_CHANNEL_ID);
      return ok(await createBroadcast(app.db, byStaff(request), request.body, liff));
    },
  );
  app.post(
    '/api/admin/line/broadcasts/:id/send',
    { config, schema: { ...adminSchema, params: idParams, body: broadcastSendBody, response: answer } },
    async (request) => {
      const by = byStaff(request);
      const { id } = request.params;
      const at = request.body.scheduled_at;
      if (at) return ok(await scheduleBroadcast(app.db, by, id, new Date(at), app.clock()));
      await sendNow(app.db, line(), by, id, app.clock());
      return ok(await broadcastOf(app.db, by.actor.agentId, id));
    },
  );
  app.post(
    '/api/admin/line/broadcasts/:id/cancel',
    { config, schema: { ...adminSchema, params: idParams, body: emptyBody, response: answer } },
    async (request) => ok(await cancelBroadcast(app.db, byStaff(request), request.params.id, app.clock())),
  );
  app.post(
    '/api/admin/line/broadcasts/:id/test',
    {
      config,
      schema: {
        ...adminSchema,
        params: idParams,
        body: emptyBody,
        response: { 200: envelopeOf(z.object({ queued: z.boolean() })) },
      },
    },
    async (request) => ok(await sendTest(app.db, byStaff(request), request.params.id)),
  );
  app.get(
    '/api/admin/line/broadcasts/my-line',
    { config, schema: { ...adminSchema, response: { 200: envelopeOf(staffLine) } } },
    async (request) => ok({ line_user_id: await staffLineOf(app.db, staffOf(request).id) }),
  );
  app.post(
    '/api/admin/line/broadcasts/my-line',
    { config, schema: { ...adminSchema, body: staffLine, response: { 200: envelopeOf(staffLine) } } },
    async (request) => ok(await saveStaffLine(app.db, byStaff(request), request.body.line_user_id)),
  );
};
