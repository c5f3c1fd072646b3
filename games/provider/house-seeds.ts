import { bangkokDay } from '@contract/thai-time';
import { createHmac, randomBytes } from 'node:crypto';
import { hashServerSeed } from '@games/fair/fair';
import type { GamesQueryable } from './games-db';

/**
 * The house key, drawn once and kept in the database so every copy of the server derives the same seeds.
 * A table game's server seed for a day is HMAC(house key, "game:day"): its hash is published in advance and
 * the seed itself once the day is over, so every dealt hand and match can be recomputed.
 */
export const loadHouseKey = async (db: GamesQueryable): Promise<string> => {
  await db.query(`INSERT INTO gp_meta (key, value) VALUES ('house_key', $1) ON CONFLICT (key) DO NOTHING`, [
    randomBytes(32).toString('hex'),
  ]);
  const { rows } = await db.query<{ value: string }>(`SELECT value FROM gp_meta WHERE key = 'house_key'`);
  return rows[0]!.value;
};

export const houseSeeds = (houseKey: string) => {
  const seedFor = (game: string, day: string) =>
    createHmac('sha256', Buffer.from(houseKey, 'hex')).update(`${game}:${day}`).digest('hex');
  /** Published view: the hash always, the seed only for days that have ended. */
  const published = (game: string, day: string, nowMs: number) => {
    const seed = seedFor(game, day);
    return {
      game,
      day,
      server_seed_hash: hashServerSeed(seed),
      server_seed: day < bangkokDay(nowMs) ? seed : null,
    };
  };
  return { seedFor, published };
};

export type HouseSeeds = ReturnType<typeof houseSeeds>;
