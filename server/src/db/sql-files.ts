import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';
import { fileHash } from './sql-checksum';

export const sqlDir = fileURLToPath(new URL('../../sql/', import.meta.url));

/** One advisory lock for every schema change (migrations and these files): two servers starting together take turns. */
export const SCHEMA_LOCK = 727001;

export type SqlStepLog = { warn: (details: object, message: string) => void };

const consoleLog: SqlStepLog = {
  warn: (details, message) => console.warn(`${message} ${JSON.stringify(details)}`),
};

type SqlFile = { name: string; sql: string; hash: string };

/** `<area>/<name>.sql` under `dir`, in path order: the order they are applied in. */
export const readSqlFiles = (dir: string): SqlFile[] =>
  readdirSync(dir, { withFileTypes: true })
    .filter((area) => area.isDirectory())
    .flatMap((area) =>
      readdirSync(`${dir}/${area.name}`)
        .filter((name) => name.endsWith('.sql'))
        .map((name) => `${area.name}/${name}`),
    )
    .sort()
    .map((name) => {
      const sql = readFileSync(`${dir}/${name}`, 'utf8');
      return { name, sql, hash: fileHash(sql) };
    });

type Recorded = { hash: string; stale: boolean };

/** What the database recorded of each file; `stale` when a migration was applied after it. */
const recorded = async (db: Pick<Db, 'query'>) => {
  const { rows } = await db.query<{ name: string; hash: string; stale: boolean }>(
    `SELECT f.name, f.hash, f.applied_at < coalesce((SELECT max(applied_at) FROM schema_migrations), '-infinity')
              AS stale
       FROM schema_sql_files f`,
  );
  return new Map<string, Recorded>(rows.map((r) => [r.name, { hash: r.hash, stale: r.stale }]));
};

const due = (file: SqlFile, record: Recorded | undefined) =>
  !record || record.stale || record.hash !== file.hash;

/**
 * The repeatable step after the migrations: each file whose content changed since the database applied it, or
 * that it applied before the last migration (a migration may have dropped a view to change its table), runs
 * again in its own transaction and is recorded with its hash. Skipped when the database has applied migrations
 * this code does not have: it belongs to a newer release, whose definitions an older server restarting (a rolling
 * deploy, a rollback) must not put back. Answers the files applied.
 */
export const applySqlFiles = async (
  db: Db,
  dir: string,
  { newerMigrations = [], log }: { newerMigrations?: string[]; log?: SqlStepLog } = {},
): Promise<string[]> => {
  if (newerMigrations.length > 0) {
    (log ?? consoleLog).warn(
      { newerMigrations },
      'database has migrations this server does not know: server/sql left as the newer release applied it',
    );
    return [];
  }
  const files = readSqlFiles(dir);
  const before = await recorded(db);
  const applied: string[] = [];
  for (const file of files) {
    if (!due(file, before.get(file.name))) continue;
    const ran = await db.tx(async (q) => {
      await q.query('SET LOCAL statement_timeout = 0');
      // The schema first (CREATE puts what it names there), pg_temp last (pg_catalog goes first unsaid): what a
      // SECURITY DEFINER function's `SET search_path FROM CURRENT` keeps (server/sql/README.md).
      await q.query(`SELECT set_config('search_path', format('%I, pg_temp', current_schema()), true)`);
      await q.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
      if (!due(file, (await recorded(q)).get(file.name))) return false;
      try {
        await q.exec(file.sql);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        throw new Error(`server/sql/${file.name}: ${message}`, { cause: error });
      }
      await q.query(
        `INSERT INTO schema_sql_files (name, hash, applied_at) VALUES ($1, $2, now())
         ON CONFLICT (name) DO UPDATE SET hash = excluded.hash, applied_at = excluded.applied_at`,
        [file.name, file.hash],
      );
      return true;
    });
    if (ran) applied.push(file.name);
  }
  return applied;
};
