import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  lobbyEnvelope,
  lobbyQuery,
  lottoRates,
  lottoRounds,
  ratesQuery,
  roundDetail,
  roundLimit,
  roundQuery,
  roundRate,
  roundRule,
  roundsQuery,
} from '@contract/lotto';
import { resolveAgent } from '@server/agents/agent-repository';
import { lottoLobby, lottoRates as readRates } from '@server/lotto/lobby';
import { listRounds, marketOfRound, requireRound, toLottoRound } from '@server/lotto/rounds';
import { roundRule as ruleOf } from '@server/lotto/rules';
import {
  betSettings,
  restrictions,
  soldOut,
  toBetTypeLimit,
  toBetTypeRate,
  toRestrictedNumber,
} from '@server/lotto/settings';

const tags = ['lotto'];

/** Read-only lotto calls: guests see them too (rates and limits of the request's agent). */
export const infoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.identify);

  // SPEC §7: the lotto lobby answers `status` 0 (the original client reads it there), beside the envelope's error.
  app.get(
    '/api/lotto/lobby',
    { schema: { tags, querystring: lobbyQuery, response: { 200: lobbyEnvelope } } },
    async () => ({
      status: 0 as const,
      ...ok(await lottoLobby(app.db, app.clock())),
    }),
  );

  app.get(
    '/api/lotto/rounds',
    { schema: { tags, querystring: roundsQuery, response: { 200: envelopeOf(lottoRounds) } } },
    async (request) => {
      const now = app.clock();
      const { market_id: marketId, status, limit } = request.query;
      return ok(
        (await listRounds(app.db, now, { marketId, status, limit })).map((r) => toLottoRound(r, now)),
      );
    },
  );

  app.get(
    '/api/lotto/round',
    { schema: { tags, querystring: roundQuery, response: { 200: envelopeOf(roundDetail) } } },
    async (request) => {
      const now = app.clock();
      const round = await requireRound(app.db, request.query.round_id);
      const agent = await resolveAgent(request);
      return ok({
        round: toLottoRound(round, now),
        market: marketOfRound(round),
        server_time: now.toISOString(),
        bet_types: (await betSettings(app.db, agent.id, round.market_id)).map(toBetTypeRate),
        restricted: (await restrictions(app.db, round.id)).map(toRestrictedNumber),
        sold_out: await soldOut(app.db, agent.id, round),
      });
    },
  );

  app.get(
    '/api/lotto/rule',
    { schema: { tags, querystring: roundQuery, response: { 200: envelopeOf(roundRule) } } },
    async (request) => {
      const round = await requireRound(app.db, request.query.round_id);
      const agent = await resolveAgent(request);
      return ok(ruleOf(round, await betSettings(app.db, agent.id, round.market_id)));
    },
  );

  app.get(
    '/api/lotto/rate',
    { schema: { tags, querystring: roundQuery, response: { 200: envelopeOf(roundRate) } } },
    async (request) => {
      const round = await requireRound(app.db, request.query.round_id);
      const agent = await resolveAgent(request);
      return ok({
        round_id: round.id,
        rates: (await betSettings(app.db, agent.id, round.market_id)).map(toBetTypeRate),
        restricted: (await restrictions(app.db, round.id)).map(toRestrictedNumber),
        sold_out: await soldOut(app.db, agent.id, round),
      });
    },
  );

  app.get(
    '/api/lotto/limit',
    { schema: { tags, querystring: roundQuery, response: { 200: envelopeOf(roundLimit) } } },
    async (request) => {
      const round = await requireRound(app.db, request.query.round_id);
      const agent = await resolveAgent(request);
      return ok({
        round_id: round.id,
        limits: (await betSettings(app.db, agent.id, round.market_id)).map(toBetTypeLimit),
      });
    },
  );

  app.get(
    '/api/lotto/rates',
    { schema: { tags, querystring: ratesQuery, response: { 200: envelopeOf(lottoRates) } } },
    async (request) => {
      const agent = await resolveAgent(request);
      return ok(await readRates(app.db, agent.id, request.query.category_id));
    },
  );
};
