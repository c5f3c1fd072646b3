import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { lottoResult, lottoResults, resultQuery, resultsQuery } from '@contract/lotto-results';
import { fail } from '@server/http/app-error';
import { pastResults, roundResult } from '@server/lotto/published-results';

const tags = ['lotto'];

/** Published results: anyone may read them (GET /api/lotto/result, /results; SPEC §7). */
export const resultRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/lotto/result',
    { schema: { tags, querystring: resultQuery, response: { 200: envelopeOf(lottoResult) } } },
    async (request) => {
      if (!request.query.round_id && !request.query.market_id) fail('INVALID_INPUT');
      return ok(await roundResult(app.db, request.query, app.clock()));
    },
  );
  app.get(
    '/api/lotto/results',
    { schema: { tags, querystring: resultsQuery, response: { 200: envelopeOf(lottoResults) } } },
    async (request) => ok(await pastResults(app.db, request.query, app.clock())),
  );
};
