import type { Config } from '@server/config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR. */
export const openDb = (config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): Promise<Db> =>
  config.DATABASE_URL ? openPostgres(config.DATABASE_URL) : openPglite({ dataDir: config.DATA_DIR });
