import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { addDays, bangkokDay } from '@server/rewards/periods';
import { earnDayPoints } from '@server/rewards/points/earn';
import { expireDayPoints } from '@server/rewards/points/expire';
import { runOnce } from './claim';
import { runEvery } from './every';

export type PointsTick = { day: string; earned: number | null; expired: number | null };

/**
 * The points' daily work for the Bangkok day that ended, each claimed once in the database: earning first
 * ('points-earn', day), then expiry ('points-expire', day). Both are idempotent on their own too (one award per
 * campaign, member and day; one expiry key per member and day), so a lease passing mid-run pays nothing twice.
 * null: another process had the run.
 */
export const pointsTick = async (db: Db, now: Date): Promise<PointsTick> => {
  const day = addDays(bangkokDay(now), -1);
  let earned: number | null = null;
  let expired: number | null = null;
  await runOnce(db, 'points-earn', day, async () => void (earned = await earnDayPoints(db, day, now)), {
    leaseSeconds: 1800,
  });
  await runOnce(db, 'points-expire', day, async () => void (expired = await expireDayPoints(db, day, now)), {
    leaseSeconds: 1800,
  });
  return { day, earned, expired };
};

/** Runs `pointsTick` every `everyMs` (the cashback jobs' interval; 0: never, as tests drive it themselves). */
export const pointsJobsPlugin: FastifyPluginAsync<{ db: Db; everyMs: number; clock: () => Date }> = async (
  app,
  { db, everyMs, clock },
) => runEvery(app, 'points', everyMs, () => pointsTick(db, clock()));
