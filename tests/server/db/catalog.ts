import { readdirSync, readFileSync } from 'node:fs';
import type { Db, Queryable } from '@server/db/db';

/**
 * The schema of the `public` namespace as sorted lines, one per object: what two databases built by different
 * paths must agree on (tables and columns with their types, defaults and nullability, constraints, indexes,
 * sequences, functions as pg_get_functiondef prints them, views as pg_get_viewdef, triggers). Data is left out.
 */
export const catalogOf = async (q: Queryable): Promise<string[]> => {
  const lines = async (sql: string) => (await q.query<{ line: string }>(sql)).rows.map((row) => row.line);
  const all = await Promise.all([
    lines(`SELECT 'relation ' || c.relname || ' ' || c.relkind::text || ' ' || c.relpersistence::text AS line
             FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f', 'c')`),
    lines(`SELECT 'column ' || c.relname || '.' || a.attname || ' #' ||
                  row_number() OVER (PARTITION BY c.oid ORDER BY a.attnum) || ' ' ||
                  format_type(a.atttypid, a.atttypmod) || CASE WHEN a.attnotnull THEN ' not null' ELSE '' END ||
                  coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '') ||
                  CASE WHEN a.attidentity::text <> '' THEN ' identity ' || a.attidentity::text ELSE '' END ||
                  CASE WHEN a.attgenerated::text <> '' THEN ' generated ' || a.attgenerated::text ELSE '' END AS line
             FROM pg_attribute a
             JOIN pg_class c ON c.oid = a.attrelid
             JOIN pg_namespace n ON n.oid = c.relnamespace
             LEFT JOIN pg_attrdef d ON d.adrelid = a.attrelid AND d.adnum = a.attnum
            WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'f', 'c')
              AND a.attnum > 0 AND NOT a.attisdropped`),
    lines(`SELECT 'constraint ' || c.conrelid::regclass::text || '.' || c.conname || ' ' ||
                  pg_get_constraintdef(c.oid) ||
                  CASE WHEN c.condeferrable THEN ' deferrable' ELSE '' END AS line
             FROM pg_constraint c JOIN pg_namespace n ON n.oid = c.connamespace
            WHERE n.nspname = 'public'`),
    lines(
      `SELECT 'index ' || indexname || ' ' || indexdef AS line FROM pg_indexes WHERE schemaname = 'public'`,
    ),
    lines(`SELECT 'sequence ' || sequencename || ' ' || data_type::text || ' ' || start_value || ' ' ||
                  increment_by || ' ' || cycle AS line
             FROM pg_sequences WHERE schemaname = 'public'`),
    lines(`SELECT 'function ' || p.oid::regprocedure::text || E'\\n' || pg_get_functiondef(p.oid) AS line
             FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
            WHERE n.nspname = 'public' AND p.prokind IN ('f', 'p', 'w')`),
    lines(`SELECT 'view ' || c.relname || E'\\n' || pg_get_viewdef(c.oid) AS line
             FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND c.relkind IN ('v', 'm')`),
    lines(`SELECT 'trigger ' || t.tgrelid::regclass::text || '.' || t.tgname || ' ' || pg_get_triggerdef(t.oid) ||
                  ' ' || t.tgenabled::text AS line
             FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_namespace n ON n.oid = c.relnamespace
            WHERE n.nspname = 'public' AND NOT t.tgisinternal`),
  ]);
  return all.flat().sort();
};

/** Empties the database: everything in `public` (every object of the product lives there) dropped. */
export const emptyDatabase = async (db: Db) => {
  await db.exec('DROP SCHEMA public CASCADE; CREATE SCHEMA public;');
};

const migrationsDir = 'server/migrations';

/** The migration files, in the order they are applied. */
export const migrationNames = () =>
  readdirSync(migrationsDir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();

/**
 * A database as the runner before issue 26 left it: the migrations up to `last` applied in one transaction,
 * recorded by name only (no checksum column), no `server/sql` step and no record of one.
 */
export const buildAsBefore = async (db: Db, last: string) => {
  await db.query(
    `CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  await db.tx(async (q) => {
    for (const name of migrationNames().filter((n) => n <= last)) {
      await q.exec(readFileSync(`${migrationsDir}/${name}`, 'utf8'));
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
    }
  });
};
