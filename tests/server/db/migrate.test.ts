import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import { migrate, MigrationChangedError } from '@server/db/migrate';
import { openTestDb } from '@tests/server/helpers/test-db';
import { emptyDatabase } from './catalog';

/** Migrations and server/sql files of a toy schema, written to a temporary folder per test. */
let root: string;
let db: Db;
beforeAll(async () => {
  db = await openTestDb('owner');
});
afterAll(async () => db.close());
beforeEach(async () => {
  await emptyDatabase(db);
  root = mkdtempSync(join(tmpdir(), 'migrate-'));
  mkdirSync(join(root, 'migrations'));
  mkdirSync(join(root, 'sql'));
  return () => rmSync(root, { recursive: true, force: true });
});

const migration = (name: string, sql: string) => writeFileSync(join(root, 'migrations', name), sql);
const sqlFile = (name: string, sql: string) => {
  mkdirSync(join(root, 'sql', name.split('/')[0]!), { recursive: true });
  writeFileSync(join(root, 'sql', name), sql);
};
const quiet = { warn: () => {} };
const run = () => migrate(db, { migrations: join(root, 'migrations'), sql: join(root, 'sql'), log: quiet });
const tables = async () =>
  (
    await db.query<{ name: string }>(
      `SELECT table_name AS name FROM information_schema.tables
        WHERE table_schema = 'public' AND table_name NOT LIKE 'schema_%' ORDER BY 1`,
    )
  ).rows.map((r) => r.name);
const answer = async (sql: string) => (await db.query<{ v: unknown }>(sql)).rows[0]?.v;

describe('migrations', () => {
  it('applies each file in its own transaction: a failing one keeps those before it, and names itself', async () => {
    migration('0001_a.sql', 'CREATE TABLE a (id int);');
    migration('0002_b.sql', 'CREATE TABLE b (id int);');
    migration('0003_c.sql', 'CREATE TABLE c (id int); SELECT no_such_function();');
    migration('0004_d.sql', 'CREATE TABLE d (id int);');
    await expect(run()).rejects.toThrow(/^server\/migrations\/0003_c\.sql: .*no_such_function/);
    expect(await tables()).toEqual(['a', 'b']);
    expect(await answer(`SELECT string_agg(name, ',' ORDER BY name) AS v FROM schema_migrations`)).toBe(
      '0001_a.sql,0002_b.sql',
    );

    migration('0003_c.sql', 'CREATE TABLE c (id int);');
    expect(await run()).toEqual(['0003_c.sql', '0004_d.sql']);
    expect(await tables()).toEqual(['a', 'b', 'c', 'd']);
    expect(await run()).toEqual([]);
  });

  it('stops the start when an applied migration’s statements changed, applying nothing more', async () => {
    migration('0001_a.sql', 'CREATE TABLE a (id int);');
    await run();
    migration('0001_a.sql', 'CREATE TABLE a (id bigint);');
    migration('0002_b.sql', 'CREATE TABLE b (id int);');
    const refused = await run().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(MigrationChangedError);
    expect((refused as Error).message).toMatch(
      /server\/migrations\/0001_a\.sql changed after this database applied it/,
    );
    expect(await tables()).toEqual(['a']);
  });

  it('lets comments and white space of an applied migration change, not its strings or bodies', async () => {
    migration('0001_a.sql', "-- first\nCREATE TABLE a (id int, s text DEFAULT 'x -- y');\n");
    await run();
    migration(
      '0001_a.sql',
      "-- first, corrected\n/* why */ CREATE TABLE a (\n  id int,  s text DEFAULT 'x -- y'\n);",
    );
    expect(await run()).toEqual([]);
    migration('0001_a.sql', "CREATE TABLE a (id int, s text DEFAULT 'x --  y');");
    await expect(run()).rejects.toBeInstanceOf(MigrationChangedError);
  });

  it('takes the checksums of a database from before them once, then holds it to them', async () => {
    migration('0001_a.sql', 'CREATE TABLE a (id int);');
    await db.exec(`CREATE TABLE schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
                   CREATE TABLE a (id int);
                   INSERT INTO schema_migrations (name) VALUES ('0001_a.sql'), ('0000_gone.sql');`);
    expect(await run()).toEqual([]);
    expect(await answer(`SELECT count(*)::int AS v FROM schema_migrations WHERE checksum IS NOT NULL`)).toBe(
      1,
    );
    migration('0001_a.sql', 'CREATE TABLE a (id int, more int);');
    await expect(run()).rejects.toBeInstanceOf(MigrationChangedError);
  });
});

