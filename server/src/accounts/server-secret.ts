import { randomBytes } from 'node:crypto';
import type { Db } from '@server/db/db';

const caches = new WeakMap<Db, Map<string, Promise<Uint8Array>>>();

/**
 * A signing secret generated once per database and shared by every server copy. Chosen over an environment
 * variable with a development default: there is no default that could reach production, and nothing to set.
 * The value never changes, so it is kept in memory (per database) after the first read.
 */
export const serverSecret = (db: Db, name: string): Promise<Uint8Array> => {
  const cache = caches.get(db) ?? new Map<string, Promise<Uint8Array>>();
  caches.set(db, cache);
  const cached = cache.get(name);
  if (cached) return cached;
  const loading = (async () => {
    await db.query(`INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING`, [
      name,
      randomBytes(32).toString('base64url'),
    ]);
    const { rows } = await db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = $1`, [
      name,
    ]);
    return new Uint8Array(Buffer.from(rows[0]!.value, 'base64url'));
  })();
  loading.catch(() => cache.delete(name));
  cache.set(name, loading);
  return loading;
};
