import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '@server/config';
import { appRoleOf, grantAppRole } from '@server/db/app-role';
import { migrate } from '@server/db/migrate';
import { openPglite } from '@server/db/pglite';
import { defaultLimits, openPostgres } from '@server/db/postgres';
import { migrateHosted } from '@server/host';
import { applySeed, readSeedFile } from '@server/seed/seed';
import buildBundle from './bundle-setup';
import { dropDatabases } from './pg-copy';
import { readBaseline, type Baseline } from './db-reuse';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
    baseline: Baseline;
  }
}

/**
 * Prepares one migrated and seeded database for the whole run, its schema as a server's start leaves it (the
 * built-in provider's tables too: on PostgreSQL the tests' app role may not create them); each test file then
 * starts from a copy of it (PGlite: a copy of its data directory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const removeBundle = await buildBundle(project);
  const config = loadConfig({ ...process.env, NODE_ENV: 'test' });
  const seed = readSeedFile(config.SEED_FILE);
  if (config.DATABASE_URL) {
    const admin = await openPostgres(config.DATABASE_URL, 2);
    const name = `tmpl_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(config.DATABASE_URL);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString(), 2);
    await migrate(db);
    await migrateHosted(db);
    await applySeed(db, seed);
    // Every copy keeps the template's grants: its tests' connections act as this role (test-db.ts).
    const role = appRoleOf({ DATABASE_URL: url.toString() });
    await grantAppRole(db, role);
    project.provide('baseline', await readBaseline(db));
    await db.close();
    await admin.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      removeBundle();
      // DROP DATABASE waits for a checkpoint: on a loaded machine longer than a request's 15 s.
      const cleanup = await openPostgres(config.DATABASE_URL!, 8, { ...defaultLimits, statementMs: 300_000 });
      const { rows } = await cleanup.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [name, `t_${name}_%`],
      );
      // The copies first, the template they were made from last.
      await dropDatabases(
        cleanup,
        rows.map((row) => row.datname).filter((datname) => datname !== name),
      );
      await dropDatabases(cleanup, [name]);
      // Roles outlive databases: a copy left by a test that did not drop it keeps this one, and says so.
      await cleanup
        .query(`DROP ROLE IF EXISTS ${role}`)
        .catch((error: unknown) => console.warn(`role ${role} left: ${(error as Error).message}`));
      await cleanup.close();
    };
  }
  // The template as a data directory in memory-backed storage (tmpfs): each file's copy is a plain directory copy
  // that PGlite opens in place, instead of a 48 MB tar unpacked into PGlite's in-memory file system per file
  // (about 40% of a copy's CPU, and the heap the garbage collector walks afterwards).
  const path = mkdtempSync(join(existsSync('/dev/shm') ? '/dev/shm' : tmpdir(), 'pglite-template-'));
  const db = await openPglite({ dataDir: path });
  await migrate(db);
  await migrateHosted(db);
  await applySeed(db, seed);
  project.provide('baseline', await readBaseline(db));
  await db.close();
  project.provide('pgliteTemplate', path);
  project.provide('postgresTemplate', '');
  return () => {
    removeBundle();
    rmSync(path, { recursive: true, force: true });
    // The workers' copies (each removes its own as it exits; one killed leaves its copy behind).
    for (const name of readdirSync(dirname(path)))
      if (name.startsWith(`${basename(path)}-`))
        rmSync(join(dirname(path), name), { recursive: true, force: true });
  };
}
