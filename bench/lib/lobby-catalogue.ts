import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Queryable } from '@server/db/db';
import { openPglite } from '@server/db/pglite';
import { insertThousandGames } from '@tests/server/games/helpers/thousand-games';

/**
 * One game's thumbnail as the Hub88 import stores it (server/src/games/hub88/thumbnails.ts: resized to 320 px
 * wide, WebP quality 72): the source is a 480 x 480 picture of its own colours with grain, about 19 KB once
 * converted, as a provider's artwork is, rather than a flat colour of a few hundred bytes.
 */
const picture = (i: number, width: number, height: number, out: number) => {
  const pixels = Buffer.alloc(width * height * 3);
  let seed = Math.imul(i, 2654435761) >>> 0;
  const grain = () => ((seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0) / 2 ** 32) * 90;
  const hue = ((i * 37) % 360) / 57;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const at = (y * width + x) * 3;
      const t = ((x + y) / (width + height)) * 6;
      const n = grain();
      for (let c = 0; c < 3; c += 1) pixels[at + c] = (128 + 127 * Math.sin(hue + t + 2 * c)) * 0.8 + n;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .blur(0.6)
    .resize({ width: out, withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();
};
const thumbnail = (i: number) => picture(i, 480, 480, 320);
/** A studio tab's logo (64 x 32 on screen): 128 px wide for a 2x screen. */
const logo = (i: number) => picture(1000 + i, 256, 128, 128);

/** Stores a WebP in game_images (by its hash, as the import does) and answers its address. */
const stored = async (q: Queryable, webp: Buffer) => {
  const hash = createHash('sha256').update(webp).digest('hex').slice(0, 32);
  await q.query(`INSERT INTO game_images (hash, bytes) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING`, [
    hash,
    webp,
  ]);
  return `/media/games/${hash}.webp`;
};

/**
 * Fills a stopped site server's PGlite directory with the lobby's test catalogue (the tests' helper: `games`
 * games of 12 studios offered to the demo agent) and gives every game its own stored WebP thumbnail, and every
 * studio its logo, served at `/media/games/<hash>.webp` like an imported game's.
 */
export const fillLobbyCatalogue = async (dataDir: string, games: number) => {
  const db = await openPglite({ dataDir });
  try {
    await db.tx(async (q) => {
      const { providerId } = await insertThousandGames(q, 'demo', games);
      const { rows } = await q.query<{ id: number; sort: number }>(
        `SELECT id, sort FROM games WHERE provider_id = $1 ORDER BY sort`,
        [providerId],
      );
      for (const game of rows) {
        await q.query(`UPDATE games SET image = $2 WHERE id = $1`, [
          game.id,
          await stored(q, await thumbnail(game.sort)),
        ]);
      }
      const studios = await q.query<{ id: number; sort: number }>(
        `SELECT id, sort FROM game_sub_providers WHERE provider_id = $1`,
        [providerId],
      );
      for (const studio of studios.rows) {
        await q.query(`UPDATE game_sub_providers SET logo = $2 WHERE id = $1`, [
          studio.id,
          await stored(q, await logo(studio.sort)),
        ]);
      }
    });
  } finally {
    await db.close();
  }
};
