import type { MemberProtection, ProtectionReport, ProtectionReportQuery } from '@contract/admin/protection';
import type { LimitKey } from '@contract/protection/protection';
import { toBaht } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { limitParts, periodEnd } from '@server/protection/periods';
import { limitStatuses } from '@server/protection/status';
import { exclusionAt, readLimits, readProtection, readUsage } from '@server/protection/state';

/**
 * The back office's view (issue 15): read-only. Staff see a member's limits, exclusion and every change (the
 * audit rows the member's own changes wrote), and a report of members near or at their limits; nothing here
 * writes, so nobody can shorten an exclusion or raise a limit from the console.
 */

/** Minutes of the member's newest live login session at `now` (0 when none). */
const liveSessionMinutes = `coalesce((SELECT floor(extract(epoch FROM $2::timestamptz - max(s.created_at)) / 60)
                                        FROM sessions s WHERE s.member_id = %s AND s.revoked_at IS NULL
                                         AND s.expires_at > $2), 0)`;

export const memberProtection = async (
  q: Queryable,
  agentId: number,
  memberId: number,
  now: Date,
): Promise<MemberProtection> => {
  const { rows } = await q.query<{ username: string; minutes: string }>(
    `SELECT m.username, ${liveSessionMinutes.replace('%s', 'm.id')} AS minutes
       FROM members m WHERE m.id = $1 AND m.agent_id = $3`,
    [memberId, now, agentId],
  );
  const member = rows[0] ?? fail('MEMBER_NOT_FOUND');
  const [row, limits, usage] = await Promise.all([
    readProtection(q, memberId),
    readLimits(q, memberId, now),
    readUsage(q, memberId, now),
  ]);
  const exclusion = exclusionAt(row, now);
  const history = await q.query<{
    id: string;
    created_at: Date;
    action: string;
    staff_username: string;
    before: unknown;
    after: unknown;
  }>(
    `SELECT id, created_at, action, staff_username, before, after FROM audit_log
      WHERE agent_id = $1 AND target_type = 'member' AND target_id = $2 AND action LIKE 'protection.%'
      ORDER BY id DESC LIMIT 200`,
    [agentId, String(memberId)],
  );
  return {
    member_id: memberId,
    username: member.username,
    server_time: now.toISOString(),
    limits: limitStatuses(limits, usage, Number(member.minutes), now),
    reality_check_minutes: row.reality_check_minutes,
    exclusion: exclusion
      ? {
          kind: exclusion.kind,
          started_at: exclusion.from.toISOString(),
          until: exclusion.until.toISOString(),
        }
      : null,
    history: history.rows.map((h) => ({
      id: Number(h.id),
      created_at: h.created_at.toISOString(),
      action: h.action,
      actor: h.staff_username,
      before: h.before,
      after: h.after,
    })),
  };
};

/** Each limit in force with what is used of it, for every member of the agent, in one statement. */
export const protectionReport = async (
  q: Queryable,
  agentId: number,
  query: ProtectionReportQuery,
  now: Date,
): Promise<ProtectionReport> => {
  const { rows } = await q.query<{
    member_id: string;
    username: string;
    key: LimitKey;
    value: string;
    used: string;
  }>(
    `SELECT l.member_id, m.username, l.key, protection_limit_value(l, $2) AS value,
            CASE l.key
              WHEN 'deposit_day' THEN protection_deposits_since(l.member_id, protection_period_start('day', $2), $2)
              WHEN 'deposit_week' THEN protection_deposits_since(l.member_id, protection_period_start('week', $2), $2)
              WHEN 'deposit_month' THEN protection_deposits_since(l.member_id, protection_period_start('month', $2), $2)
              WHEN 'loss_day' THEN protection_loss_since(l.member_id, protection_period_start('day', $2))
              WHEN 'loss_week' THEN protection_loss_since(l.member_id, protection_period_start('week', $2))
              WHEN 'loss_month' THEN protection_loss_since(l.member_id, protection_period_start('month', $2))
              ELSE ${liveSessionMinutes.replace('%s', 'l.member_id')}
            END AS used
       FROM member_limits l
       JOIN member_protection p ON p.member_id = l.member_id
       JOIN members m ON m.id = l.member_id
      WHERE p.agent_id = $1 AND protection_limit_value(l, $2) IS NOT NULL
      ORDER BY m.username, l.key`,
    [agentId, now],
  );
  const floor = query.state === 'at' ? 1 : query.state === 'near' ? 0.8 : 0;
  const reportRows = rows
    .map((r) => {
      const money = r.key !== 'session';
      const value = Number(r.value);
      const used = Math.max(0, Number(r.used));
      const { period } = limitParts(r.key);
      return {
        member_id: Number(r.member_id),
        username: r.username,
        key: r.key,
        value: money ? toBaht(value) : value,
        used: money ? toBaht(used) : used,
        ratio: value > 0 ? Math.round((used / value) * 1000) / 1000 : 0,
        resets_at: period === 'session' ? null : periodEnd(period, now).toISOString(),
      };
    })
    .filter((r) => r.ratio >= floor)
    .sort((a, b) => b.ratio - a.ratio);
  const excluded = await q.query<{
    member_id: string;
    username: string;
    exclusion_kind: 'timeout' | 'self_exclusion';
    excluded_from: Date;
    excluded_until: Date;
  }>(
    `SELECT p.member_id, m.username, p.exclusion_kind, p.excluded_from, p.excluded_until
       FROM member_protection p JOIN members m ON m.id = p.member_id
      WHERE p.agent_id = $1 AND p.excluded_until > $2
      ORDER BY p.excluded_until DESC`,
    [agentId, now],
  );
  return {
    server_time: now.toISOString(),
    rows: reportRows,
    excluded: excluded.rows.map((e) => ({
      member_id: Number(e.member_id),
      username: e.username,
      kind: e.exclusion_kind,
      started_at: e.excluded_from.toISOString(),
      until: e.excluded_until.toISOString(),
    })),
  };
};
