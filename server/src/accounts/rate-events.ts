import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

/** At most `max` events of `kind` for `key` (an address, a member id) in the last `windowSeconds`. */
export type RateLimit = { kind: string; key: string; max: number; windowSeconds: number };

/**
 * Sliding-window limits kept in the database (the server is stateless). Race-proof: each (kind, key) is
 * serialised by a transaction-scoped advisory lock taken BEFORE counting, so under READ COMMITTED the count that
 * follows sees every event committed by whoever held the lock before; parallel requests queue on the lock
 * instead of all passing one check. All limits are checked before any event is written: a refusal (RATE_LIMITED,
 * with `retry_in` seconds) records nothing.
 *
 * Must run inside a transaction (`q` from `db.tx`): outside one the lock would end with its own statement.
 */
export const takeRateSlotsIn = async (q: Queryable, limits: readonly RateLimit[]) => {
  // A fixed order, so two requests taking overlapping sets of locks cannot deadlock.
  const ordered = [...limits].sort((a, b) =>
    a.kind === b.kind ? (a.key < b.key ? -1 : 1) : a.kind < b.kind ? -1 : 1,
  );
  for (const { kind, key } of ordered)
    await q.query(`SELECT pg_advisory_xact_lock(hashtext($1), hashtext($2))`, [kind, key]);
  for (const { kind, key, max, windowSeconds } of ordered) {
    const { rows } = await q.query<{ used: number; retry_in: number | null }>(
      `SELECT count(*)::int AS used,
              ceil(extract(epoch FROM min(created_at) + make_interval(secs => $3) - now()))::int AS retry_in
         FROM rate_events WHERE kind = $1 AND key = $2 AND created_at > now() - make_interval(secs => $3)`,
      [kind, key, windowSeconds],
    );
    const { used, retry_in } = rows[0] ?? { used: 0, retry_in: null };
    if (used >= max) fail('RATE_LIMITED', { retry_in: Math.max(1, retry_in ?? windowSeconds) });
  }
  for (const { kind, key, windowSeconds } of ordered) {
    // Housekeeping under the same lock (indexed on kind, key, created_at): the table holds only live windows.
    await q.query(
      `DELETE FROM rate_events WHERE kind = $1 AND key = $2 AND created_at <= now() - make_interval(secs => $3)`,
      [kind, key, windowSeconds],
    );
    await q.query(`INSERT INTO rate_events (kind, key) VALUES ($1, $2)`, [kind, key]);
  }
};

/** The limits in a transaction of their own; see `takeRateSlotsIn`. */
export const takeRateSlots = (db: Db, limits: readonly RateLimit[]) =>
  db.tx((q) => takeRateSlotsIn(q, limits));

/**
 * One sliding-window limit: refuses with RATE_LIMITED when `key` already has `max` events of `kind` in the last
 * `windowSeconds`, otherwise records this one. Parallel calls cannot pass the limit together.
 */
export const takeRateSlot = (db: Db, kind: string, key: string, max: number, windowSeconds: number) =>
  takeRateSlots(db, [{ kind, key, max, windowSeconds }]);
