import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  pollConfig,
  pollQuery,
  pollQuota,
  pollQuotaCheck,
  pollStats,
  pollSubmitAnswer,
  pollSubmitBody,
  pollWinners,
} from '@contract/poll/poll';
import { resolveAgent } from '@server/agents/agent-repository';
import { memberOf } from '@server/plugins/auth';
import { pollConfigOf, visiblePoll } from '@server/polls/polls';
import { memberQuota } from '@server/polls/quota';
import { pollStatsOf, pollWinnersOf } from '@server/polls/results';
import { checkQuota, submitVote } from '@server/polls/submit';

const tags = ['poll'];

/**
 * Polls (SPEC §7 Poll): the poll, its stats and winners for anyone (a guest sees the poll and a login button);
 * the quota and the vote for members. The poll is always the caller's agent's.
 */
export const pollRoutes: FastifyPluginAsyncZod = async (app) => {
  const pollOf = async (request: Parameters<typeof resolveAgent>[0], id: number) =>
    visiblePoll(app.db, (await resolveAgent(request)).id, id);

  app.get(
    '/api/poll/config',
    { schema: { tags, querystring: pollQuery, response: { 200: envelopeOf(pollConfig) } } },
    async (request) => {
      const poll = await pollOf(request, request.query.poll_id);
      return ok(await pollConfigOf(app.db, poll, app.clock()));
    },
  );

  app.get(
    '/api/poll/stats',
    { schema: { tags, querystring: pollQuery, response: { 200: envelopeOf(pollStats) } } },
    async (request) => ok(await pollStatsOf(app.db, await pollOf(request, request.query.poll_id))),
  );

  app.get(
    '/api/poll/winners',
    { schema: { tags, querystring: pollQuery, response: { 200: envelopeOf(pollWinners) } } },
    async (request) => ok(await pollWinnersOf(app.db, await pollOf(request, request.query.poll_id))),
  );

  app.get(
    '/api/poll/quota/get',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: pollQuery, response: { 200: envelopeOf(pollQuota) } },
    },
    async (request) => {
      const member = memberOf(request);
      const poll = await visiblePoll(app.db, member.agentId, request.query.poll_id);
      return ok(await memberQuota(app.db, poll, member.id, app.clock()));
    },
  );

  app.get(
    '/api/poll/quota/check',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: pollQuery, response: { 200: envelopeOf(pollQuotaCheck) } },
    },
    async (request) => ok(await checkQuota(app.db, memberOf(request), request.query.poll_id, app.clock())),
  );

  app.post(
    '/api/poll/submit',
    {
      preHandler: app.authenticate,
      schema: { tags, body: pollSubmitBody, response: { 200: envelopeOf(pollSubmitAnswer) } },
    },
    async (request) => ok(await submitVote(app.db, memberOf(request), request.body, app.clock())),
  );
};
