import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  shootNumberAnswer,
  shootNumberBody,
  yeekeeList,
  yeekeeListQuery,
  yeekeeLists,
  type YeekeeShot,
} from '@contract/lotto-results';
import { latestShots, shootNumber, verification, type Shot } from '@server/lotto/yeekee-shoot';
import { outcomeOfYeekee } from '@server/lotto/outcome';
import { memberOf } from '@server/plugins/auth';

const tags = ['lotto'];

const toShot = (shot: Shot): YeekeeShot => ({
  seq: shot.seq,
  number: shot.number,
  username: shot.member,
  created_at: shot.shotAt.toISOString(),
});

/**
 * Yeekee: members shoot while a round is open; the shots and, once closed, the verification are public, so
 * anyone can recompute the result (SPEC §7: yeekee/list, yeekee/lists, yeekee/shoot_number).
 */
export const yeekeeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/lotto/yeekee/shoot_number',
    {
      preHandler: app.authenticate,
      schema: { tags, body: shootNumberBody, response: { 200: envelopeOf(shootNumberAnswer) } },
    },
    async (request) => {
      const { round_id: roundId, number } = request.body;
      return ok(toShot(await shootNumber(app.db, memberOf(request).id, roundId, number, app.clock())));
    },
  );

  app.get(
    '/api/lotto/yeekee/list',
    { schema: { tags, querystring: yeekeeListQuery, response: { 200: envelopeOf(yeekeeList) } } },
    async (request) => {
      const list = await latestShots(app.db, request.query.round_id);
      return ok({
        round_id: request.query.round_id,
        status: list.status,
        close_at: list.closeAt.toISOString(),
        total: list.total,
        shots: list.shots.map(toShot),
      });
    },
  );

  app.get(
    '/api/lotto/yeekee/lists',
    { schema: { tags, querystring: yeekeeListQuery, response: { 200: envelopeOf(yeekeeLists) } } },
    async (request) => {
      const v = await verification(app.db, request.query.round_id);
      const c = v.computed;
      const outcome = c?.kind === 'result' ? outcomeOfYeekee(c.result) : null;
      return ok({
        round_id: request.query.round_id,
        status: v.status,
        close_at: v.closeAt.toISOString(),
        shots: v.shots.map(toShot),
        minimum_shots: v.minimumShots,
        subtracted_from_last: v.subtractedFromLast,
        verification: c
          ? {
              shot_count: c.shotCount,
              sum: c.sum.toString(),
              subtracted:
                c.kind === 'result'
                  ? { seq: v.shots[c.subtractedSeq - 1]!.seq, number: v.shots[c.subtractedSeq - 1]!.number }
                  : null,
              result: c.kind === 'result' ? c.result.toString() : null,
              three_top: outcome?.top3 ?? null,
              two_top: outcome?.top3.slice(-2) ?? null,
              two_bottom: outcome?.bottom2 ?? null,
              refunded: c.kind === 'too_few_shots',
              arithmetic: v.arithmetic ?? '',
            }
          : null,
      });
    },
  );
};
