import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import {
  gameDemoBody,
  gameLinkAnswer,
  gameLinkBody,
  gameListAnswer,
  gameListQuery,
  gameLobbyAnswer,
  gameLobbyQuery,
  gameWalletsAnswer,
  gameWalletsBody,
  lobbyConfig,
  lobbyConfigQuery,
} from '@contract/game';
import { resolveAgent } from '@server/agents/agent-repository';
import { memberOf } from '@server/plugins/auth';
import { syncBuiltinCatalogue } from '@server/games/catalogue-sync';
import { listGames, listProviders } from '@server/games/catalogue-repository';
import { createDemoLink, createGameLink, walletsForGame, type LaunchSite } from '@server/games/launch';
import { secretBoxOf } from '@server/line/secret-box';
import { lobbyConfigFor } from '@server/games/lobbies';
import { lobbyRoutes } from './lobby-routes';
import { soothRoutes } from './sooth';

const HOT_AND_LAST_LIMIT = 20;

/**
 * Where a launch came from: the site's address (PUBLIC_URL, else the request's), and the LIFF app when the
 * launching page is under /liff (the browser's Referer of a same-origin call) or the client says so in `source`.
 */
const launchSiteOf = (request: FastifyRequest, source: string | undefined): LaunchSite => {
  const origin = (request.server.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(
    /\/+$/,
    '',
  );
  let referrerPath = '';
  try {
    referrerPath = new URL(request.headers.referer ?? '').pathname;
  } catch {
    // no Referer, or not an address: the web site
  }
  return {
    origin,
    liff: referrerPath === '/liff' || referrerPath.startsWith('/liff/') || (source ?? '').startsWith('liff'),
    ip: request.ip,
    box: secretBoxOf(request.server.config),
    warn: (detail, message) => request.log.warn(detail, message),
  };
};

/** The catalogue, the lobbies and the launch of a game (SPEC §7 Game, §4 game launch). */
export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  // The built-in provider's games join the catalogue at start, like an outside provider's game list import.
  await syncBuiltinCatalogue(app.db);

  const openRoutes: FastifyPluginAsyncZod = async (open) => {
    open.addHook('preHandler', app.identify);

    open.get(
      '/api/game/list',
      {
        schema: { tags: ['game'], querystring: gameListQuery, response: { 200: envelopeOf(gameListAnswer) } },
      },
      async (request) => {
        const agent = await resolveAgent(request, request.query.agent_code);
        const { category, provider, limit } = request.query;
        return ok(
          await listGames(app.db, agent.id, { category, provider, limit, memberId: request.member?.id }),
        );
      },
    );

    open.get(
      '/api/game/lobby',
      {
        schema: {
          tags: ['game'],
          querystring: gameLobbyQuery,
          response: { 200: envelopeOf(gameLobbyAnswer) },
        },
      },
      async (request) => {
        const agent = await resolveAgent(request, request.query.agent_code);
        const { category } = request.query;
        const limit = HOT_AND_LAST_LIMIT;
        const [providers, hot, last] = await Promise.all([
          listProviders(app.db, agent.id, category),
          listGames(app.db, agent.id, { category: 'hot', limit }),
          listGames(app.db, agent.id, { category: 'last', limit, memberId: request.member?.id }),
        ]);
        return ok({ providers, hot, last });
      },
    );

    open.get(
      '/api/lobby/configs',
      {
        schema: { tags: ['game'], querystring: lobbyConfigQuery, response: { 200: envelopeOf(lobbyConfig) } },
      },
      async (request) => {
        const agent = await resolveAgent(request, request.query.agent_code);
        return ok(await lobbyConfigFor(app.db, agent.id, request.query.lobby_key));
      },
    );

    open.post(
      '/api/game/demo',
      { schema: { tags: ['game'], body: gameDemoBody, response: { 200: envelopeOf(gameLinkAnswer) } } },
      async (request) => {
        const agent = await resolveAgent(request, request.body.agent_code);
        const { game_id, provider_id, is_mobile, source } = request.body;
        const link = await createDemoLink(
          app.db,
          { agentId: agent.id, gameCode: game_id, providerCode: provider_id, mobile: is_mobile ?? false },
          launchSiteOf(request, source),
        );
        return ok({ link });
      },
    );
  };

  const memberRoutes: FastifyPluginAsyncZod = async (members) => {
    members.addHook('preHandler', app.authenticate);

    members.post(
      '/api/game/wallets',
      { schema: { tags: ['game'], body: gameWalletsBody, response: { 200: envelopeOf(gameWalletsAnswer) } } },
      async (request) => {
        const member = memberOf(request);
        const ref = {
          agentId: member.agentId,
          gameCode: request.body.game_id,
          providerCode: request.body.provider_id,
        };
        return ok(await walletsForGame(app.db, member.id, ref));
      },
    );

    members.post(
      '/api/game/link',
      { schema: { tags: ['game'], body: gameLinkBody, response: { 200: envelopeOf(gameLinkAnswer) } } },
      async (request) => {
        const member = memberOf(request);
        const { game_id, provider_id, wallet_id, is_mobile, source } = request.body;
        const link = await createGameLink(
          app.db,
          {
            agentId: member.agentId,
            memberId: member.id,
            memberSessionId: member.sessionId,
            gameCode: game_id,
            providerCode: provider_id,
            walletId: Number(wallet_id),
            mobile: is_mobile ?? false,
            source: source ?? '',
            now: app.clock(),
          },
          launchSiteOf(request, source),
        );
        return ok({ link });
      },
    );
  };

  await app.register(openRoutes);
  await app.register(memberRoutes);
  await app.register(lobbyRoutes);
  await app.register(soothRoutes);
};
