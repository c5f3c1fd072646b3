import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { releaseAfterExclusion, runCommissionJob } from '@server/affiliate/commission';
import { addDays, bangkokDay } from '@server/rewards/periods';
import { runEvery } from './every';

/**
 * Pays yesterday's (Bangkok) commissions; each agent's day is claimed once, so ticking often costs a claim. Then
 * pays what was held while its referrer was excluded, for exclusions that have ended.
 */
export const affiliateTick = async (db: Db, now: Date) => {
  const ran = await runCommissionJob(db, addDays(bangkokDay(now), -1), now);
  await releaseAfterExclusion(db, now);
  return ran;
};

/** Runs `affiliateTick` every `everyMs` in this process (0: never, as tests drive it themselves). */
export const affiliateJobsPlugin: FastifyPluginAsync<{ db: Db; everyMs: number; clock: () => Date }> = async (
  app,
  { db, everyMs, clock },
) => runEvery(app, 'affiliate', everyMs, () => affiliateTick(db, clock()), { soon: true });
