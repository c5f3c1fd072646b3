import fp from 'fastify-plugin';
import type { Db } from '@server/db/db';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** For reads that may be a little stale (reports): the streaming replica, or `db` itself (db/replica.ts). */
    replica: Db;
  }
}

/** The one place that holds the database; only this plugin and `db/open.ts` know PGlite from PostgreSQL. */
export const dbPlugin = fp<{ db: Db; replica?: Db; closeOnShutdown: boolean }>(
  async (app, { db, replica = db, closeOnShutdown }) => {
    app.decorate('db', db);
    app.decorate('replica', replica);
    if (closeOnShutdown)
      app.addHook('onClose', async () => {
        if (replica !== db) await replica.close();
        await db.close();
      });
  },
);
