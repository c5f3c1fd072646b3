import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ProviderContext } from '@games/provider/context';
import { resolvePlayer, type Player } from '@games/provider/players';

export const asZod = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** The game page sends the session token it was opened with (or its demo token) as a bearer token. */
const bearer = (request: FastifyRequest) => {
  const header = request.headers.authorization ?? '';
  return header.startsWith('Bearer ') ? header.slice(7).trim() : '';
};

/**
 * For the API document: the operation reads the player from the game session token (`playerOf`), and answers
 * a missing or dead one with GP_SESSION_INVALID (HTTP 200, so the game page shows its message).
 */
export const sessionSecurity = [{ gameSession: [] }];

export const playerOf = (ctx: ProviderContext, request: FastifyRequest): Promise<Player> =>
  resolvePlayer(ctx.db, ctx.client, bearer(request));
