import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { ok } from '@contract/envelope';
import { baccaratOdds, baccaratRtp } from '@games/maths/baccarat/baccarat';
import { selections } from '@games/maths/football/football';
import type { ProviderContext } from '@games/provider/context';
import { betBaccarat, listTables, tableHands } from '@games/services/baccarat-service';
import { betFootball, listFixtures, recentResults } from '@games/services/football-service';
import { asZod, playerOf, sessionSecurity } from './route-types';

/** Scheduled games: baccarat tables dealing on a clock and virtual football rounds. */
export const tableRoutes = (ctx: ProviderContext) => async (instance: FastifyInstance) => {
  const app = asZod(instance);

  app.get('/games/api/baccarat/tables', async () =>
    ok({
      tables: listTables(ctx),
      odds: baccaratOdds,
      rtp: baccaratRtp,
      server_time: new Date(ctx.now()).toISOString(),
    }),
  );

  app.get(
    '/games/api/baccarat/tables/:id/history',
    {
      schema: {
        params: z.object({ id: z.string().max(10) }),
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
      },
    },
    async (request) => ok(tableHands(ctx, request.params.id, request.query.limit)),
  );

  app.post(
    '/games/api/baccarat/bet',
    {
      schema: {
        security: sessionSecurity,
        body: z.object({
          table: z.string().max(10),
          round_no: z.number().int().min(0),
          bet: z.enum(['banker', 'player', 'tie']),
          amount: z.number(),
        }),
      },
    },
    async (request) => ok(await betBaccarat(ctx, await playerOf(ctx, request), request.body)),
  );

  app.get('/games/api/football/fixtures', async () =>
    ok({ ...listFixtures(ctx), server_time: new Date(ctx.now()).toISOString() }),
  );

  app.get(
    '/games/api/football/results',
    { schema: { querystring: z.object({ limit: z.coerce.number().int().min(1).max(20).default(5) }) } },
    async (request) => ok({ rounds: recentResults(ctx, request.query.limit) }),
  );

  app.post(
    '/games/api/football/bet',
    {
      schema: {
        security: sessionSecurity,
        body: z.object({
          fixture_no: z.number().int().min(0),
          match: z.number().int().min(0).max(10),
          selection: z.enum(selections as unknown as [string, ...string[]]),
          amount: z.number(),
        }),
      },
    },
    async (request) =>
      ok(
        await betFootball(ctx, await playerOf(ctx, request), {
          ...request.body,
          selection: request.body.selection as (typeof selections)[number],
        }),
      ),
  );
};
