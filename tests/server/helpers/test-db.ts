import { cpSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { appRoleOf, asRole } from '@server/db/app-role';
import type { Db } from '@server/db/db';
import type { DbRole } from '@server/db/open';
import { openPglite } from '@server/db/pglite';
import { openPostgres } from '@server/db/postgres';
import { copyStrategy } from './pg-copy';

/**
 * A private copy of the prepared test database: PGlite on a copy of the template's data directory, or a fresh
 * PostgreSQL database. On PostgreSQL its connections act as the app role, as the server's do (server/src/db/app-role.ts; the template granted it,
 * and a copy keeps the grants), unless the test asks for the owner (a test of the schema itself).
 */
export const openTestDb = async (role: DbRole = 'app'): Promise<Db> => {
  const template = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const admin = await openPostgres(url, 1);
    const name = `t_${template}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}${await copyStrategy(admin)}`);
    await admin.close();
    const target = new URL(url);
    target.pathname = `/${name}`;
    const templateUrl = new URL(url);
    templateUrl.pathname = `/${template}`;
    const owner = target.toString();
    return openPostgres(
      role === 'app' ? asRole(owner, appRoleOf({ DATABASE_URL: templateUrl.toString() })) : owner,
      20,
    );
  }
  // A copy of the template's data directory beside it (memory-backed storage), removed when the copy closes.
  const pgliteTemplate = inject('pgliteTemplate');
  const dataDir = `${pgliteTemplate}-${process.pid}-${randomBytes(4).toString('hex')}`;
  cpSync(pgliteTemplate, dataDir, { recursive: true });
  const db = await openPglite({ dataDir });
  return {
    ...db,
    close: async () => {
      await db.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

/**
 * The database of `db` as its owner, for a test that writes as an insider with database access would (past the
 * app role's grants): on PostgreSQL a pool of its own, to close; on PGlite (one user) `db` itself, whose close
 * here closes nothing.
 */
export const openOwnerDb = async (db: Db): Promise<Db> => {
  if (db.kind !== 'postgres') return { ...db, close: async () => {} };
  const url = new URL(
    (db as Db & { pool: { options: { connectionString: string } } }).pool.options.connectionString,
  );
  url.searchParams.delete('options');
  return openPostgres(url.toString(), 4);
};
