import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { soothDetail, soothDetailBody, soothListAnswer, soothListBody } from '@contract/game';
import { fail } from '@server/http/app-error';
import { baccaratTables, tableHistory } from '@server/games/sooth/baccarat-source';
import { tableDetail, tableSummary } from '@server/games/sooth/sooth-service';

/** Baccarat formula rooms: the built-in tables' roads, counts, pattern and a formula beside the true odds. */
export const soothRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/sooth/baccarat',
    { schema: { tags: ['sooth'], body: soothListBody, response: { 200: envelopeOf(soothListAnswer) } } },
    async () => {
      const tables = await baccaratTables(app);
      const histories = await Promise.all(tables.map((table) => tableHistory(app, table)));
      return ok(histories.map(tableSummary));
    },
  );

  app.post(
    '/api/sooth/detail',
    { schema: { tags: ['sooth'], body: soothDetailBody, response: { 200: envelopeOf(soothDetail) } } },
    async (request) => {
      const table = (await baccaratTables(app)).find((found) => found.id === request.body.table_id);
      if (!table) return fail('SOOTH_TABLE_NOT_FOUND');
      return ok(tableDetail(await tableHistory(app, table)));
    },
  );
};
