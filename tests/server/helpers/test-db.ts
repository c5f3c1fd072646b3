import { cpSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { appRoleOf, asRole } from '@server/db/app-role';
import type { Db } from '@server/db/db';
import type { DbRole } from '@server/db/open';
import { openPglite } from '@server/db/pglite';
import { openPostgres } from '@server/db/postgres';
import { reusedDb, type Held } from './db-reuse';
import { copyStrategy } from './pg-copy';

/**
 * A private database as the prepared template left it (migrated, demo agent seeded): the worker's own, put back
 * between files (db-reuse.ts), or a fresh copy (PGlite: of the template's data directory; PostgreSQL: CREATE
 * DATABASE ... TEMPLATE). On PostgreSQL its connections act as the app role, as the server's do
 * (server/src/db/app-role.ts; the template granted it, and a copy keeps the grants), unless the test asks for the
 * owner (a test of the schema itself).
 */
export const openTestDb = async (role: DbRole = 'app'): Promise<Db> =>
  reusedDb(inject('baseline'), role, inject('postgresTemplate') ? postgresCopy : pgliteCopy);

const postgresCopy = async (): Promise<Held> => {
  const template = inject('postgresTemplate');
  const url = process.env.DATABASE_URL!;
  const admin = await openPostgres(url, 1);
  const name = `t_${template}_${randomBytes(4).toString('hex')}`;
  await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}${await copyStrategy(admin)}`);
  await admin.close();
  const target = new URL(url);
  target.pathname = `/${name}`;
  const templateUrl = new URL(url);
  templateUrl.pathname = `/${template}`;
  const owner = target.toString();
  const appRole = appRoleOf({ DATABASE_URL: templateUrl.toString() });
  const ownerDb = await openPostgres(owner, 1);
  return {
    admin: ownerDb,
    mark: '',
    lend: async (as, handBack) => {
      const db = await openPostgres(as === 'app' ? asRole(owner, appRole) : owner, 20);
      return {
        ...db,
        close: async () => {
          await db.close();
          await handBack();
        },
      };
    },
    // A file's pool has ended, but its connections' backends leave a moment later.
    others: async () => {
      for (let wait = 0; ; wait += 1) {
        const { rows } = await ownerDb.query<{ others: number }>(
          `SELECT count(*)::int AS others FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()`,
        );
        if (rows[0]!.others === 0 || wait === 20) return rows[0]!.others;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    // The database itself is dropped with the others at the end of the run (global-setup.ts).
    dispose: () => ownerDb.close(),
  };
};

/** Copies each worker has open, removed as the worker exits. */
const copies = new Set<string>();
process.once('exit', () => {
  for (const dir of copies) rmSync(dir, { recursive: true, force: true });
});

/**
 * A data directory of its own holding the PGlite template (migrated, demo agent seeded), for a test that hands the
 * embedded database to a process it starts: a directory copy instead of initdb and every migration (about 5 s of
 * CPU). Removed with the run's leftovers (global-setup.ts) if the test does not remove it.
 */
export const pgliteTemplateDir = (): string => {
  const dataDir = `${inject('pgliteTemplate')}-${process.pid}-${randomBytes(4).toString('hex')}`;
  cpSync(inject('pgliteTemplate'), dataDir, { recursive: true });
  return dataDir;
};

// A copy of the template's data directory beside it (memory-backed storage).
const pgliteCopy = async (): Promise<Held> => {
  const dataDir = pgliteTemplateDir();
  copies.add(dataDir);
  const db = await openPglite({ dataDir });
  return {
    admin: db,
    mark: '',
    lend: async (_role, handBack) => ({ ...db, close: handBack }),
    others: async () => 0,
    dispose: async () => {
      copies.delete(dataDir);
      await db.close().finally(() => rmSync(dataDir, { recursive: true, force: true }));
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
