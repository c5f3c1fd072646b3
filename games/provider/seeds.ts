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
 * The advisory lock class of a player's seed pairs (two-int form): a rotation holds it exclusively, a play that
 * found its pair rotated away holds it shared. Player ids past 2^31 wrap: a shared key only makes two wait together.
 */
const SEED_LOCK_CLASS = 7100;
const seedLock = (mode: 'shared' | 'exclusive') =>
  `SELECT pg_advisory_xact_lock${mode === 'shared' ? '_shared' : ''}(${SEED_LOCK_CLASS}, ($1::bigint % 2147483647)::int)`;

/**
 * Takes the next nonce of the player's active pair, atomically: two plays never share a nonce. A rotation that
 * commits while this waits on the old pair's row leaves it no active pair in its snapshot. It then takes the seed
 * lock shared, which waits for a rotation in progress and keeps the next one out until this transaction ends, so
 * the next statement sees the pair that will stay active (or makes one, for a player who never had one). Plays
 * that meet no rotation pay nothing for the lock.
 */
export const takeNonce = async (q: GamesQueryable, playerId: number): Promise<SeedRow> => {
  const take = async () =>
    (
      await q.query<SeedRow>(
        `UPDATE gp_seeds SET nonce = nonce + 1 WHERE player_id = $1 AND active RETURNING *`,
        [playerId],
      )
    ).rows[0];
  let seed = await take();
  if (!seed) {
    await q.query(seedLock('shared'), [playerId]);
    seed = await take();
  }
  if (!seed) {
    await ensureSeed(q, playerId);
    seed = await take();
  }
  if (!seed) throw new Error(`player ${playerId} has no active seed under the seed lock`);
  return { ...seed, nonce: Number(seed.nonce) - 1 };
};

/** The member's own client seed; it applies from the next play on the same server seed. */
export const setClientSeed = async (db: GamesDb, playerId: number, clientSeed: string) => {
  await db.query(`UPDATE gp_seeds SET client_seed = $2 WHERE player_id = $1 AND active`, [
    playerId,
    clientSeed,
  ]);
  return activeSeed(db, playerId);
};

/** Retires the player's active pair (only if it is `seedId`, when given), under the seed lock: the retired row. */
const retire = async (q: GamesQueryable, playerId: number, seedId: number | null) => {
  await q.query(seedLock('exclusive'), [playerId]);
  const { rows } = await q.query<SeedRow>(
    `UPDATE gp_seeds SET active = false, revealed_at = now()
      WHERE player_id = $1 AND active AND ($2::bigint IS NULL OR id = $2::bigint) RETURNING *`,
    [playerId, seedId],
  );
  return rows[0];
};

/** Retires the active pair (revealing its server seed) and starts a new one with the same client seed. */
export const rotateSeed = async (db: GamesDb, playerId: number) =>
  db.tx(async (q) => {
    const old = await retire(q, playerId, null);
    await insertSeed(q, playerId, old?.client_seed ?? randomBytes(6).toString('hex'));
    const next = await activeSeed(q, playerId);
    return { revealed: old ? publicSeed({ ...old, active: false }) : null, next: publicSeed(next) };
  });

/**
 * Reveals one pair, of whichever launch: a pair still active is rotated out first, exactly as `rotateSeed` (its
 * launch, if still open, goes on with a fresh pair and the same client seed); a retired one is only read. A pair
 * is never revealed while it is still played. The caller decides whose pairs the member may reveal.
 */
export const revealSeed = async (db: GamesDb, seed: { id: number; playerId: number }) =>
  db.tx(async (q) => {
    const retired = await retire(q, seed.playerId, seed.id);
    if (retired) await insertSeed(q, seed.playerId, retired.client_seed);
    const { rows } = await q.query<SeedRow>(`SELECT * FROM gp_seeds WHERE id = $1`, [seed.id]);
    return publicSeed(rows[0]!);
  });
