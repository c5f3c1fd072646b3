import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@server/db/db';

/** Readiness asks the database, but never waits longer than this for it (a frozen database must not hang probes). */
const READY_TIMEOUT_MS = 2_000;

/** Whether the database answers a trivial query within `ms`. */
export const databaseAnswers = async (db: Db, ms = READY_TIMEOUT_MS): Promise<boolean> => {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([db.query('SELECT 1').then(() => true as const), late]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
};

/**
 * `/healthz` (liveness): the process answers; it never touches the database, so a database outage does not get
 * a healthy process restarted. `/readyz` (readiness): send traffic here only while the database answers.
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ status: z.literal('ok'), database: z.string() }) },
      },
    },
    async () => ({ status: 'ok' as const, database: app.db.kind }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        response: {
          '2xx': z.object({ ready: z.boolean(), database: z.string() }),
          503: z.object({ ready: z.boolean(), database: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const ready = await databaseAnswers(app.db);
      return reply.status(ready ? 200 : 503).send({ ready, database: app.db.kind });
    },
  );
};
