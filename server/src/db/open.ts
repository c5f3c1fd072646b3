import type { Config } from '@server/config';
import { appRoleOf, asRole } from './app-role';
import type { Db } from './db';
import { openPglite } from './pglite';
import { openPostgres } from './postgres';

type DbConfig = Pick<Config, 'DATABASE_URL' | 'DATA_DIR'> &
  Partial<
    Pick<
      Config,
      | 'DB_CONNECT_TIMEOUT_MS'
      | 'DB_STATEMENT_TIMEOUT_MS'
      | 'DB_IDLE_IN_TX_TIMEOUT_MS'
      | 'DB_POOL_MAX'
      | 'DB_APP_ROLE'
    >
  >;

/**
 * Who the connections act as on PostgreSQL: `owner`, DATABASE_URL's user (migrations, seeds, operator commands),
 * or `app`, the role that may only read the ledger tables (the server's requests and jobs; app-role.ts). PGlite
 * has one user: both are it.
 */
export type DbRole = 'owner' | 'app';

/** The URL the connections of `role` open. */
const urlOf = (config: DbConfig & { DATABASE_URL: string }, role: DbRole) =>
  role === 'app' ? asRole(config.DATABASE_URL, appRoleOf(config)) : config.DATABASE_URL;

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite under DATA_DIR (held by this process). */
export const openDb = (config: DbConfig, role: DbRole): Promise<Db> =>
  config.DATABASE_URL
    ? openPostgres(urlOf({ ...config, DATABASE_URL: config.DATABASE_URL }, role), config.DB_POOL_MAX ?? 20, {
        connectMs: config.DB_CONNECT_TIMEOUT_MS ?? 5_000,
        statementMs: config.DB_STATEMENT_TIMEOUT_MS ?? 15_000,
        idleInTxMs: config.DB_IDLE_IN_TX_TIMEOUT_MS ?? 30_000,
      })
    : openPglite({ dataDir: config.DATA_DIR });
