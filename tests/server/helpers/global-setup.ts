import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '@server/config';
import { migrate } from '@server/db/migrate';
import { openPglite } from '@server/db/pglite';
import { openPostgres } from '@server/db/postgres';
import { applySeed, readSeedFile } from '@server/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string;
  }
}

/**
 * Prepares one migrated and seeded database for the whole run; each test file then starts from a copy of it
 * (PGlite: a dump loaded into memory; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
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
    await applySeed(db, seed);
    await db.close();
    await admin.close();
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      const cleanup = await openPostgres(config.DATABASE_URL!, 2);
      const { rows } = await cleanup.query<{ datname: string }>(
        `SELECT datname FROM pg_database WHERE datname = $1 OR datname LIKE $2`,
        [name, `t_${name}_%`],
      );
      for (const row of rows) await cleanup.query(`DROP DATABASE IF EXISTS ${row.datname} WITH (FORCE)`);
      await cleanup.close();
    };
  }
  const db = await openPglite({});
  await migrate(db);
  await applySeed(db, seed);
  const dump = await db.pg.dumpDataDir('none');
  await db.close();
  mkdirSync('.tmp', { recursive: true });
  const path = `.tmp/pglite-template-${process.pid}.tar`;
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplate', path);
  project.provide('postgresTemplate', '');
  return () => rmSync(path, { force: true });
}
