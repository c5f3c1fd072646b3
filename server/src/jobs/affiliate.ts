import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { runCommissionJob } from '@server/affiliate/commission';
import { addDays, bangkokDay } from '@server/rewards/periods';
import { runEvery } from './every';

/** Pays yesterday's (Bangkok) commissions; each agent's day is claimed once, so ticking often costs a claim. */
export const affiliateTick = (db: Db, now = new Date()) =>
  runCommissionJob(db, addDays(bangkokDay(now), -1), now);

/** Runs `affiliateTick` every `everyMs` in this process (0: never, as tests drive it themselves). */
export const affiliateJobsPlugin: FastifyPluginAsync<{ db: Db; everyMs: number; clock: () => Date }> = async (
  app,
  { db, everyMs, clock },
) => runEvery(app, 'affiliate', everyMs, () => affiliateTick(db, clock()), { soon: true });
