import { createHash } from 'node:crypto';
import sharp from 'sharp';
import type { Db } from '@server/db/db';

/** Where the site serves the thumbnails (routes/media-routes.ts), by the hash of their bytes. */
export const GAME_IMAGE_PREFIX = '/media/games/';
const gameImagePath = (hash: string) => `${GAME_IMAGE_PREFIX}${hash}.webp`;

/** Downloads one thumbnail: its bytes, or a thrown Error whose message the import records. */
export type ThumbnailFetch = (url: string) => Promise<Buffer>;

const MAX_SOURCE_BYTES = 5 * 1024 * 1024;
const TIMEOUT_MS = 10_000;
const CONCURRENCY = 6;
/** The lobby's card is at most ~180 px wide; 320 covers a 2x screen. */
const WIDTH = 320;

/** The default download: http(s) only, 10 s, at most 5 MB read (a larger body is cut off and refused). */
const fetchThumbnail: ThumbnailFetch = async (url) => {
  if (!/^https?:\/\//i.test(url)) throw new Error('not an http(s) address');
  const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS), redirect: 'follow' });
  if (!response.ok || !response.body) throw new Error(`HTTP ${response.status}`);
  const declared = Number(response.headers.get('content-length') ?? 0);
  if (declared > MAX_SOURCE_BYTES) throw new Error('larger than 5 MB');
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.length;
    if (size > MAX_SOURCE_BYTES) {
      await reader.cancel();
      throw new Error('larger than 5 MB');
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
};

/** Any image sharp reads (PNG, JPEG, WebP, GIF, SVG) as a small WebP, never enlarged. */
const toWebp = (source: Buffer) =>
  sharp(source, { limitInputPixels: 4096 * 4096 })
    .resize({ width: WIDTH, withoutEnlargement: true })
    .webp({ quality: 72 })
    .toBuffer();

/** Runs `work` over `items`, at most `limit` at once. */
const eachLimited = async <T>(items: T[], limit: number, work: (item: T) => Promise<void>) => {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
};

/**
 * The thumbnails the provider's listed games need: each address downloaded once (again only when Hub88 gives a
 * new address or the last try failed), converted to WebP, stored by its hash (game_images) and set as the game's
 * image. A failure keeps the previous image and is recorded (hub88_games.thumb_error, the import's errors).
 */
export const refreshThumbnails = async (
  db: Db,
  providerId: number,
  download: ThumbnailFetch = fetchThumbnail,
): Promise<{ done: number; errors: string[] }> => {
  const { rows } = await db.query<{ game_id: number; game_code: string; thumb_url: string }>(
    `SELECT h.game_id, h.game_code, h.thumb_url FROM hub88_games h JOIN games g ON g.id = h.game_id
      WHERE g.provider_id = $1 AND h.listed AND h.thumb_url <> '' AND h.thumb_url <> h.thumb_done_url
      ORDER BY g.sort, g.id`,
    [providerId],
  );
  let done = 0;
  const errors: string[] = [];
  await eachLimited(rows, CONCURRENCY, async (row) => {
    try {
      const webp = await toWebp(await download(row.thumb_url));
      const hash = createHash('sha256').update(webp).digest('hex').slice(0, 32);
      await db.tx(async (q) => {
        await q.query(`INSERT INTO game_images (hash, bytes) VALUES ($1, $2) ON CONFLICT (hash) DO NOTHING`, [
          hash,
          webp,
        ]);
        await q.query(`UPDATE games SET image = $2 WHERE id = $1`, [row.game_id, gameImagePath(hash)]);
        await q.query(`UPDATE hub88_games SET thumb_done_url = $2, thumb_error = NULL WHERE game_id = $1`, [
          row.game_id,
          row.thumb_url,
        ]);
      });
      done += 1;
    } catch (error) {
      const message = (error as Error).message.slice(0, 200);
      await db.query(`UPDATE hub88_games SET thumb_error = $2 WHERE game_id = $1`, [row.game_id, message]);
      errors.push(`รูปเกม ${row.game_code}: ${message}`);
    }
  });
  return { done, errors };
};

/** One stored thumbnail's bytes, or null. */
export const gameImage = async (db: Db, hash: string): Promise<Buffer | null> => {
  if (!/^[a-f0-9]{32}$/.test(hash)) return null;
  const { rows } = await db.query<{ bytes: Buffer | Uint8Array }>(
    `SELECT bytes FROM game_images WHERE hash = $1`,
    [hash],
  );
  return rows[0] ? Buffer.from(rows[0].bytes) : null;
};
