import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@contract/envelope';
import catalogue from '@games/catalogue.json';
import type { ProviderContext } from '@games/provider/context';
import { createDemoPlayer, walletOf } from '@games/provider/players';
import { activeSeed, publicSeed, rotateSeed, setClientSeed } from '@games/provider/seeds';
import { GameError } from '@games/provider/game-error';
import { playerRound, playerRounds, revealRoundSeed } from '@games/services/history-service';
import { baht } from '@games/services/money';
import { asZod, playerOf, sessionSecurity } from './route-types';

/** Sessions, balances, seeds and the member's own history (over all their launches). */
export const playerRoutes = (ctx: ProviderContext) => async (instance: FastifyInstance) => {
  const app = asZod(instance);

  app.get('/games/api/catalogue', async () => ok(catalogue));

  app.post('/games/api/demo', async (request) => ok({ token: await createDemoPlayer(ctx.db, request.ip) }));

  app.get('/games/api/session', { schema: { security: sessionSecurity } }, async (request) => {
    const player = await playerOf(ctx, request);
    const balance = await walletOf(ctx.db, ctx.client, player)
      .balance()
      .catch(() => {
        throw new GameError('GP_WALLET_UNAVAILABLE');
      });
    if (!balance.ok) throw new GameError('GP_SESSION_INVALID', balance.message);
    const seed = publicSeed(await activeSeed(ctx.db, player.id));
    return ok({ mode: player.mode, balance: baht(balance.balance), seed });
  });

  app.post(
    '/games/api/seeds/client',
    {
      schema: {
        security: sessionSecurity,
        body: z.object({ client_seed: z.string().trim().min(1).max(64) }),
      },
    },
    async (request) => {
      const player = await playerOf(ctx, request);
      return ok({ seed: publicSeed(await setClientSeed(ctx.db, player.id, request.body.client_seed)) });
    },
  );

  // Without a body: rotates this launch's pair. With `round`: reveals the pair that round of the member's was
  // played on, of whichever launch (the verify page's button), rotating it out if still in play; `next` is then
  // this launch's pair, rotated too only if it was that one.
  app.post(
    '/games/api/seeds/rotate',
    {
      schema: {
        security: sessionSecurity,
        body: z.object({ round: z.string().min(1).max(100).optional() }).nullish(),
      },
    },
    async (request) => {
      const player = await playerOf(ctx, request);
      const round = request.body?.round;
      if (!round) return ok(await rotateSeed(ctx.db, player.id));
      const revealed = await revealRoundSeed(ctx, player, round);
      return ok({ revealed, next: publicSeed(await activeSeed(ctx.db, player.id)) });
    },
  );

  app.get(
    '/games/api/rounds',
    {
      schema: {
        security: sessionSecurity,
        querystring: z.object({
          limit: z.coerce.number().int().min(1).max(100).default(20),
          game: z.string().max(60).optional(),
          before: z.string().max(100).optional(),
        }),
      },
    },
    async (request) => {
      const player = await playerOf(ctx, request);
      return ok(await playerRounds(ctx, player, request.query));
    },
  );

  app.get(
    '/games/api/rounds/:id',
    { schema: { security: sessionSecurity, params: z.object({ id: z.string().max(100) }) } },
    async (request) => {
      const player = await playerOf(ctx, request);
      return ok(await playerRound(ctx, player, request.params.id));
    },
  );
};
