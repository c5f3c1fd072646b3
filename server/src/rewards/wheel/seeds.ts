import { randomBytes } from 'node:crypto';
import { hashServerSeed, newServerSeed } from '@games/fair/fair';
import type { Db, Queryable } from '@server/db/db';

export type WheelSeedRow = {
  id: number;
  memberId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
  active: boolean;
  revealedAt: Date | null;
};

type Row = {
  id: string;
  member_id: string;
  server_seed: string;
  server_seed_hash: string;
  client_seed: string;
  nonce: number;
  active: boolean;
  revealed_at: Date | null;
};

const seedOf = (row: Row): WheelSeedRow => ({
  id: Number(row.id),
  memberId: Number(row.member_id),
  serverSeed: row.server_seed,
  serverSeedHash: row.server_seed_hash,
  clientSeed: row.client_seed,
  nonce: row.nonce,
  active: row.active,
  revealedAt: row.revealed_at,
});

/** What a member may see of a pair: the server seed only once it has been rotated out. */
export const publicSeed = (seed: WheelSeedRow) => ({
  seed_id: seed.id,
  server_seed_hash: seed.serverSeedHash,
  server_seed: seed.active ? null : seed.serverSeed,
  client_seed: seed.clientSeed,
  nonce: seed.nonce,
  active: seed.active,
});

export const currentFair = (seed: WheelSeedRow) => ({
  seed_id: seed.id,
  server_seed_hash: seed.serverSeedHash,
  client_seed: seed.clientSeed,
  nonce: seed.nonce,
});

const insertSeed = async (q: Queryable, memberId: number, clientSeed: string) => {
  const serverSeed = newServerSeed();
  await q.query(
    `INSERT INTO wheel_seeds (member_id, server_seed, server_seed_hash, client_seed) VALUES ($1, $2, $3, $4)
     ON CONFLICT (member_id) WHERE active DO NOTHING`,
    [memberId, serverSeed, hashServerSeed(serverSeed), clientSeed],
  );
};

const randomClientSeed = () => randomBytes(6).toString('hex');

/**
 * The member's active pair, made on first use. With `lock` its row is locked: a member's spins queue on it, so
 * nonces, free spins and points are counted one spin at a time. A rotation that commits while this waits leaves
 * no active row in the re-checked statement: look again (the new pair is there).
 */
export const activeSeed = async (
  q: Queryable,
  memberId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<WheelSeedRow> => {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { rows } = await q.query<Row>(
      `SELECT * FROM wheel_seeds WHERE member_id = $1 AND active${lock ? ' FOR UPDATE' : ''}`,
      [memberId],
    );
    if (rows[0]) return seedOf(rows[0]);
    await insertSeed(q, memberId, randomClientSeed());
  }
  throw new Error(`member ${memberId} has no active wheel seed after three attempts`);
};

/** Moves the active pair's nonce on by one (the spin just used it). */
export const advanceNonce = (q: Queryable, seedId: number) =>
  q.query(`UPDATE wheel_seeds SET nonce = nonce + 1 WHERE id = $1`, [seedId]);

/**
 * Retires the active pair, revealing its server seed, and starts a new one with the given client seed (or the
 * old one). Under the pair's lock: a spin in flight finishes on the old pair first.
 */
export const rotateSeed = (db: Db, memberId: number, clientSeed?: string) =>
  db.tx(async (q) => {
    const old = await activeSeed(q, memberId, { lock: true });
    const { rows } = await q.query<Row>(
      `UPDATE wheel_seeds SET active = false, revealed_at = now() WHERE id = $1 RETURNING *`,
      [old.id],
    );
    await insertSeed(q, memberId, clientSeed ?? old.clientSeed);
    const next = await activeSeed(q, memberId);
    return { revealed: seedOf(rows[0]!), current: next };
  });

/** The member's pairs that spins used, newest first (the active one included, its seed hidden). */
export const memberSeeds = async (q: Queryable, memberId: number, limit = 10) => {
  const { rows } = await q.query<Row>(
    `SELECT * FROM wheel_seeds WHERE member_id = $1 ORDER BY id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(seedOf);
};
