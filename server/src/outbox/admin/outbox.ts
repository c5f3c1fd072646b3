import type { OutboxPage } from '@contract/admin/outbox';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';

const PAGE_SIZE = 50;

type Row = OutboxPage['entries'][number] & { total: number };

/** The agent's outbox, newest first, 50 a page, with the count per status (the console's queue page). */
export const listOutbox = async (
  q: Queryable,
  agentId: number,
  filter: { status?: string; channel?: string; page: number },
): Promise<OutboxPage> => {
  const { rows } = await q.query<Row>(
    `SELECT id::int, channel, kind, event_key, status, attempts, last_error, provider_ref,
            to_json(created_at)#>>'{}' AS created_at, to_json(next_attempt_at)#>>'{}' AS next_attempt_at,
            to_json(sent_at)#>>'{}' AS sent_at, count(*) OVER ()::int AS total
       FROM outbox
      WHERE agent_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR channel = $3)
      ORDER BY id DESC LIMIT $4 OFFSET $5`,
    [agentId, filter.status ?? null, filter.channel ?? null, PAGE_SIZE, (filter.page - 1) * PAGE_SIZE],
  );
  const counts = await q.query<{ status: OutboxPage['entries'][number]['status']; n: number }>(
    `SELECT status, count(*)::int AS n FROM outbox WHERE agent_id = $1 GROUP BY status`,
    [agentId],
  );
  return {
    entries: rows.map(({ total: _total, ...entry }) => entry),
    total: rows[0]?.total ?? 0,
    counts: Object.fromEntries(
      ['pending', 'sending', 'sent', 'failed', 'skipped'].map((status) => [
        status,
        counts.rows.find((row) => row.status === status)?.n ?? 0,
      ]),
    ) as OutboxPage['counts'],
  };
};

/**
 * Staff send a failed entry again: back to pending, due now, attempts from zero, the same retry key (LINE still
 * refuses a duplicate of what it accepted). Only a failed entry of the staff member's own agent; audited.
 */
export const retryOutboxEntry = (db: Db, by: ByStaff, id: number) =>
  db.tx(async (q) => {
    const { rows } = await q.query<{ status: string; kind: string }>(
      `SELECT status, kind FROM outbox WHERE id = $1 AND agent_id = $2 FOR UPDATE`,
      [id, by.actor.agentId],
    );
    const entry = rows[0] ?? fail('LINE_OUTBOX_NOT_FOUND');
    if (entry.status !== 'failed') fail('LINE_OUTBOX_NOT_FAILED');
    await q.query(
      `UPDATE outbox SET status = 'pending', attempts = 0, next_attempt_at = now(), last_error = NULL WHERE id = $1`,
      [id],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'line.outbox_retry',
      targetType: 'outbox',
      targetId: id,
      before: { status: 'failed' },
      after: { status: 'pending', kind: entry.kind },
    });
    return { id };
  });
