import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '@server/db/db';
import { ensureRounds } from '@server/lotto/calendar';
import { closeDueRounds } from '@server/lotto/close-rounds';
import { settleRound } from '@server/lotto/settle';
import { createYeekeeDay } from '@server/lotto/yeekee-rounds';
import { nextDay, yeekeeDayOf } from '@server/lotto/yeekee-schedule';
import { claimJob, runOnce } from './claim';
import { runEvery } from './every';

export type LottoTick = {
  roundsCreated: number;
  drawRoundsCreated: number;
  closed: number[];
  settled: number[];
};

/**
 * One pass of the lotto's scheduled work, safe in any number of processes at once:
 * - the Yeekee rounds of today and tomorrow (Asia/Bangkok), each day claimed once ('lotto-yeekee-rounds');
 * - the draw rounds of the government calendar and of generic markets' weekdays, two weeks ahead, once a Bangkok
 *   day ('lotto-draw-rounds'), so a server that runs for months keeps opening rounds;
 * - rounds past their close time closed, a Yeekee round's result computed (one guarded UPDATE per round);
 * - every round with a confirmed result settled, each claimed per round ('lotto-settle', round id). The claim saves
 *   duplicate work; exactly-once payment does not depend on it (settleRound holds on its own).
 */
export const lottoTick = async (db: Db, now: Date): Promise<LottoTick> => {
  let roundsCreated = 0;
  let drawRoundsCreated = 0;
  const today = yeekeeDayOf(now);
  for (const day of [today, nextDay(today)]) {
    await runOnce(db, 'lotto-yeekee-rounds', day, async () => {
      roundsCreated += await createYeekeeDay(db, day, now);
    });
  }
  const bangkokDate = new Date(now.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);
  await runOnce(db, 'lotto-draw-rounds', bangkokDate, async () => {
    const markets = await db.query<{ id: number }>(
      `SELECT id FROM lotto_markets WHERE type <> 'yeekee' AND enabled ORDER BY id`,
    );
    for (const market of markets.rows) drawRoundsCreated += await ensureRounds(db, market.id, bangkokDate);
  });
  const closed = await closeDueRounds(db, now);
  const settled: number[] = [];
  // Every round with a confirmed result in this pass, twenty at a time, each tried once: a backlog (a day of
  // Yeekee rounds closed together after a stop) does not keep a draw's winners waiting tick after tick.
  const tried: string[] = [];
  for (;;) {
    const { rows } = await db.query<{ id: string }>(
      `SELECT id FROM lotto_rounds WHERE status = 'resulted' AND id <> ALL($1::bigint[])
        ORDER BY result_at, id LIMIT 20`,
      [tried],
    );
    if (rows.length === 0) break;
    for (const { id } of rows) {
      tried.push(id);
      const claim = await claimJob(db, 'lotto-settle', id, { leaseSeconds: 120 });
      if (!claim) continue;
      try {
        const outcome = await settleRound(db, Number(id));
        // Still 'resulted': another settler (a re-run) holds some bills; give the claim back for the next pass.
        if (outcome.status === 'resulted') await claim.release();
        else {
          await claim.finish();
          settled.push(Number(id));
        }
      } catch (error) {
        await claim.release().catch(() => undefined);
        throw error;
      }
    }
  }
  return { roundsCreated, drawRoundsCreated, closed, settled };
};

/** Runs `lottoTick` every `everyMs` in this process (0: never, as tests drive it themselves). */
export const lottoJobsPlugin: FastifyPluginAsync<{ db: Db; everyMs: number; clock: () => Date }> = async (
  app,
  { db, everyMs, clock },
) => runEvery(app, 'lotto', everyMs, () => lottoTick(db, clock()));
