import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { GamesDb } from './games-db';

const folder = fileURLToPath(new URL('../migrations/', import.meta.url));

/**
 * Applies `games/migrations/*.sql` in name order, each once, recorded in the provider's own table so its
 * schema evolves apart from the platform's. A lock serialises two copies starting at once.
 */
export const migrateGames = async (db: GamesDb): Promise<string[]> => {
  await db.exec(
    `CREATE TABLE IF NOT EXISTS games_schema_migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const files = readdirSync(folder)
    .filter((name) => /^\d{4}_[\w-]+\.sql$/.test(name))
    .sort();
  const applied: string[] = [];
  await db.tx(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext('games_schema_migrations'))`);
    const { rows } = await q.query<{ name: string }>(`SELECT name FROM games_schema_migrations`);
    const done = new Set(rows.map((row) => row.name));
    for (const name of files) {
      if (done.has(name)) continue;
      await q.exec(readFileSync(`${folder}${name}`, 'utf8'));
      await q.query(`INSERT INTO games_schema_migrations (name) VALUES ($1)`, [name]);
      applied.push(name);
    }
  });
  return applied;
};
