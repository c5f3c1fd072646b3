import pg from 'pg';
import { observeStatement } from '@server/metrics';
import type { Db, Queryable, Row } from './db';
import { asUnavailable, isDatabaseUnavailable } from './unavailable';

pg.types.setTypeParser(20, (value) => Number(value));

/**
 * Time limits, so a database that is down or frozen costs a request seconds, not forever. `statementMs` is
 * PostgreSQL's statement_timeout; the client gives up `graceMs` later on its own (a frozen server cancels
 * nothing); `idleInTxMs` ends a transaction left open (its locks with it).
 */
export type PostgresLimits = { connectMs: number; statementMs: number; idleInTxMs: number };

export const defaultLimits: PostgresLimits = { connectMs: 5_000, statementMs: 15_000, idleInTxMs: 30_000 };
const graceMs = 5_000;

/**
 * The app's sessions run without PostgreSQL's JIT compiler: every statement here is short, and the planner's
 * cost estimates over tables of a year's history (tens of millions of ledger entries) crossed `jit_above_cost`
 * on statements that read a few thousand rows, adding up to 2 s of compiling to a 0.26 s report (measured on the
 * scale suite's seeded database, issue 31). Added to the URL's own `options` (the app role's `-c role=`).
 */
const withoutJit = (connectionString: string) => {
  if (!/^postgres(ql)?:\/\//.test(connectionString)) return connectionString;
  const url = new URL(connectionString);
  const options = url.searchParams.get('options');
  url.searchParams.set('options', `${options ? `${options} ` : ''}-c jit=off`);
  return url.toString();
};

/** A real PostgreSQL server through a connection pool. */
export const openPostgres = async (
  connectionString: string,
  max = 20,
  limits: PostgresLimits = defaultLimits,
): Promise<Db & { pool: pg.Pool }> => {
  const pool = new pg.Pool({
    connectionString: withoutJit(connectionString),
    max,
    connectionTimeoutMillis: limits.connectMs,
    statement_timeout: limits.statementMs,
    idle_in_transaction_session_timeout: limits.idleInTxMs,
    query_timeout: limits.statementMs + graceMs,
    keepAlive: true,
  });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Nothing to do here.
  });
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async exec(sql: string) {
      await client.query(sql).catch((error: unknown) => Promise.reject(asUnavailable(error)));
    },
    async query<T extends Row>(sql: string, params: unknown[] = [], options: { name?: string } = {}) {
      try {
        const result = await observeStatement(
          options.name,
          options.name
            ? client.query<T>({ name: options.name, text: sql, values: params })
            : client.query<T>(sql, params),
        );
        return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
      } catch (error) {
        throw asUnavailable(error);
      }
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    pool,
    query: base.query,
    exec: base.exec,
    async tx(work) {
      const client = await pool.connect().catch((error: unknown) => Promise.reject(asUnavailable(error)));
      // A checked-out client has no listener of the pool's: without this one, a backend terminated mid-transaction
      // is an unhandled 'error' event and takes the whole process down.
      let lost: unknown;
      const onError = (error: unknown) => (lost = error);
      client.on('error', onError);
      try {
        await client.query('BEGIN');
        const result = await work({ ...wrap(client), transaction: 'open' });
        await client.query('COMMIT');
        return result;
      } catch (error) {
        lost ??= isDatabaseUnavailable(error) ? error : undefined;
        // A lost or timed-out connection cannot roll back (the server does it when the session ends).
        if (!lost) await client.query('ROLLBACK').catch((e: unknown) => (lost = e));
        throw asUnavailable(error);
      } finally {
        client.removeListener('error', onError);
        // A client that failed is destroyed, not handed to the next request.
        client.release(lost instanceof Error ? lost : lost === undefined ? undefined : true);
      }
    },
    listen: (channel, onPayload, onGap) => listenOn(connectionString, limits, channel, onPayload, onGap),
    close: () => pool.end(),
    poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
  };
};

/**
 * LISTEN on a connection of its own (a pooled one would be handed to the next request): reopened after a loss,
 * waiting longer each time (1 s to 30 s), and `onGap` called once it listens again, since what was notified
 * meanwhile is gone.
 */
const listenOn = async (
  connectionString: string,
  limits: PostgresLimits,
  channel: string,
  onPayload: (payload: string) => void,
  onGap: () => void,
) => {
  let client: pg.Client | null = null;
  let stopped = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;
  const open = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString,
      connectionTimeoutMillis: limits.connectMs,
      keepAlive: true,
    });
    next.on('notification', (message) => {
      if (message.channel === channel) onPayload(message.payload ?? '');
    });
    next.on('error', () => lost(next));
    next.on('end', () => lost(next));
    await next.connect();
    await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    if (stopped) return void next.end().catch(() => {});
    client = next;
  };
  const lost = (which: pg.Client) => {
    if (client !== which || stopped) return;
    client = null;
    which.end().catch(() => {});
    reopen();
  };
  const reopen = () => {
    const wait = Math.min(30_000, 1_000 * 2 ** failures);
    retry = setTimeout(() => {
      open().then(
        () => {
          failures = 0;
          onGap();
        },
        () => {
          failures += 1;
          reopen();
        },
      );
    }, wait);
    retry.unref();
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const last = client;
    client = null;
    await last?.end().catch(() => {});
  };
};
