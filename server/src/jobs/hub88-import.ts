import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { hub88Endpoint } from '@server/games/hub88/games-api';
import { importHub88Games } from '@server/games/hub88/game-import';
import type { SecretBox } from '@server/line/secret-box';
import { bangkokDay } from '@server/reports/bangkok-days';
import { runOnce } from './claim';
import { runEvery } from './every';

/**
 * Hub88's game list, imported once a Bangkok day ('hub88-import', day) while the provider is not disabled and its
 * address and operator id are entered. A list that could not be read gives the day's claim back (thrown), so the
 * next tick tries again, as when another import holds the lease; failed thumbnails wait for the next import. null:
 * nothing to do, another process had it, or an import was running.
 */
export const hub88ImportTick = async (db: Db, box: SecretBox, now: Date) => {
  const { rows } = await db.query<{ status: string }>(
    `SELECT status FROM game_providers WHERE code = 'hub88'`,
  );
  if (rows[0]?.status !== 'active' || !(await hub88Endpoint(db))) return null;
  let record: Awaited<ReturnType<typeof importHub88Games>> | null = null;
  const ran = runOnce(
    db,
    'hub88-import',
    bangkokDay(now),
    async () => {
      const done = await importHub88Games(db, box, { trigger: 'daily' });
      record = done;
      const failed = done.errors.find((error) => error.startsWith('รายการเกม:'));
      if (failed) throw new Error(failed);
    },
    { leaseSeconds: 1800 },
  );
  // An import from the console (or the demo's start) is running: the day's claim went back, the next tick tries.
  await ran.catch((error: unknown) => {
    if (!(error instanceof AppError && error.reason === 'HUB88_IMPORT_RUNNING')) throw error;
  });
  return record;
};

/** Every ten minutes while the daily jobs run (their interval 0: never, tests drive the tick themselves). */
export const hub88ImportJobsPlugin: FastifyPluginAsync<{
  db: Db;
  box: SecretBox;
  everyMs: number;
  clock: () => Date;
}> = async (app, { db, box, everyMs, clock }) =>
  runEvery(app, 'hub88-import', everyMs > 0 ? 600_000 : 0, () => hub88ImportTick(db, box, clock()), {
    soon: true,
  });
