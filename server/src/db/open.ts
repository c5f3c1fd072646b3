import type { Config } from '@server/config';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

type DbConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> &
  Partial<
    Pick<
      Config,
      'DB_CONNECT_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_IDLE_IN_TX_TIMEOUT_MS' | 'DB_POOL_MAX'
    >
  >;

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR (held by this process). */
export const openDb = (config: DbConfig): Promise<Db> =>
  config.DATABASE_URL
    ? openPostgres(config.DATABASE_URL, config.DB_POOL_MAX ?? 20, {
        connectMs: config.DB_CONNECT_TIMEOUT_MS ?? 5_000,
        statementMs: config.DB_STATEMENT_TIMEOUT_MS ?? 15_000,
        idleInTxMs: config.DB_IDLE_IN_TX_TIMEOUT_MS ?? 30_000,
      })
    : openPglite({ dataDir: config.DATA_DIR });
