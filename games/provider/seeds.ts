import { randomBytes } from 'node:crypto';
import { hashServerSeed, newServerSeed } from '@games/fair/fair';
import type { GamesDb, GamesQueryable } from './games-db';

export type SeedRow = {
  id: number;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  active: boolean;
  revealed_at: string | null;
};

/** What a player may see of a seed pair: the server seed only once it has been rotated out. */
export const publicSeed = (seed: SeedRow) => ({
  id: Number(seed.id),
  server_seed_hash: seed.server_seed_hash,
  server_seed: seed.active ? null : seed.server_seed,
  client_seed: seed.client_seed,
  nonce: Number(seed.nonce),
  active: seed.active,
});

const insertSeed = async (q: GamesQueryable, playerId: number, clientSeed: string) => {
  const serverSeed = newServerSeed();
  await q.query(
    `INSERT INTO gp_seeds (player_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (player_id) WHERE active DO NOTHING`,
    [playerId, serverSeed, hashServerSeed(serverSeed), clientSeed],
  );
};

export const ensureSeed = (db: GamesQueryable, playerId: number) =>
  insertSeed(db, playerId, randomBytes(6).toString('hex'));

export const activeSeed = async (db: GamesQueryable, playerId: number): Promise<SeedRow> => {
  const { rows } = await db.query<SeedRow>(`SELECT * FROM gp_seeds WHERE player_id = $1 AND active`, [
    playerId,
  ]);
  if (rows[0]) return rows[0];
  await ensureSeed(db, playerId);
  return activeSeed(db, playerId);
};

/**
 * Takes the next nonce of the player's active pair, atomically: two plays never share a nonce. A rotation that
 * commits while this waits on the old pair's row leaves it no active pair in its snapshot; the next statement
 * sees the new pair (or makes one, for a player who never had one), so it tries again rather than fail the play.
 */
export const takeNonce = async (q: GamesQueryable, playerId: number): Promise<SeedRow> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { rows } = await q.query<SeedRow>(
      `UPDATE gp_seeds SET nonce = nonce + 1 WHERE player_id = $1 AND active RETURNING *`,
      [playerId],
    );
    if (rows[0]) return { ...rows[0], nonce: Number(rows[0].nonce) - 1 };
    await ensureSeed(q, playerId);
  }
  throw new Error(`player ${playerId} has no active seed after three rotations in a row`);
};

/** The member's own client seed; it applies from the next play on the same server seed. */
export const setClientSeed = async (db: GamesDb, playerId: number, clientSeed: string) => {
  await db.query(`UPDATE gp_seeds SET client_seed = $2 WHERE player_id = $1 AND active`, [
    playerId,
    clientSeed,
  ]);
  return activeSeed(db, playerId);
};

/** Retires the active pair (revealing its server seed) and starts a new one with the same client seed. */
export const rotateSeed = async (db: GamesDb, playerId: number) =>
  db.tx(async (q) => {
    const { rows } = await q.query<SeedRow>(
      `UPDATE gp_seeds SET active = false, revealed_at = now() WHERE player_id = $1 AND active RETURNING *`,
      [playerId],
    );
    const old = rows[0];
    await insertSeed(q, playerId, old?.client_seed ?? randomBytes(6).toString('hex'));
    const next = await activeSeed(q, playerId);
    return { revealed: old ? publicSeed({ ...old, active: false }) : null, next: publicSeed(next) };
  });
