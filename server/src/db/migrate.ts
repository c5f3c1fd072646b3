import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db, Queryable } from './db';
import { CHECKSUM_VERSION, migrationChecksum } from './sql-checksum';
import { applySqlFiles, SCHEMA_LOCK, sqlDir, type SqlStepLog } from './sql-files';

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/** A migration this database applied has changed since: the start stops rather than run on a schema it misreads. */
export class MigrationChangedError extends Error {
  constructor(readonly names: string[]) {
    super(
      `ไฟล์ migration ที่ฐานข้อมูลนี้ใช้ไปแล้วถูกแก้ไข: ${names.join(', ')} กรุณาคืนไฟล์ตามเดิมแล้วเพิ่ม migration ใหม่แทน\n` +
        `server/migrations/${names.join(', server/migrations/')} changed after this database applied ` +
        `${names.length > 1 ? 'them' : 'it'}: restore the file as it was (git log -p -- <file>) and put the ` +
        `change in a new migration. Comments may change; statements may not.`,
    );
    this.name = 'MigrationChangedError';
  }
}

type Migration = { name: string; sql: string; checksum: string };

const readMigrations = (dir: string): Migration[] =>
  readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort()
    .map((name) => {
      const sql = readFileSync(`${dir}/${name}`, 'utf8');
      return { name, sql, checksum: migrationChecksum(sql) };
    });

/**
 * Under the lock: the bookkeeping tables, then every applied migration checked against its file. A row without a
 * checksum (applied before checksums were kept), or with one of another CHECKSUM_VERSION, takes its file's now,
 * once. Answers the names applied.
 */
const checkApplied = (db: Db, migrations: Migration[]) =>
  db.tx(async (q) => {
    await q.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    await q.query(
      `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows: columns } = await q.query(
      `SELECT 1 FROM information_schema.columns
        WHERE table_schema = current_schema() AND table_name = 'schema_migrations' AND column_name = 'checksum'`,
    );
    if (columns.length === 0) await q.query('ALTER TABLE schema_migrations ADD COLUMN checksum text');
    await q.query(
      `CREATE TABLE IF NOT EXISTS schema_sql_files (
         name text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
    );
    const { rows } = await q.query<{ name: string; checksum: string | null }>(
      'SELECT name, checksum FROM schema_migrations',
    );
    const files = new Map(migrations.map((m) => [m.name, m.checksum]));
    const current = (r: { checksum: string | null }) => r.checksum?.startsWith(`${CHECKSUM_VERSION}:`);
    const changed = rows.filter((r) => current(r) && files.has(r.name) && files.get(r.name) !== r.checksum);
    if (changed.length > 0) throw new MigrationChangedError(changed.map((r) => r.name).sort());
    const baseline = rows.filter((r) => !current(r) && files.has(r.name)).map((r) => r.name);
    if (baseline.length > 0)
      await q.query(
        `UPDATE schema_migrations s SET checksum = v.checksum
           FROM unnest($1::text[], $2::text[]) AS v(name, checksum)
          WHERE s.name = v.name`,
        [baseline, baseline.map((name) => files.get(name))],
      );
    return new Set(rows.map((r) => r.name));
  });

/** Applies one migration in its own transaction, unless another server did meanwhile. */
const applyMigration = (db: Db, migration: Migration) =>
  db.tx(async (q: Queryable) => {
    // A migration may rebuild a large table: the request time limit does not apply to it.
    await q.query('SET LOCAL statement_timeout = 0');
    await q.query('SELECT pg_advisory_xact_lock($1)', [SCHEMA_LOCK]);
    const { rows } = await q.query('SELECT 1 FROM schema_migrations WHERE name = $1', [migration.name]);
    if (rows.length > 0) return false;
    try {
      await q.exec(migration.sql);
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      throw new Error(`server/migrations/${migration.name}: ${message}`, { cause: error });
    }
    await q.query('INSERT INTO schema_migrations (name, checksum) VALUES ($1, $2)', [
      migration.name,
      migration.checksum,
    ]);
    return true;
  });

export type MigrateOptions = { migrations?: string; sql?: string; log?: SqlStepLog };

/**
 * Brings the database's schema to this code's (server/migrations/README.md, server/sql/README.md):
 * 1. every applied migration still matches its file (MigrationChangedError otherwise: the start stops);
 * 2. every `server/migrations/NNNN_name.sql` not yet applied, in name order, each in its own transaction,
 *    recorded with its checksum;
 * 3. every `server/sql/<area>/<name>.sql` (functions, trigger functions, views: CREATE OR REPLACE) whose content
 *    changed, or that was applied before the last migration, each in its own transaction, recorded with its hash.
 * An advisory lock keeps two servers starting together from applying anything twice. Answers what was applied:
 * migration names, then `sql/<area>/<name>.sql`.
 */
export const migrate = async (db: Db, options: MigrateOptions = {}): Promise<string[]> => {
  const migrations = readMigrations(options.migrations ?? migrationsDir);
  const done = await checkApplied(db, migrations);
  const applied: string[] = [];
  for (const migration of migrations) {
    if (done.has(migration.name)) continue;
    if (await applyMigration(db, migration)) applied.push(migration.name);
  }
  const known = new Set(migrations.map((m) => m.name));
  const newer = [...done].filter((name) => !known.has(name)).sort();
  const sql = await applySqlFiles(db, options.sql ?? sqlDir, { newerMigrations: newer, log: options.log });
  return [...applied, ...sql.map((name) => `sql/${name}`)];
};
