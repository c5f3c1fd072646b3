import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  wheelAdminAnswer,
  wheelAdminBody,
  wheelAdminSpinsAnswer,
  wheelAdminSpinsQuery,
} from '@contract/rewards/wheel-admin';
import { adminSpins, adminWheel, saveWheel } from '@server/rewards/wheel/admin/wheel';
import { adminSchema, byStaff, staffOf } from './staff-call';

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
    async (request) => ok(await saveWheel(app.db, byStaff(request), request.body)),
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
