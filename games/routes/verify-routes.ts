import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@contract/envelope';
import type { ProviderContext } from '@games/provider/context';
import { bangkokDay } from '@contract/thai-time';
import {
  CLIENT_SEED_MAX,
  isVerifyBet,
  SERVER_SEED_PATTERN,
  verifyFieldText as t,
} from '@games/fair/verify-input';
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
          game: z.string(t.game).min(1, t.game).max(60, t.game),
          server_seed: z.string(t.server_seed).trim().toLowerCase().regex(SERVER_SEED_PATTERN, t.server_seed),
          client_seed: z.string(t.client_seed).min(1, t.client_seed).max(CLIENT_SEED_MAX, t.client_seed),
          nonce: z.number(t.nonce).int(t.nonce).min(0, t.nonce),
          bet: z.number(t.bet).refine(isVerifyBet, t.bet).optional(),
          fish: z.string(t.fish).max(30, t.fish).optional(),
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
