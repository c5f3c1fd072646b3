import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { payPollWinners } from '@server/polls/payout';
import { runOnce } from './claim';
import { runEvery } from './every';

/**
 * Resumes the payment of answered polls whose winners are not all paid (the process that confirmed the answer
 * crashed mid-way). Each poll's run is claimed ('poll-pay', poll id) so one process pays it; the payment itself
 * is exactly once per winner anyway (server/src/polls/payout.ts), so a lease that passes pays nobody twice.
 */
export const pollTick = async (db: Db, now: Date): Promise<number> => {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM polls WHERE status = 'answered' AND paid_at IS NULL ORDER BY id LIMIT 20`,
  );
  let resumed = 0;
  for (const { id } of rows) {
    if (await runOnce(db, 'poll-pay', String(id), async () => void (await payPollWinners(db, id, now))))
      resumed += 1;
  }
  return resumed;
};

/** Runs `pollTick` every `everyMs` in this process (0: never; tests drive it themselves). */
export const pollJobsPlugin: FastifyPluginAsync<{ db: Db; everyMs: number; clock: () => Date }> = async (
  app,
  { db, everyMs, clock },
) => runEvery(app, 'poll', everyMs, () => pollTick(db, clock()));
