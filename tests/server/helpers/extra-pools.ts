import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';

/** PGlite has one connection, so nothing races there: the concurrency suites run only with DATABASE_URL. */
export const onPostgres = Boolean(process.env.DATABASE_URL);

/**
 * The app's database plus `extra` pools on the same PostgreSQL database, as that many more server processes
 * would have: parallel calls spread over them race inside PostgreSQL, not only in one process.
 */
export const extraPools = async (app: FastifyInstance, extra = 3): Promise<Db[]> => {
  const url = (app.db as Db & { pool: { options: { connectionString: string } } }).pool.options
    .connectionString;
  return [app.db, ...(await Promise.all(Array.from({ length: extra }, () => openPostgres(url, 8))))];
};

/** The reasons of the rejected calls (AppError names), in order. */
export const rejections = (results: PromiseSettledResult<unknown>[]) =>
  results
    .filter((r): r is PromiseRejectedResult => r.status === 'rejected')
    .map((r) => (r.reason as { reason?: string }).reason ?? String(r.reason));
