import { auditActionLabels } from '@contract/admin/audit-actions';
import type { AuditPage, AuditQuery } from '@contract/admin/audit';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';

const DEFAULT_LIMIT = 50;

/** An instant of the filter; years 1 to 9999 only (PostgreSQL has no year 0, and no six-digit year reaches it). */
const time = (value: string | undefined) => {
  if (value === undefined || value === '') return null;
  const date = new Date(value);
  const year = date.getUTCFullYear();
  return Number.isNaN(date.getTime()) || year < 1 || year > 9999
    ? fail('INVALID_INPUT', { field: 'date' })
    : date.toISOString();
};

/** Likes in PostgreSQL: the action filter is a prefix, so its own % and _ must not act as wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The action filter: a prefix of the code (`withdrawal` finds `withdrawal.approve` and `withdrawal.refuse`), or
 * words of its Thai label (`ถอน` finds the same), case-insensitive.
 */
const actionFilter = (text: string | undefined) => {
  const needle = text?.trim().toLowerCase();
  if (!needle) return { prefix: null, codes: null };
  const codes = Object.entries(auditActionLabels)
    .filter(([, label]) => label.toLowerCase().includes(needle))
    .map(([code]) => code);
  return { prefix: `${escapeLike(needle)}%`, codes };
};

/** The agent's audit rows, newest first, filtered, one page at a time (keyset on id). */
export const queryAudit = async (q: Queryable, agentId: number, filter: AuditQuery): Promise<AuditPage> => {
  const limit = filter.limit ?? DEFAULT_LIMIT;
  const action = actionFilter(filter.action);
  const { rows } = await q.query<{
    id: number;
    staff_id: number | null;
    staff_username: string;
    action: string;
    target_type: string;
    target_id: string;
    before: unknown;
    after: unknown;
    reason: string;
    request_id: string;
    ip: string;
    user_agent: string;
    created_at: Date | string;
  }>(
    `SELECT id::int AS id, staff_id::int AS staff_id, staff_username, action, target_type, target_id, before, after,
            reason, request_id, ip, user_agent, created_at
       FROM audit_log
      WHERE agent_id = $1
        AND ($2::bigint IS NULL OR staff_id = $2)
        AND ($3::text IS NULL OR action LIKE $3 OR action = ANY($4::text[]))
        AND ($5::text IS NULL OR target_type = $5)
        AND ($6::text IS NULL OR target_id = $6)
        AND ($7::timestamptz IS NULL OR created_at >= $7)
        AND ($8::timestamptz IS NULL OR created_at < $8)
        AND ($9::bigint IS NULL OR id < $9)
      ORDER BY id DESC
      LIMIT $10`,
    [
      agentId,
      filter.staff_id ?? null,
      action.prefix,
      action.codes,
      filter.target_type || null,
      filter.target_id || null,
      time(filter.from),
      time(filter.to),
      filter.before_id ?? null,
      limit + 1,
    ],
  );
  const items = rows
    .slice(0, limit)
    .map((row) => ({ ...row, created_at: new Date(row.created_at).toISOString() }));
  return { items, next_before_id: rows.length > limit ? items[items.length - 1]!.id : null };
};
