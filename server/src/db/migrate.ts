import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Db } from './db';

const migrationsDir = fileURLToPath(new URL('../../migrations/', import.meta.url));

/**
 * Forward-only migrations: every `server/migrations/NNNN_name.sql` not yet applied, in name order, each in its
 * own transaction. An advisory lock keeps two servers starting together from applying the same file twice.
 */
export const migrate = async (db: Db, dir = migrationsDir): Promise<string[]> => {
  await db.query(
    `CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const files = readdirSync(dir)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
  const applied: string[] = [];
  await db.tx(async (q) => {
    // A migration may rebuild a large table: the request time limit does not apply to it.
    await q.query('SET LOCAL statement_timeout = 0');
    await q.query('SELECT pg_advisory_xact_lock(727001)');
    const done = new Set(
      (await q.query<{ name: string }>('SELECT name FROM schema_migrations')).rows.map((r) => r.name),
    );
    for (const name of files) {
      if (done.has(name)) continue;
      await q.exec(readFileSync(`${dir}/${name}`, 'utf8'));
      await q.query('INSERT INTO schema_migrations (name) VALUES ($1)', [name]);
      applied.push(name);
    }
  });
  return applied;
};