describe('server/sql', () => {
  const twice =
    'CREATE OR REPLACE FUNCTION twice(x int) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT 2 * x $$;';

  it('applies every file after the migrations, in path order, and again only when it changed', async () => {
    migration('0001_a.sql', 'CREATE TABLE a (id int);');
    sqlFile('b/view.sql', 'CREATE OR REPLACE VIEW a_twice AS SELECT twice(id) AS v FROM a;');
    sqlFile('a/twice.sql', twice);
    expect(await run()).toEqual(['0001_a.sql', 'sql/a/twice.sql', 'sql/b/view.sql']);
    expect(await answer('SELECT twice(21) AS v')).toBe(42);
    expect(await run()).toEqual([]);

    sqlFile('a/twice.sql', twice.replace('2 * x', 'x + x'));
    expect(await run()).toEqual(['sql/a/twice.sql']);
    expect(
      await answer(
        `SELECT string_agg(name || ' ' || length(hash), ',' ORDER BY name) AS v FROM schema_sql_files`,
      ),
    ).toBe('a/twice.sql 64,b/view.sql 64');
  });

  it('applies every file again after a migration ran (it may have dropped a view to change its table)', async () => {
    migration('0001_a.sql', 'CREATE TABLE a (id int);');
    sqlFile('a/view.sql', 'CREATE OR REPLACE VIEW a_ids AS SELECT id FROM a;');
    await run();
    migration('0002_a_bigint.sql', 'DROP VIEW a_ids; ALTER TABLE a ALTER COLUMN id TYPE bigint;');
    expect(await run()).toEqual(['0002_a_bigint.sql', 'sql/a/view.sql']);
    expect(
      await answer(
        `SELECT format_type(atttypid, atttypmod) AS v FROM pg_attribute WHERE attrelid = 'a_ids'::regclass AND attname = 'id'`,
      ),
    ).toBe('bigint');
  });

  it('names the file that fails, keeping the files before it', async () => {
    sqlFile('a/twice.sql', twice);
    sqlFile('b/broken.sql', 'CREATE OR REPLACE VIEW broken AS SELECT * FROM no_such_table;');
    await expect(run()).rejects.toThrow(/^server\/sql\/b\/broken\.sql: .*no_such_table/);
    expect(await answer('SELECT twice(2) AS v')).toBe(4);
  });

  it('leaves the definitions of a newer release alone when the database has migrations this code lacks', async () => {
    migration('0001_a.sql', 'CREATE TABLE a (id int);');
    sqlFile('a/twice.sql', twice);
    await run();
    await db.exec(`CREATE OR REPLACE FUNCTION twice(x int) RETURNS int LANGUAGE sql IMMUTABLE AS $$ SELECT x * 2 $$;
                   INSERT INTO schema_migrations (name, checksum) VALUES ('0002_newer.sql', 'x');
                   UPDATE schema_sql_files SET hash = 'newer';`);
    const warned: object[] = [];
    const applied = await migrate(db, {
      migrations: join(root, 'migrations'),
      sql: join(root, 'sql'),
      log: { warn: (details) => warned.push(details) },
    });
    expect(applied).toEqual([]);
    expect(warned).toEqual([{ newerMigrations: ['0002_newer.sql'] }]);
    expect(await answer(`SELECT prosrc AS v FROM pg_proc WHERE proname = 'twice'`)).toBe(' SELECT x * 2 ');
  });
});
