import pg from 'pg';
import type { Db, Queryable, Row } from './db';

pg.types.setTypeParser(20, (value) => Number(value));

/** A real PostgreSQL server through a connection pool. */
export const openPostgres = async (connectionString: string, max = 20): Promise<Db & { pool: pg.Pool }> => {
  const pool = new pg.Pool({ connectionString, max });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Nothing to do here.
  });
  const wrap = (client: pg.Pool | pg.PoolClient): Queryable => ({
    async exec(sql: string) {
      await client.query(sql);
    },
    async query<T extends Row>(sql: string, params: unknown[] = [], options: { name?: string } = {}) {
      const result = options.name
        ? await client.query<T>({ name: options.name, text: sql, values: params })
        : await client.query<T>(sql, params);
      return { rows: result.rows, rowCount: result.rowCount ?? result.rows.length };
    },
  });
  const base = wrap(pool);
  return {
    kind: 'postgres',
    pool,
    query: base.query,
    exec: base.exec,
    async tx(work) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const result = await work(wrap(client));
        await client.query('COMMIT');
        return result;
      } catch (error) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
};
