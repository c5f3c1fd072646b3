import fp from 'fastify-plugin';
import type { Db } from '@server/db/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** The one place that holds the database; only this plugin and `db/open.ts` know PGlite from PostgreSQL. */
export const dbPlugin = fp<{ db: Db; closeOnShutdown: boolean }>(async (app, { db, closeOnShutdown }) => {
  app.decorate('db', db);
  if (closeOnShutdown) app.addHook('onClose', async () => db.close());
});
