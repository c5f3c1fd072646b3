import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { addDays, bangkokDay, bangkokWeek } from '@server/rewards';
import { payCashbackDay, type RunSummary } from '@server/rewards/cashback/cashback-day';
import { computeWinlossWeek } from '@server/rewards/cashback/winloss-week';
import { runOnce } from './claim';
import { runEvery } from './every';

export type CashbackTick = { cashback: RunSummary | null; winloss: RunSummary | null };

// A run reads a whole day or week of everyone's play: a longer lease than the default, so a slow run is not
// claimed again under it (it would pay nothing twice anyway: every award is keyed by campaign, member, period).
const lease = { leaseSeconds: 1800 };

/**
 * The rewards' scheduled work, safe in any number of processes: the cashback of the Bangkok day that just ended
 * (claimed as ('cashback', day)) and the win/loss refunds of the week that just ended (('winloss', monday)).
 * A run that lost its claim does nothing; a run after a crash re-runs and pays only what was not paid.
 */
export const cashbackTick = async (db: Db, now: Date): Promise<CashbackTick> => {
  const tick: CashbackTick = { cashback: null, winloss: null };
  const day = addDays(bangkokDay(now), -1);
  await runOnce(
    db,
    'cashback',
    day,
    async () => {
      tick.cashback = await payCashbackDay(db, day, now);
    },
    lease,
  );
  const week = addDays(bangkokWeek(now), -7);
  await runOnce(
    db,
    'winloss',
    week,
    async () => {
      tick.winloss = await computeWinlossWeek(db, week, now);
    },
    lease,
  );
  return tick;
};

/** Runs `cashbackTick` every `everyMs` in this process (0: never, as tests drive it themselves). */
export const cashbackJobsPlugin: FastifyPluginAsync<{ db: Db; everyMs: number; clock: () => Date }> = async (
  app,
  { db, everyMs, clock },
) => runEvery(app, 'cashback', everyMs, () => cashbackTick(db, clock()));
