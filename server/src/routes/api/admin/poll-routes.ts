import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  pollAdminInput,
  pollAdminItem,
  pollAdminList,
  pollAdminParams,
  pollAdminWinners,
  pollAnswerBody,
  pollRejectBody,
  pollStatusBody,
} from '@contract/poll/poll-admin';
import { adminPolls, adminPollWinners } from '@server/polls/admin/poll-view';
import { createPoll, setPollStatus, updatePoll } from '@server/polls/admin/poll-write';
import { confirmPollAnswer, rejectPollAnswer, setPollAnswer } from '@server/polls/admin/poll-answer';
import { adminSchema, byStaff, staffOf } from './staff-call';

/**
 * Polls in the back office: list, create, edit, open and close (polls.manage); the answer is set by one staff
 * member (polls.manage) and confirmed or refused by another (polls.confirm). Every change is audited.
 */
export const adminPollRoutes: FastifyPluginAsyncZod = async (app) => {
  const answer = { 200: envelopeOf(pollAdminItem) };
  const manage = { permission: 'polls.manage' } as const;
  const confirm = { permission: 'polls.confirm' } as const;

  app.get(
    '/api/admin/polls',
    { config: manage, schema: { ...adminSchema, response: { 200: envelopeOf(pollAdminList) } } },
    async (request) => ok({ items: await adminPolls(app.db, staffOf(request).agentId, app.clock()) }),
  );

  app.get(
    '/api/admin/polls/:id/winners',
    {
      config: manage,
      schema: { ...adminSchema, params: pollAdminParams, response: { 200: envelopeOf(pollAdminWinners) } },
    },
    async (request) => ok(await adminPollWinners(app.db, staffOf(request).agentId, request.params.id)),
  );

  app.post(
    '/api/admin/polls',
    { config: manage, schema: { ...adminSchema, body: pollAdminInput, response: answer } },
    async (request) => ok(await createPoll(app.db, byStaff(request), request.body, app.clock())),
  );

  app.post(
    '/api/admin/polls/:id',
    {
      config: manage,
      schema: { ...adminSchema, params: pollAdminParams, body: pollAdminInput, response: answer },
    },
    async (request) =>
      ok(await updatePoll(app.db, byStaff(request), request.params.id, request.body, app.clock())),
  );

  app.post(
    '/api/admin/polls/:id/status',
    {
      config: manage,
      schema: { ...adminSchema, params: pollAdminParams, body: pollStatusBody, response: answer },
    },
    async (request) =>
      ok(await setPollStatus(app.db, byStaff(request), request.params.id, request.body.status, app.clock())),
  );

  app.post(
    '/api/admin/polls/:id/answer',
    {
      config: manage,
      schema: { ...adminSchema, params: pollAdminParams, body: pollAnswerBody, response: answer },
    },
    async (request) =>
      ok(
        await setPollAnswer(app.db, byStaff(request), request.params.id, request.body.choice_id, app.clock()),
      ),
  );

  app.post(
    '/api/admin/polls/:id/answer/confirm',
    { config: confirm, schema: { ...adminSchema, params: pollAdminParams, response: answer } },
    async (request) => ok(await confirmPollAnswer(app.db, byStaff(request), request.params.id, app.clock())),
  );

  app.post(
    '/api/admin/polls/:id/answer/reject',
    {
      config: confirm,
      schema: { ...adminSchema, params: pollAdminParams, body: pollRejectBody, response: answer },
    },
    async (request) =>
      ok(
        await rejectPollAnswer(app.db, byStaff(request), request.params.id, request.body.reason, app.clock()),
      ),
  );
};
