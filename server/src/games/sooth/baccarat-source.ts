import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { baccaratOutcome } from '@contract/game';
import { fail } from '@server/http/app-error';
import type { TableHistory } from './sooth-service';

/**
 * The built-in provider publishes its baccarat tables and their dealt hands (`GET /games/api/baccarat/tables`
 * and `.../tables/<id>/history`). It is served by the same server, so the platform reads them in process
 * through the router (`inject`), exactly the HTTP answer an outside reader would get, without a network hop.
 */
const HISTORY_HANDS = 100;

const envelope = <T extends z.ZodType>(data: T) => z.object({ error: z.literal(0), data });
const tablesAnswer = envelope(
  z.object({ tables: z.array(z.object({ id: z.string(), name_th: z.string() })) }),
);
const historyAnswer = envelope(
  z.object({
    hands: z.array(
      z.object({
        winner: baccaratOutcome,
        player_pair: z.boolean().optional(),
        banker_pair: z.boolean().optional(),
        dealt_at: z.string().optional(),
      }),
    ),
  }),
);

const read = async <T extends z.ZodType>(
  app: FastifyInstance,
  url: string,
  schema: T,
): Promise<z.infer<T>> => {
  const response = await app.inject({ method: 'GET', url });
  const parsed = response.statusCode === 200 ? schema.safeParse(response.json()) : null;
  if (!parsed?.success) {
    app.log.warn({ url, status: response.statusCode }, 'baccarat results unavailable');
    return fail('PROVIDER_UNAVAILABLE');
  }
  return parsed.data;
};

export const baccaratTables = async (app: FastifyInstance) =>
  (await read(app, '/games/api/baccarat/tables', tablesAnswer)).data.tables;

export const tableHistory = async (
  app: FastifyInstance,
  table: { id: string; name_th: string },
): Promise<TableHistory> => {
  const url = `/games/api/baccarat/tables/${encodeURIComponent(table.id)}/history?limit=${HISTORY_HANDS}`;
  const { data } = await read(app, url, historyAnswer);
  return { id: table.id, name: table.name_th, hands: data.hands };
};
