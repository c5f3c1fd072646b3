import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht, toSatang } from '@contract/money';
import {
  wheelAdminAnswer,
  wheelAdminBody,
  wheelAdminSpinsAnswer,
  wheelAdminSpinsQuery,
  type WheelAdminBody,
} from '@contract/rewards/wheel-admin';
import { applyPrepaid } from '@server/games/hub88/freebets-prepaids';
import { secretBoxOf } from '@server/line/secret-box';
import { adminSpins, adminWheel, saveWheel } from '@server/rewards/wheel/admin/wheel';
import { adminSchema, byStaff, staffOf } from './staff-call';

/**
 * Free-bet slices from a Hub88 prepaid: each checked in Hub88's list of its game, the count (the slice's amount)
 * and value it fixes replacing the editor's, as the other reward editors do.
 */
const withPrepaids = async (app: FastifyInstance, body: WheelAdminBody): Promise<WheelAdminBody> => ({
  ...body,
  prizes: await Promise.all(
    body.prizes.map(async (prize) => {
      const freebet = prize.type === 'freebets' ? prize.freebet : null;
      if (!freebet?.prepaid_uuid) return prize;
      const fixed = await applyPrepaid(
        app.db,
        secretBoxOf(app.config),
        {
          gameCode: freebet.game_code,
          prepaidUuid: freebet.prepaid_uuid,
          betCount: prize.amount,
          betValue: toSatang(freebet.bet_value),
        },
        (reason) => app.log.warn({ reason }, 'hub88 prepaids/list failed'),
      );
      return { ...prize, amount: fixed.betCount, freebet: { ...freebet, bet_value: toBaht(fixed.betValue) } };
    }),
  ),
});

/** The fortune wheel in the back office: its slices and weights, switch and price, and the latest spins. */
export const adminWheelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/wheel',
    {
      config: { permission: 'rewards.view' },
      schema: { ...adminSchema, response: { 200: envelopeOf(wheelAdminAnswer) } },
    },
    async (request) => ok(await adminWheel(app.db, staffOf(request).agentId)),
  );
  app.post(
    '/api/admin/wheel',
    {
      config: { permission: 'rewards.manage' },
      schema: { ...adminSchema, body: wheelAdminBody, response: { 200: envelopeOf(wheelAdminAnswer) } },
    },
    async (request) => ok(await saveWheel(app.db, byStaff(request), await withPrepaids(app, request.body))),
  );
  app.get(
    '/api/admin/wheel/spins',
    {
      config: { permission: 'rewards.view' },
      schema: {
        ...adminSchema,
        querystring: wheelAdminSpinsQuery,
        response: { 200: envelopeOf(wheelAdminSpinsAnswer) },
      },
    },
    async (request) => ok({ items: await adminSpins(app.db, staffOf(request).agentId, request.query.limit) }),
  );
};
