import type { OutboxPage } from '@contract/admin/outbox';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { boundedTotal, COUNT_CAP, keysetPage, readCursor } from '@server/http/keyset';
import { auditAs, type ByStaff } from '@server/staff/audit';

const PAGE_SIZE = 50;
const STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'];

type Row = OutboxPage['entries'][number] & { sort_key: string };

/** The agent's outbox, newest first, 50 a page (keyset on id), with the count per status (the console's queue page). */
export const listOutbox = async (
  q: Queryable,
  agentId: number,
  filter: { status?: string; channel?: string; cursor?: string },
): Promise<OutboxPage> => {
  const after = readCursor(filter.cursor, 'integer');
  const fromWhere = `FROM outbox
      WHERE agent_id = $1 AND ($2::text IS NULL OR status = $2) AND ($3::text IS NULL OR channel = $3)`;
  const params = [agentId, filter.status ?? null, filter.channel ?? null];
  const { rows } = await q.query<Row>(
    `SELECT id::int, channel, kind, event_key, status, attempts, last_error, provider_ref,
            to_json(created_at)#>>'{}' AS created_at, to_json(next_attempt_at)#>>'{}' AS next_attempt_at,
            to_json(sent_at)#>>'{}' AS sent_at, id::text AS sort_key
       ${fromWhere} ${after ? 'AND id < $5' : ''}
      ORDER BY id DESC LIMIT $4`,
    [...params, PAGE_SIZE + 1, ...(after ? [after.id] : [])],
  );
  const page = keysetPage(rows, PAGE_SIZE);
  // Each status counted only up to a cap: 'sent' grows with every message the site ever sent.
  const counts = await q.query<{ status: OutboxPage['entries'][number]['status']; n: number }>(
    `SELECT s.status, (SELECT count(*)::int FROM (SELECT 1 FROM outbox o WHERE o.agent_id = $1 AND o.status = s.status
                                                  LIMIT $3) AS c) AS n
       FROM unnest($2::text[]) AS s(status)`,
    [agentId, STATUSES, COUNT_CAP + 1],
  );
  return {
    entries: page.rows.map(({ sort_key: _key, ...entry }) => entry),
    ...(await boundedTotal(q, fromWhere, params)),
    next_cursor: page.nextCursor,
    counts: Object.fromEntries(
      STATUSES.map((status) => [status, counts.rows.find((row) => row.status === status)?.n ?? 0]),
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
