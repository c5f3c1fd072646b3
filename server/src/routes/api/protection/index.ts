import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  cancelPendingBody,
  realityCheckBody,
  safetyHelp,
  safetyStatus,
  selfExcludeBody,
  setLimitBody,
  timeOutBody,
} from '@contract/protection/protection';
import { resolveAgent } from '@server/agents/agent-repository';
import { memberOf } from '@server/plugins/auth';
import {
  acknowledgeRealityCheck,
  cancelPending,
  exclude,
  setLimit,
  setRealityCheck,
} from '@server/protection/changes';
import { helpContactOf } from '@server/protection/help';
import { safetyStatus as statusOf } from '@server/protection/status';

const tags = ['protection'];
const answer = { response: { 200: envelopeOf(safetyStatus) } };

/**
 * Player protection (issue 15): the member's limits, reality check, time-out and self-exclusion; every change
 * answers the whole status again. The help page's contact is public.
 */
export const protectionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/safety/help',
    { schema: { tags, response: { 200: envelopeOf(safetyHelp) } } },
    async (request) => ok({ contact: await helpContactOf(app.db, (await resolveAgent(request)).id) }),
  );

  const memberRoutes: FastifyPluginAsyncZod = async (members) => {
    members.addHook('preHandler', app.authenticate);
    const status = (request: Parameters<typeof memberOf>[0]) =>
      statusOf(app.db, memberOf(request), app.clock());
    const meta = (request: { ip: string; id: string }) => ({ ip: request.ip, requestId: request.id });

    members.get('/api/member/safety', { schema: { tags, ...answer } }, async (request) =>
      ok(await status(request)),
    );

    members.post(
      '/api/member/safety/limit',
      { schema: { tags, body: setLimitBody, ...answer } },
      async (request) => {
        await setLimit(
          app.db,
          memberOf(request),
          meta(request),
          request.body.key,
          request.body.value,
          app.clock(),
        );
        return ok(await status(request));
      },
    );

    members.post(
      '/api/member/safety/limit/cancel',
      { schema: { tags, body: cancelPendingBody, ...answer } },
      async (request) => {
        await cancelPending(app.db, memberOf(request), meta(request), request.body.key, app.clock());
        return ok(await status(request));
      },
    );

    members.post(
      '/api/member/safety/reality-check',
      { schema: { tags, body: realityCheckBody, ...answer } },
      async (request) => {
        await setRealityCheck(app.db, memberOf(request), meta(request), request.body.minutes, app.clock());
        return ok(await status(request));
      },
    );

    members.post(
      '/api/member/safety/reality-check/continue',
      { schema: { tags, ...answer } },
      async (request) => {
        await acknowledgeRealityCheck(app.db, memberOf(request), app.clock());
        return ok(await status(request));
      },
    );

    members.post(
      '/api/member/safety/timeout',
      { schema: { tags, body: timeOutBody, ...answer } },
      async (request) => {
        await exclude(
          app.db,
          memberOf(request),
          meta(request),
          'timeout',
          request.body.duration,
          app.clock(),
        );
        return ok(await status(request));
      },
    );

    members.post(
      '/api/member/safety/self-exclude',
      { schema: { tags, body: selfExcludeBody, ...answer } },
      async (request) => {
        await exclude(
          app.db,
          memberOf(request),
          meta(request),
          'self_exclusion',
          request.body.duration,
          app.clock(),
        );
        return ok(await status(request));
      },
    );
  };
  await app.register(memberRoutes);
};
