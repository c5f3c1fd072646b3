import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  wheelBoardAnswer,
  wheelBoardQuery,
  wheelConfigAnswer,
  wheelConfigV2Answer,
  wheelHistoryAnswer,
  wheelRewardBody,
  wheelSeedAnswer,
  wheelSeedBody,
  wheelSpin,
  wheelSpinAnswer,
  wheelSpinBody,
} from '@contract/rewards/wheel';
import { memberOf } from '@server/plugins/auth';
import { wheelBoard } from '@server/rewards/wheel/board';
import { memberWheel } from '@server/rewards/wheel/member-view';
import { currentFair, memberSeeds, publicSeed, rotateSeed } from '@server/rewards/wheel/seeds';
import { spinWheel } from '@server/rewards/wheel/spin';
import { memberSpin, memberSpins } from '@server/rewards/wheel/spins';

const tags = ['wheel'];

/** The fortune wheel of the signed-in member (SPEC §7 Wheel), plus its provably fair seed and history. */
export const wheelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/api/wheel/config',
    { schema: { tags, response: { 200: envelopeOf(wheelConfigAnswer) } } },
    async (request) => {
      const { setting, ...rest } = await memberWheel(app.db, memberOf(request), app.clock());
      return ok({ configs: setting, ...rest });
    },
  );
  app.get(
    '/api/wheel/config_v2',
    { schema: { tags, response: { 200: envelopeOf(wheelConfigV2Answer) } } },
    async (request) => ok(await memberWheel(app.db, memberOf(request), app.clock())),
  );

  for (const url of ['/api/wheel/spin', '/api/wheel/spin_v2']) {
    app.post(
      url,
      { schema: { tags, body: wheelSpinBody, response: { 200: envelopeOf(wheelSpinAnswer) } } },
      async (request) => ok(await spinWheel(app.db, memberOf(request), request.body.request_id, app.clock())),
    );
  }

  app.post(
    '/api/wheel/reward',
    { schema: { tags, body: wheelRewardBody, response: { 200: envelopeOf(wheelSpin) } } },
    async (request) => ok(await memberSpin(app.db, memberOf(request).id, request.body.spin_id)),
  );

  app.get(
    '/api/wheel/board',
    { schema: { tags, querystring: wheelBoardQuery, response: { 200: envelopeOf(wheelBoardAnswer) } } },
    async (request) =>
      ok({ items: await wheelBoard(app.db, memberOf(request).agentId, request.query.limit) }),
  );

  app.post(
    '/api/wheel/seed',
    { schema: { tags, body: wheelSeedBody, response: { 200: envelopeOf(wheelSeedAnswer) } } },
    async (request) => {
      const { revealed, current } = await rotateSeed(app.db, memberOf(request).id, request.body.client_seed);
      return ok({ revealed: publicSeed(revealed), current: currentFair(current) });
    },
  );

  app.get(
    '/api/wheel/history',
    { schema: { tags, response: { 200: envelopeOf(wheelHistoryAnswer) } } },
    async (request) => {
      const memberId = memberOf(request).id;
      const spins = await memberSpins(app.db, memberId);
      return ok({ spins, seeds: (await memberSeeds(app.db, memberId)).map(publicSeed) });
    },
  );
};
