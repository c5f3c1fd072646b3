import { limitKeys, type LimitKey } from '@contract/protection/protection';
import type { Queryable } from '@server/db/db';

/** A member's protection row (migration 1000), or the defaults of a member who never set anything. */
export type ProtectionRow = {
  reality_check_minutes: number;
  exclusion_kind: 'timeout' | 'self_exclusion' | null;
  excluded_from: Date | null;
  excluded_until: Date | null;
};

/** One limit: in force now (`value`, satang or minutes) and a waiting increase or removal. */
export type LimitRow = {
  key: LimitKey;
  value: number | null;
  pendingValue: number | null;
  pendingAt: Date | null;
};

const none: ProtectionRow = {
  reality_check_minutes: 0,
  exclusion_kind: null,
  excluded_from: null,
  excluded_until: null,
};

/** The member's row (`lock`: FOR UPDATE, and null when the member never set anything). */
export async function readProtection(q: Queryable, memberId: number): Promise<ProtectionRow>;
export async function readProtection(
  q: Queryable,
  memberId: number,
  lock: 'lock',
): Promise<ProtectionRow | null>;
export async function readProtection(q: Queryable, memberId: number, lock?: 'lock') {
  const { rows } = await q.query<ProtectionRow>(
    `SELECT reality_check_minutes, exclusion_kind, excluded_from, excluded_until
       FROM member_protection WHERE member_id = $1 ${lock ? 'FOR UPDATE' : ''}`,
    [memberId],
  );
  return rows[0] ?? (lock ? null : none);
}

/**
 * The member's limits as they stand at `now`: a pending change whose cool-off has passed is the value in force
 * (nothing rewrites the row when it matures; protection_limit_value reads it the same way).
 */
export const readLimits = async (
  q: Queryable,
  memberId: number,
  now: Date,
): Promise<Map<LimitKey, LimitRow>> => {
  const { rows } = await q.query<{
    key: LimitKey;
    value: string | null;
    pending_value: string | null;
    pending_at: Date | null;
  }>(`SELECT key, value, pending_value, pending_at FROM member_limits WHERE member_id = $1`, [memberId]);
  const limits = new Map<LimitKey, LimitRow>();
  for (const row of rows) {
    const matured = row.pending_at !== null && row.pending_at.getTime() <= now.getTime();
    const num = (v: string | null) => (v === null ? null : Number(v));
    limits.set(row.key, {
      key: row.key,
      value: matured ? num(row.pending_value) : num(row.value),
      pendingValue: matured ? null : num(row.pending_value),
      pendingAt: matured ? null : row.pending_at,
    });
  }
  return limits;
};

/** What a member has used of each period now: satang deposited and lost (migration 1000's functions). */
export type Usage = Record<Exclude<LimitKey, 'session'>, number>;

export const readUsage = async (q: Queryable, memberId: number, now: Date): Promise<Usage> => {
  const { rows } = await q.query<Record<string, string>>(
    `SELECT protection_deposits_since($1, protection_period_start('day', $2), $2) AS deposit_day,
            protection_deposits_since($1, protection_period_start('week', $2), $2) AS deposit_week,
            protection_deposits_since($1, protection_period_start('month', $2), $2) AS deposit_month,
            protection_loss_since($1, protection_period_start('day', $2)) AS loss_day,
            protection_loss_since($1, protection_period_start('week', $2)) AS loss_week,
            protection_loss_since($1, protection_period_start('month', $2)) AS loss_month`,
    [memberId, now],
  );
  const row = rows[0]!;
  return Object.fromEntries(
    limitKeys.filter((k) => k !== 'session').map((k) => [k, Number(row[k])]),
  ) as Usage;
};

/** The start of a login session (the reality check and the session limit count from it). */
export const sessionStart = async (q: Queryable, sessionId: number): Promise<Date | null> => {
  const { rows } = await q.query<{ created_at: Date }>(`SELECT created_at FROM sessions WHERE id = $1`, [
    sessionId,
  ]);
  return rows[0]?.created_at ?? null;
};

/** Whether a time-out or self-exclusion runs at `now`. */
export const exclusionAt = (row: ProtectionRow, now: Date) =>
  row.exclusion_kind && row.excluded_until && row.excluded_until.getTime() > now.getTime()
    ? { kind: row.exclusion_kind, from: row.excluded_from!, until: row.excluded_until }
    : null;
