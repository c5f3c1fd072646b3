import {
  LIMIT_COOL_OFF_HOURS,
  SESSION_LIMIT_MINUTES,
  type LimitKey,
  type SelfExclusionDuration,
  type TimeOutDuration,
} from '@contract/protection/protection';
import { toSatang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { SessionMember } from '@server/plugins/auth';
import { auditAs, type AuditMeta } from '@server/staff/audit';
import { exclusionEnd } from './periods';
import { exclusionAt, readLimits, readProtection } from './state';

const HOUR_MS = 3_600_000;

/**
 * The member's own changes (issue 15). Each runs in one transaction under the member's protection row lock (the
 * row is made on first use), and writes an audit row with the member as the actor, so staff see every change.
 * The trigger of migration 1000 refuses any write that would shorten a running time-out or self-exclusion,
 * judged by the same clock (`protection.now`).
 */
const inProtection = <T>(db: Db, member: SessionMember, now: Date, work: (q: Queryable) => Promise<T>) =>
  db.tx(async (q) => {
    await q.query(`SELECT set_config('protection.now', $1, true)`, [now.toISOString()]);
    await q.query(
      `INSERT INTO member_protection (member_id, agent_id) VALUES ($1, $2) ON CONFLICT (member_id) DO NOTHING`,
      [member.id, member.agentId],
    );
    await q.query(`SELECT 1 FROM member_protection WHERE member_id = $1 FOR UPDATE`, [member.id]);
    return work(q);
  });

const auditMember = (
  q: Queryable,
  member: SessionMember,
  meta: AuditMeta,
  action: string,
  before: unknown,
  after: unknown,
) =>
  auditAs(
    q,
    meta,
    { id: null, agentId: member.agentId, username: `member:${member.username}` },
    {
      action,
      targetType: 'member',
      targetId: member.id,
      before,
      after,
    },
  );

/** A limit from the API (baht, or minutes for the session) as stored (satang or minutes), checked. */
const storedValue = (key: LimitKey, value: number | null): number | null => {
  if (value === null) return null;
  if (key === 'session') {
    if (value < SESSION_LIMIT_MINUTES.min || value > SESSION_LIMIT_MINUTES.max)
      fail('PROTECTION_LIMIT_INVALID');
    return value;
  }
  return toSatang(value);
};

/**
 * Sets or removes a limit. Tighter (a first limit, a lower one) applies at once and drops a waiting increase;
 * looser (higher, or removal) waits LIMIT_COOL_OFF_HOURS, cancellable until then; the same value as now in
 * force only drops a waiting change.
 */
export const setLimit = (
  db: Db,
  member: SessionMember,
  meta: AuditMeta,
  key: LimitKey,
  value: number | null,
  now: Date,
) =>
  inProtection(db, member, now, async (q) => {
    const next = storedValue(key, value);
    const current = (await readLimits(q, member.id, now)).get(key);
    const inForce = current?.value ?? null;
    const tighter = next !== null && (inForce === null || next < inForce);
    const pendingAt =
      tighter || next === inForce ? null : new Date(now.getTime() + LIMIT_COOL_OFF_HOURS * HOUR_MS);
    await q.query(
      `INSERT INTO member_limits (member_id, key, value, pending_value, pending_at) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id, key) DO UPDATE
          SET value = EXCLUDED.value, pending_value = EXCLUDED.pending_value, pending_at = EXCLUDED.pending_at`,
      [member.id, key, tighter ? next : inForce, pendingAt ? next : null, pendingAt],
    );
    await auditMember(
      q,
      member,
      meta,
      'protection.limit',
      { key, value: inForce, pending: current?.pendingValue ?? null },
      {
        key,
        value: tighter ? next : inForce,
        pending: pendingAt ? next : null,
        effective_at: pendingAt?.toISOString() ?? now.toISOString(),
      },
    );
  });

/** Cancels a waiting increase or removal: the limit in force stays. */
export const cancelPending = (db: Db, member: SessionMember, meta: AuditMeta, key: LimitKey, now: Date) =>
  inProtection(db, member, now, async (q) => {
    const current = (await readLimits(q, member.id, now)).get(key);
    if (!current?.pendingAt) return fail('PROTECTION_NOTHING_PENDING');
    await q.query(
      `UPDATE member_limits SET value = $3, pending_value = NULL, pending_at = NULL WHERE member_id = $1 AND key = $2`,
      [member.id, key, current.value],
    );
    await auditMember(
      q,
      member,
      meta,
      'protection.limit_cancel',
      { key, pending: current.pendingValue },
      { key, value: current.value },
    );
  });

export const setRealityCheck = (db: Db, member: SessionMember, meta: AuditMeta, minutes: number, now: Date) =>
  inProtection(db, member, now, async (q) => {
    const before = (await readProtection(q, member.id)).reality_check_minutes;
    await q.query(
      `UPDATE member_protection SET reality_check_minutes = $2, updated_at = $3 WHERE member_id = $1`,
      [member.id, minutes, now],
    );
    // The next reminder is one interval from now, not from the session's start.
    await acknowledge(q, member.sessionId, now);
    await auditMember(q, member, meta, 'protection.reality_check', { minutes: before }, { minutes });
  });

const acknowledge = (q: Queryable, sessionId: number, now: Date) =>
  q.query(
    `INSERT INTO reality_check_acks (session_id, acknowledged_at) VALUES ($1, $2)
     ON CONFLICT (session_id) DO UPDATE SET acknowledged_at = greatest(reality_check_acks.acknowledged_at, EXCLUDED.acknowledged_at)`,
    [sessionId, now],
  );

/** "Continue" on a reality check: the next one is an interval later. */
export const acknowledgeRealityCheck = async (db: Db, member: SessionMember, now: Date) => {
  await acknowledge(db, member.sessionId, now);
};

/**
 * Starts a time-out or a self-exclusion at once. A running one is only ever lengthened: a shorter end, or a
 * time-out over a self-exclusion, is refused (the trigger refuses it too, whoever writes).
 */
export const exclude = (
  db: Db,
  member: SessionMember,
  meta: AuditMeta,
  kind: 'timeout' | 'self_exclusion',
  duration: TimeOutDuration | SelfExclusionDuration,
  now: Date,
) =>
  inProtection(db, member, now, async (q) => {
    const row = await readProtection(q, member.id);
    const running = exclusionAt(row, now);
    const until = exclusionEnd(duration, now);
    if (running && (until < running.until || (running.kind === 'self_exclusion' && kind === 'timeout')))
      return fail('PROTECTION_SHORTEN_REFUSED');
    await q.query(
      `UPDATE member_protection SET exclusion_kind = $2, excluded_from = $3, excluded_until = $4, updated_at = $5
        WHERE member_id = $1`,
      [member.id, kind, running?.from ?? now, until, now],
    );
    await auditMember(
      q,
      member,
      meta,
      kind === 'timeout' ? 'protection.timeout' : 'protection.self_exclusion',
      running ? { kind: running.kind, until: running.until.toISOString() } : null,
      { kind, duration, until: until.toISOString() },
    );
  });
