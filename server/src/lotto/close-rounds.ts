import type { Db } from '@server/db/db';
import { ROUND_LOCK_CLASS, roundLockKey } from './bill-insert';
import { storedYeekee } from './round-result';
import { computeYeekee } from './yeekee-result';

/**
 * Closes rounds whose close time has passed by `at` (the app's clock, as betting closes by it). A Yeekee
 * round gets its result in the same transaction: the close waits for every shot and bill in flight (shots hold the
 * round row FOR SHARE, bills the round's advisory lock shared), so the shots read after it are all there will ever be. Government and generic rounds wait
 * for staff to enter and confirm their result. Each round is closed by one statement guarded on its status, so
 * two processes closing at once close it once. Answers the ids closed.
 */
export const closeDueRounds = async (db: Db, at: Date, limit = 100): Promise<number[]> => {
  const { rows: due } = await db.query<{ id: string }>(
    `SELECT id FROM lotto_rounds WHERE status = 'open' AND close_at <= $1 ORDER BY close_at LIMIT $2`,
    [at.toISOString(), limit],
  );
  const closed: number[] = [];
  for (const { id } of due) {
    const done = await db.tx(async (q) => {
      // First the round's advisory lock exclusively: bills in flight hold it shared (bill-insert.ts), so the
      // close waits for them and no bill comes after. Then the row FOR UPDATE: shots in flight hold it FOR SHARE.
      await q.query(`SELECT pg_advisory_xact_lock(${ROUND_LOCK_CLASS}, $1::int)`, [roundLockKey(Number(id))]);
      await q.query(`SELECT 1 FROM lotto_rounds WHERE id = $1 FOR UPDATE`, [id]);
      const { rows } = await q.query<{ type: string }>(
        `UPDATE lotto_rounds r SET status = 'closed' FROM lotto_markets m
          WHERE r.id = $1 AND r.status = 'open' AND r.close_at <= $2 AND m.id = r.market_id
          RETURNING m.type`,
        [id, at.toISOString()],
      );
      if (!rows[0]) return false;
      if (rows[0].type === 'yeekee') {
        const { rows: shots } = await q.query<{ number: string }>(
          `SELECT number FROM lotto_yeekee_shots WHERE round_id = $1 ORDER BY id`,
          [id],
        );
        const stored = storedYeekee(computeYeekee(shots.map((s) => s.number)));
        await q.query(`UPDATE lotto_rounds SET status = 'resulted', result = $2 WHERE id = $1`, [
          id,
          JSON.stringify(stored),
        ]);
      }
      return true;
    });
    if (done) closed.push(Number(id));
  }
  return closed;
};
