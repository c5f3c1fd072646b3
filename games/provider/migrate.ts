import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GamesDb, GamesQueryable } from './games-db';

const folder = fileURLToPath(new URL('../migrations/', import.meta.url));

const migrationFiles = () =>
  readdirSync(folder)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();

const appliedNames = async (q: GamesQueryable) => {
  const { rows } = await q.query<{ name: string }>(`SELECT name FROM games_schema_migrations`);
  return new Set(rows.map((row) => row.name));
};

/** Whether every migration is applied already: a read, so a connection that may not change the schema can ask. */
const upToDate = async (db: GamesDb) => {
  const { rows } = await db.query<{ present: boolean }>(
    `SELECT to_regclass('games_schema_migrations') IS NOT NULL AS present`,
  );
  if (!rows[0]?.present) return false;
  const done = await appliedNames(db);
  return migrationFiles().every((name) => done.has(name));
};

/**
 * Applies `games/migrations/*.sql` in name order, each once, recorded in the provider's own table so its
 * schema evolves apart from the platform's. A lock serialises two copies starting at once. Nothing pending
 * means no statement but reads: the host runs this as the database's owner before the platform's app role
 * serves (server/src/host.ts), and the plugin again on its own handle.
 */
export const migrateGames = async (db: GamesDb): Promise<string[]> => {
  if (await upToDate(db)) return [];
  await db.exec(
    `CREATE TABLE IF NOT EXISTS games_schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const applied: string[] = [];
  await db.tx(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('games_schema_migrations'))`);
    const done = await appliedNames(q);
    for (const name of migrationFiles()) {
      if (done.has(name)) continue;
      await q.exec(readFileSync(`${folder}${name}`, 'utf8'));
      await q.query(`INSERT INTO games_schema_migrations (name) VALUES ($1)`, [name]);
      applied.push(name);
    }
  });
  return applied;
};
