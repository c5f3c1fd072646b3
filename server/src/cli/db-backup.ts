import { chmodSync, mkdirSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { loadConfig } from '@server/config';
import { openPglite } from '@server/db/pglite';
import { pgTool, printable, runTool, runToExit } from './db-dump';

/**
 * `npm run db:backup -- [<file>]`: a full copy of the configured database in one file (mode 0600: it holds
 * members' data and sealed secrets). PostgreSQL (`DATABASE_URL`): `pg_dump --format=custom`, a consistent
 * snapshot taken beside the running servers. The embedded PGlite (`DATA_DIR`): PGlite's own dump of its data
 * directory (a gzipped tar), which needs the directory to itself: with a server holding it the command refuses
 * (exit 2) and names it; stop the server, back up, start it (docs/runbook.md). Without a file:
 * `./backups/<kind>-<UTC time>.<dump|tar.gz>`. Exit 0 written, 2 usage or failure.
 */
const usage = 'usage: npm run db:backup -- [<file>]';

const stamp = () => new Date().toISOString().replace(/[:.]/g, '-');

const main = async (argv: string[]): Promise<number> => {
  if (argv.length > 1 || argv.some((arg) => arg.startsWith('-'))) {
    console.error(usage);
    return 2;
  }
  const config = loadConfig();
  const kind = config.DATABASE_URL ? 'postgres' : 'pglite';
  const file = resolve(argv[0] ?? `backups/${kind}-${stamp()}.${kind === 'postgres' ? 'dump' : 'tar.gz'}`);
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  // Written beside its name and renamed when complete: a half-written backup never carries the final name.
  const partial = `${file}.partial`;

  if (config.DATABASE_URL) {
    const dump = await runTool(pgTool('pg_dump'), [
      '--format=custom',
      '--no-password',
      `--file=${partial}`,
      `--dbname=${config.DATABASE_URL}`,
    ]);
    if (dump.code !== 0) {
      console.error(`db:backup failed: pg_dump exit ${dump.code}\n${dump.stderr.trim()}`);
      return 2;
    }
    chmodSync(partial, 0o600);
  } else {
    const db = await openPglite({ dataDir: config.DATA_DIR });
    try {
      const dump = await db.pg.dumpDataDir('gzip');
      writeFileSync(partial, Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await db.close();
    }
  }
  renameSync(partial, file);
  const where = config.DATABASE_URL
    ? `PostgreSQL ${printable(config.DATABASE_URL)}`
    : `PGlite ${config.DATA_DIR}`;
  console.log(`backup of ${where} written: ${file} (${statSync(file).size} bytes)`);
  return 0;
};

runToExit('db:backup', main);
