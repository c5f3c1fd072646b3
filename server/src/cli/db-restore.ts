import { existsSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { loadConfig, type Config } from '@server/config';
import { appRoleOf, grantAppRole } from '@server/db/app-role';
import { DataDirLockedError, liveHolderOf } from '@server/db/data-dir-lock';
import type { Db } from '@server/db/db';
import { openPglite } from '@server/db/pglite';
import { ledgerCheck } from './commands/ledger-check';
import { openOperatorDb } from './operator-command';
import { holdsData, notDatabaseFiles, pgTool, printable, runTool, runToExit } from './db-dump';

/**
 * `npm run db:restore -- <file> [--force]`: puts a `db:backup` file back into the configured database, then runs
 * `ledger:check` on what it restored; the exit code is the check's (0 every invariant holds, 1 broken).
 * PostgreSQL (`DATABASE_URL`, a database created empty, `createdb`): `pg_restore` of the custom-format dump,
 * without the dump's owners and grants (the restoring user owns everything; the server's app role is granted
 * here, as every start does). The embedded PGlite (`DATA_DIR`, absent or empty): PGlite loads the dump.
 * A database that holds anything is refused (exit 1) unless `--force`: on PostgreSQL its objects are then
 * replaced (`pg_restore --clean`), a PGlite directory is moved aside (`<DATA_DIR>.before-restore-<time>`), never
 * deleted. A running server holding the directory is refused (exit 2). Exit 2 also for usage and failures.
 */
const usage = 'usage: npm run db:restore -- <file> [--force]';

// In full: the dump carries the source's mark, which says nothing of what the dump holds (ledger/README.md).
const verify = async (db: Db, config: Config) => {
  console.log('ledger:check --full on the restored database');
  return ledgerCheck.run(db, ['--full'], console, { config, operator: process.env.USER ?? 'operator' });
};

/** Tables, views and sequences outside PostgreSQL's own schemas. */
const objectsIn = async (db: Db) =>
  (
    await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_class c JOIN pg_namespace s ON s.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S')
          AND s.nspname NOT IN ('pg_catalog', 'information_schema') AND s.nspname NOT LIKE 'pg\\_%'`,
    )
  ).rows[0]!.n;

const restorePostgres = async (config: Config & { DATABASE_URL: string }, file: string, force: boolean) => {
  // As its owner, without the server's statement time limit (ledger:check on a large database).
  const db = await openOperatorDb(config);
  try {
    const objects = await objectsIn(db);
    if (objects > 0 && !force) {
      console.error(
        `refused: ${printable(config.DATABASE_URL)} already holds ${objects} tables, views or sequences; ` +
          'restore into an empty database (createdb), or add --force to replace its objects with the backup',
      );
      return 1;
    }
    const restore = await runTool(pgTool('pg_restore'), [
      '--no-owner',
      '--no-acl',
      '--exit-on-error',
      '--single-transaction',
      '--no-password',
      ...(objects > 0 ? ['--clean', '--if-exists'] : []),
      `--dbname=${config.DATABASE_URL}`,
      file,
    ]);
    if (restore.code !== 0) {
      console.error(`db:restore failed: pg_restore exit ${restore.code}\n${restore.stderr.trim()}`);
      return 2;
    }
    await grantAppRole(db, appRoleOf(config));
    console.log(`restored ${file} into PostgreSQL ${printable(config.DATABASE_URL)}`);
    return await verify(db, config);
  } finally {
    await db.close();
  }
};

const restorePglite = async (config: Config, file: string, force: boolean) => {
  const dir = resolve(config.DATA_DIR);
  const holder = liveHolderOf(dir);
  if (holder !== null) throw new DataDirLockedError(dir, holder);
  if (holdsData(dir)) {
    if (!force) {
      console.error(
        `refused: ${dir} already holds a database; restore into an absent or empty DATA_DIR, or add --force ` +
          'to move it aside first',
      );
      return 1;
    }
    const aside = `${dir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(dir, aside);
    console.log(`the database that was in ${dir} is now in ${aside}`);
  }
  const db = await openPglite({ dataDir: dir, loadDataDir: new Blob([readFileSync(file)]) });
  try {
    console.log(`restored ${file} into PGlite ${dir}`);
    return await verify(db, config);
  } finally {
    await db.close();
    // The dump carries the lock and operator files of the process that took it: stale here.
    if (liveHolderOf(dir) === null)
      for (const name of notDatabaseFiles) rmSync(join(dir, name), { force: true });
  }
};

const main = async (argv: string[]): Promise<number> => {
  const force = argv.includes('--force');
  const files = argv.filter((arg) => arg !== '--force');
  if (files.length !== 1 || files[0]!.startsWith('-')) {
    console.error(usage);
    return 2;
  }
  const file = resolve(files[0]!);
  if (!existsSync(file)) {
    console.error(`db:restore: no such backup file: ${file}`);
    return 2;
  }
  const config = loadConfig();
  return config.DATABASE_URL
    ? restorePostgres({ ...config, DATABASE_URL: config.DATABASE_URL }, file, force)
    : restorePglite(config, file, force);
};

runToExit('db:restore', main);
