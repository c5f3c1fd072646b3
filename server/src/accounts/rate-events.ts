import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

/**
 * A sliding-window limit kept in the database: refuses with RATE_LIMITED when `key` already has `max` events of
 * `kind` in the last `windowSeconds`, otherwise records this one.
 */
export const takeRateSlot = async (
  q: Queryable,
  kind: string,
  key: string,
  max: number,
  windowSeconds: number,
) => {
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
};
