import { PGlite } from '@electric-sql/pglite';
import { observeStatement } from '@server/metrics';
import { lockDataDir } from './data-dir-lock';
import { createPrivateDir, makeTreePrivate } from './private-data-dir';
import type { Db, Queryable, Row } from './db';

// int8 as a JS number: money is satang and stays far below 2^53.
const parsers = { 20: (value: string) => Number(value) };

const wrap = (pg: Pick<PGlite, 'query' | 'exec'>): Queryable => ({
  async exec(sql: string) {
    await pg.exec(sql);
  },
  async query<T extends Row>(sql: string, params: unknown[] = [], options: { name?: string } = {}) {
    const result = await observeStatement(options.name, pg.query<T>(sql, params));
    // PGlite reports affectedRows 0 for SELECT; pg's rowCount is the rows returned there.
    return { rows: result.rows, rowCount: Math.max(result.rows.length, result.affectedRows ?? 0) };
  },
});

export type PgliteSource = { dataDir?: string; loadDataDir?: Blob | File };

/**
 * The embedded database: PostgreSQL compiled to WebAssembly, one connection, data under `dataDir`, which this
 * process holds (server.lock) until `close`.
 */
export const openPglite = async ({ dataDir, loadDataDir }: PgliteSource): Promise<Db & { pg: PGlite }> => {
  let unlock = () => {};
  const onDisk = Boolean(dataDir && !dataDir.startsWith('memory://'));
  if (dataDir && onDisk) {
    // This user's only (0700) before PGlite writes a file into it.
    createPrivateDir(dataDir);
    // One process at a time: a second PGlite on the same files (an operator command beside the server)
    // corrupts them.
    unlock = lockDataDir(dataDir);
  }
  const pg = new PGlite({ dataDir, loadDataDir, parsers });
  try {
    await pg.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  if (dataDir && onDisk)
    try {
      makeTreePrivate(dataDir);
    } catch (error) {
      await pg.close().finally(unlock);
      throw error;
    }
  const base = wrap(pg);
  return {
    kind: 'pglite',
    pg,
    query: base.query,
    exec: base.exec,
    tx: (work) => pg.transaction((tx) => work({ ...wrap(tx), transaction: 'open' })),
    // One process holds the data directory: nothing is ever missed, so there is no gap to report.
    listen: (channel, onPayload) => pg.listen(channel, onPayload),
    close: async () => {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
};
