import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@contract/envelope';
import catalogue from '@games/catalogue.json';
import { fishes, FISHING_RTP_PERCENT } from '@games/maths/fishing';
import { rouletteRtp } from '@games/maths/roulette';
import type { ProviderContext } from '@games/provider/context';
import { GameError } from '@games/provider/game-error';
import { FISHING_STAKES, shootFish } from '@games/services/fishing-service';
import { rouletteBetSchema, spinRoulette } from '@games/services/roulette-service';
import { slotConfigOf, slotInfo, spinSlot } from '@games/services/slot-service';
import { asZod, playerOf, sessionSecurity } from './route-types';

const rtpOf = (code: string) => catalogue.games.find((game) => game.code === code)?.rtp ?? 0;

/** Instant games: one request, one round (bet and settlement inside it). */
export const playRoutes = (ctx: ProviderContext) => async (instance: FastifyInstance) => {
  const app = asZod(instance);
  const code = z.object({ code: z.string().max(60) });

  app.get('/games/api/slot/:code', { schema: { params: code } }, async (request) => {
    const config = slotConfigOf(request.params.code);
    if (!config) throw new GameError('GAME_NOT_FOUND');
    return ok(slotInfo(config, rtpOf(config.code)));
  });

  app.post(
    '/games/api/slot/:code/spin',
    { schema: { security: sessionSecurity, params: code, body: z.object({ bet: z.number() }) } },
    async (request) =>
      ok(await spinSlot(ctx, await playerOf(ctx, request), request.params.code, request.body.bet)),
  );

  app.get('/games/api/roulette', async () => ok({ rtp: Math.round(rouletteRtp * 10000) / 100 }));

  app.post(
    '/games/api/roulette/spin',
    {
      schema: {
        security: sessionSecurity,
        body: z.object({ bets: z.array(rouletteBetSchema).min(1).max(50) }),
      },
    },
    async (request) => ok(await spinRoulette(ctx, await playerOf(ctx, request), request.body.bets)),
  );

  app.get('/games/api/fishing', async () => ok({ rtp: FISHING_RTP_PERCENT, fishes, stakes: FISHING_STAKES }));

  app.post(
    '/games/api/fishing/shoot',
    {
      schema: { security: sessionSecurity, body: z.object({ fish: z.string().max(30), stake: z.number() }) },
    },
    async (request) =>
      ok(await shootFish(ctx, await playerOf(ctx, request), request.body.fish, request.body.stake)),
  );
};
