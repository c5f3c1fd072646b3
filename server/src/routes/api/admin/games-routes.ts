import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gameAdmin,
  gameAdminIdParams,
  gameAdminQuery,
  gameInput,
  providerAdmin,
  providerInput,
} from '@contract/admin/games';
import { envelopeOf, ok } from '@contract/envelope';
import {
  listGamesAdmin,
  listProvidersAdmin,
  saveAgentGame,
  saveProvider,
} from '@server/games/admin/catalogue';
import { adminSchema, byStaff, staffOf } from './staff-call';

const config = { permission: 'games.manage' } as const;

/** The games page: providers (status, order) and the agent's catalogue (enabled, hot, order), audited. */
export const adminGamesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/games/providers',
    { config, schema: { ...adminSchema, response: { 200: envelopeOf(z.array(providerAdmin)) } } },
    async (request) => ok(await listProvidersAdmin(app.db, staffOf(request).agentId)),
  );
  app.post(
    '/api/admin/games/providers/:id',
    {
      config,
      schema: {
        ...adminSchema,
        params: gameAdminIdParams,
        body: providerInput,
        response: { 200: envelopeOf(providerAdmin) },
      },
    },
    async (request) => ok(await saveProvider(app.db, byStaff(request), request.params.id, request.body)),
  );
  app.get(
    '/api/admin/games',
    {
      config,
      schema: {
        ...adminSchema,
        querystring: gameAdminQuery,
        response: { 200: envelopeOf(z.array(gameAdmin)) },
      },
    },
    async (request) => ok(await listGamesAdmin(app.db, staffOf(request).agentId, request.query)),
  );
  app.post(
    '/api/admin/games/:id',
    {
      config,
      schema: {
        ...adminSchema,
        params: gameAdminIdParams,
        body: gameInput,
        response: { 200: envelopeOf(gameAdmin) },
      },
    },
    async (request) => ok(await saveAgentGame(app.db, byStaff(request), request.params.id, request.body)),
  );
};
