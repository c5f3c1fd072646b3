import type { Config } from '@server/config';
import { appRoleOf, asRole } from './app-role';
import type { Db } from './db';
import { openPostgres } from './postgres';

/**
 * `url` whose every transaction is read-only from the start: a replica handle that pointed at the primary by
 * mistake still writes nothing (on a hot standby PostgreSQL refuses writes anyway).
 */
const readOnly = (url: string) => {
  const target = new URL(url);
  const options = target.searchParams.get('options');
  target.searchParams.set('options', `${options ? `${options} ` : ''}-c default_transaction_read_only=on`);
  return target.toString();
};

/**
 * The handle for reads that may be a little stale (the money and game reports): a pool on the streaming replica
 * `DATABASE_REPLICA_URL` (a hot standby of DATABASE_URL: `pg_basebackup -R`), acting as the app role as the
 * primary's pool does, every transaction read-only. Unset, the primary's own handle: the same interface either
 * way, so a service takes `app.replica` or `app.db` and knows nothing more (close it only when it is not `primary`).
 */
export const openReplica = async (
  config: Pick<Config, 'DATABASE_URL' | 'DATABASE_REPLICA_URL' | 'DB_APP_ROLE' | 'DB_POOL_MAX'> &
    Partial<Pick<Config, 'DB_CONNECT_TIMEOUT_MS' | 'DB_STATEMENT_TIMEOUT_MS' | 'DB_IDLE_IN_TX_TIMEOUT_MS'>>,
  primary: Db,
): Promise<Db> => {
  if (!config.DATABASE_REPLICA_URL) return primary;
  if (!config.DATABASE_URL)
    throw new Error(
      'DATABASE_REPLICA_URL ต้องใช้คู่กับ DATABASE_URL (a replica is of a PostgreSQL primary: set DATABASE_URL too)',
    );
  const role = appRoleOf({ DATABASE_URL: config.DATABASE_URL, DB_APP_ROLE: config.DB_APP_ROLE });
  return openPostgres(readOnly(asRole(config.DATABASE_REPLICA_URL, role)), config.DB_POOL_MAX ?? 20, {
    connectMs: config.DB_CONNECT_TIMEOUT_MS ?? 5_000,
    statementMs: config.DB_STATEMENT_TIMEOUT_MS ?? 15_000,
    idleInTxMs: config.DB_IDLE_IN_TX_TIMEOUT_MS ?? 30_000,
  });
};
