import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { bangkokDay } from '@server/reports/bangkok-days';
import { daysToRollUp, rollUpDay } from '@server/reports/money-rollups';
import { runOnce } from './claim';
import { runEvery } from './every';

/**
 * Rolls up the money figures of the closed Bangkok days not rolled up yet (the last 400 days, newest first, at
 * most 31 a tick: a fresh database with a year of history catches up in a quarter of an hour), each day claimed
 * once ('report-rollup', day). Rolling a day up again writes the same rows (rollUpDay), so a lease passing
 * mid-run counts nothing twice. Answers the days this process rolled up.
 */
export const reportRollupTick = async (db: Db, now: Date): Promise<string[]> => {
  const rolled: string[] = [];
  for (const day of await daysToRollUp(db, bangkokDay(now), now)) {
    if (await runOnce(db, 'report-rollup', day, () => rollUpDay(db, day), { leaseSeconds: 600 }))
      rolled.push(day);
  }
  return rolled;
};

/** Runs `reportRollupTick` every `everyMs` (the daily jobs' interval; 0: never, as tests drive it themselves). */
export const reportRollupJobsPlugin: FastifyPluginAsync<{
  db: Db;
  everyMs: number;
  clock: () => Date;
}> = async (app, { db, everyMs, clock }) =>
  runEvery(app, 'report-rollup', everyMs, () => reportRollupTick(db, clock()));
