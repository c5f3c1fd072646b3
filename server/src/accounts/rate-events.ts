import type { Db } from '@server/db/db';
import { fail } from '@server/http/app-error';

/**
 * A sliding-window limit kept in the database: refuses with RATE_LIMITED when `key` already has `max` events of
 * `kind` in the last `windowSeconds`, otherwise records this one. Count and insert run under an advisory lock of
 * (kind, key), in one transaction: parallel requests take turns, so a burst cannot all see room and all insert.
 */
export const takeRateSlot = async (db: Db, kind: string, key: string, max: number, windowSeconds: number) => {
  await db.tx(async (q) => {
    await q.query(`SELECT pg_advisory_xact_lock(hashtext($1))`, [`rate:${kind}:${key}`]);
    await q.query(
      `DELETE FROM rate_events WHERE kind = $1 AND key = $2 AND created_at < now() - make_interval(secs => $3)`,
      [kind, key, windowSeconds],
    );
    const { rows } = await q.query<{ used: number }>(
      `SELECT count(*)::int AS used FROM rate_events WHERE kind = $1 AND key = $2`,
      [kind, key],
    );
    if ((rows[0]?.used ?? 0) >= max) fail('RATE_LIMITED');
    await q.query(`INSERT INTO rate_events (kind, key) VALUES ($1, $2)`, [kind, key]);
  });
};
