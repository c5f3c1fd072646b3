import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { Db } from '@server/db/db';
import { openPglite } from '@server/db/pglite';
import { openPostgres } from '@server/db/postgres';

/** A private copy of the prepared test database: PGlite in memory, or a fresh PostgreSQL database. */
export const openTestDb = async (): Promise<Db> => {
  const template = inject('postgresTemplate');
  const url = process.env.DATABASE_URL;
  if (template && url) {
    const admin = await openPostgres(url, 1);
    const name = `t_${template}_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
    await admin.close();
    const target = new URL(url);
    target.pathname = `/${name}`;
    return openPostgres(target.toString(), 20);
  }
  const file = readFileSync(inject('pgliteTemplate'));
  return openPglite({ loadDataDir: new Blob([file]) });
};
