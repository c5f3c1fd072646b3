import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gameAdmin, gameAdminIdParams } from '@contract/admin/games';
import { ggrShare, ggrShareInput, studioAdmin, studioInput, studioQuery } from '@contract/admin/game-studios';
import { envelopeOf, ok } from '@contract/envelope';
import {
  listGgrShares,
  listStudioGames,
  listStudios,
  saveGgrShare,
  saveStudio,
} from '@server/games/admin/studios';
import { adminSchema, byStaff, staffOf } from './staff-call';

const config = { permission: 'games.manage' } as const;

/** The providers page's studios (status, order, logo, their games) and the GGR shares owed to an aggregator. */
export const adminGameStudioRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/admin/games/studios',
    {
      config,
      schema: {
        ...adminSchema,
        querystring: studioQuery,
        response: { 200: envelopeOf(z.array(studioAdmin)) },
      },
    },
    async (request) => ok(await listStudios(app.db, staffOf(request).agentId, request.query.provider)),
  );
  app.post(
    '/api/admin/games/studios/:id',
    {
      config,
      schema: {
        ...adminSchema,
        params: gameAdminIdParams,
        body: studioInput,
        response: { 200: envelopeOf(studioAdmin) },
      },
    },
    async (request) => ok(await saveStudio(app.db, byStaff(request), request.params.id, request.body)),
  );
  app.get(
    '/api/admin/games/studios/:id/games',
    {
      config,
      schema: {
        ...adminSchema,
        params: gameAdminIdParams,
        response: { 200: envelopeOf(z.array(gameAdmin)) },
      },
    },
    async (request) => ok(await listStudioGames(app.db, staffOf(request).agentId, request.params.id)),
  );
  app.get(
    '/api/admin/games/providers/:id/shares',
    {
      config,
      schema: { ...adminSchema, params: gameAdminIdParams, response: { 200: envelopeOf(z.array(ggrShare)) } },
    },
    async (request) => ok(await listGgrShares(app.db, request.params.id)),
  );
  app.post(
    '/api/admin/games/providers/:id/shares',
    {
      config,
      schema: {
        ...adminSchema,
        params: gameAdminIdParams,
        body: ggrShareInput,
        response: { 200: envelopeOf(z.array(ggrShare)) },
      },
    },
    async (request) => ok(await saveGgrShare(app.db, byStaff(request), request.params.id, request.body)),
  );
};
