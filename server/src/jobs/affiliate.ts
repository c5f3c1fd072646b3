import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { runCommissionJob } from '@server/affiliate/commission';
import { addDays, bangkokDay } from '@server/rewards/periods';

/** Pays yesterday's (Bangkok) commissions; each agent's day is claimed once, so ticking often costs a claim. */
export const affiliateTick = (db: Db, now = new Date()) => runCommissionJob(db, addDays(bangkokDay(now), -1));

/** Runs `affiliateTick` every `everyMs` in this process (0: never, as tests drive it themselves). */
export const affiliateJobsPlugin: FastifyPluginAsync<{ db: Db; everyMs: number; clock: () => Date }> = async (
  app,
  { db, everyMs, clock },
) => {
  if (everyMs <= 0) return;
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    affiliateTick(db, clock())
      .catch((error: unknown) => app.log.warn({ err: error }, 'affiliate jobs failed'))
      .finally(() => (running = false));
  };
  // Once soon after start too: a server started after the day ended (a deploy, an outage) pays it at once.
  const first = setTimeout(tick, 2_000);
  const timer = setInterval(tick, everyMs);
  first.unref();
  timer.unref();
  app.addHook('onClose', async () => {
    clearTimeout(first);
    clearInterval(timer);
  });
};
