import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  GAME_SEARCH_MIN,
  favouriteAnswer,
  favouriteBody,
  favouriteListAnswer,
  favouriteListQuery,
  gamePageAnswer,
  gamePageQuery,
  gameSearchAnswer,
  gameSearchQuery,
  studioListAnswer,
  studioListQuery,
} from '@contract/game-lobby';
import { resolveAgent } from '@server/agents/agent-repository';
import { listFavourites, setFavourite } from '@server/games/favourites';
import { listGamePage, listStudios, searchGames, searchKey } from '@server/games/lobby-repository';
import { fail } from '@server/http/app-error';
import { memberOf } from '@server/plugins/auth';

/**
 * The catalogue's lists are the same for every visitor of an agent: the browser may keep one as long as the
 * member apps' react-query does (30 s), never a shared cache (the agent comes from the host or `agent_code`).
 * A member's own list is never kept. Set once the answer is ready: a refusal or a failure is never kept.
 */
const CATALOGUE_CACHE = 'private, max-age=30';
const MEMBER_CACHE = 'private, no-store';

/** The lobby of hundreds of games (issue 30): studio tabs, grid pages, search and a member's favourites. */
export const lobbyRoutes: FastifyPluginAsyncZod = async (app) => {
  const openRoutes: FastifyPluginAsyncZod = async (open) => {
    open.addHook('preHandler', app.identify);

    open.get(
      '/api/game/studios',
      {
        schema: {
          tags: ['game'],
          querystring: studioListQuery,
          response: { 200: envelopeOf(studioListAnswer) },
        },
      },
      async (request, reply) => {
        const agent = await resolveAgent(request, request.query.agent_code);
        const studios = await listStudios(app.db, agent.id, request.query.categories);
        reply.header('cache-control', CATALOGUE_CACHE);
        return ok(studios);
      },
    );

    open.get(
      '/api/game/page',
      {
        schema: { tags: ['game'], querystring: gamePageQuery, response: { 200: envelopeOf(gamePageAnswer) } },
      },
      async (request, reply) => {
        const agent = await resolveAgent(request, request.query.agent_code);
        const page = await listGamePage(app.db, agent.id, request.query, app.clock());
        reply.header('cache-control', CATALOGUE_CACHE);
        return ok(page);
      },
    );

    open.get(
      '/api/game/search',
      {
        schema: {
          tags: ['game'],
          querystring: gameSearchQuery,
          response: { 200: envelopeOf(gameSearchAnswer) },
        },
      },
      async (request, reply) => {
        const agent = await resolveAgent(request, request.query.agent_code);
        const needle = searchKey(request.query.q);
        if ([...needle].length < GAME_SEARCH_MIN) return fail('GAME_SEARCH_TOO_SHORT');
        const found = await searchGames(app.db, agent.id, needle, request.query.categories);
        reply.header('cache-control', CATALOGUE_CACHE);
        return ok(found);
      },
    );
  };

  const memberRoutes: FastifyPluginAsyncZod = async (members) => {
    members.addHook('preHandler', app.authenticate);

    members.get(
      '/api/game/favourites',
      {
        schema: {
          tags: ['game'],
          querystring: favouriteListQuery,
          response: { 200: envelopeOf(favouriteListAnswer) },
        },
      },
      async (request, reply) => {
        const member = memberOf(request);
        reply.header('cache-control', MEMBER_CACHE);
        return ok(await listFavourites(app.db, member.agentId, member.id, request.query.categories));
      },
    );

    members.post(
      '/api/game/favourite',
      { schema: { tags: ['game'], body: favouriteBody, response: { 200: envelopeOf(favouriteAnswer) } } },
      async (request) => {
        const member = memberOf(request);
        const { game_id, provider_id, favourite } = request.body;
        const ref = {
          agentId: member.agentId,
          memberId: member.id,
          gameCode: game_id,
          providerCode: provider_id,
        };
        return ok(await setFavourite(app.db, ref, favourite));
      },
    );
  };

  await app.register(openRoutes);
  await app.register(memberRoutes);
};
