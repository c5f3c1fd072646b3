import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@contract/envelope';
import type { ProviderContext } from '@games/provider/context';
import { bangkokDay } from '@contract/thai-time';
import { verifyResult } from '@games/services/verify-service';
import { asZod } from './route-types';

/** Recomputation from revealed seeds, and the house seeds of the scheduled games (hash before, seed after). */
export const verifyRoutes = (ctx: ProviderContext) => async (instance: FastifyInstance) => {
  const app = asZod(instance);

  app.post(
    '/games/api/verify',
    {
      schema: {
        body: z.object({
          game: z.string().max(60),
          server_seed: z.string().trim().toLowerCase().max(64),
          client_seed: z.string().min(1).max(64),
          nonce: z.number().int().min(0),
          bet: z.number().positive().max(100_000).optional(),
          fish: z.string().max(30).optional(),
        }),
      },
    },
    async (request) => ok(verifyResult(request.body)),
  );

  app.get(
    '/games/api/house-seeds',
    {
      schema: {
        querystring: z.object({
          game: z.enum(['baccarat', 'football']),
          days: z.coerce.number().int().min(1).max(30).default(7),
        }),
      },
    },
    async (request) => {
      const now = ctx.now();
      const days = Array.from({ length: request.query.days }, (_, i) =>
        bangkokDay(now - (i - 1) * 86_400_000),
      );
      return ok({ seeds: days.map((day) => ctx.houseSeeds.published(request.query.game, day, now)) });
    },
  );
};
