import type { messagingApi } from '@line/bot-sdk';
import type { BroadcastSegment } from '@contract/line/broadcast';
import type { Db, Queryable } from '@server/db/db';
import { AppError, fail } from '@server/http/app-error';
import { enqueue } from '@server/outbox/outbox';
import { auditAs, type ByStaff } from '@server/staff/audit';
import type { LinePayload } from '../messaging/deliver';
import { audienceQuery, countAudience } from './audience';
import { messageQuotaOf, type LineContext } from './quota';

/** LINE's multicast takes at most 500 user ids a call. */
const BATCH_SIZE = 500;

/** The outbox key of a broadcast's batch: one entry per batch, ever. */
const batchKey = (broadcastId: number, batch: number) => `line:broadcast:${broadcastId}:${batch}`;

type Row = { id: number; agent_id: number; segment: BroadcastSegment; messages: messagingApi.Message[] };

/**
 * Checks that the audience fits this month's quota, before anything is fixed: the audience now, and what LINE
 * says is left. Refuses in Thai (nobody in the audience, not set up, LINE not answering, too few messages left).
 */
const checkQuota = async (db: Db, line: LineContext, row: Row, now: Date) => {
  const audience = await countAudience(db, row.agent_id, row.segment, now);
  if (audience === 0) fail('BROADCAST_AUDIENCE_EMPTY');
  const quota = await messageQuotaOf(db, line, row.agent_id).catch(() => fail('BROADCAST_QUOTA_UNAVAILABLE'));
  if (!quota) fail('LINE_NOT_CONFIGURED');
  return quota!.left;
};

/**
 * Fixes the audience and hands it to the outbox, in one transaction with the claim: the broadcast moves from
 * `from` to 'sending' (one statement: of two workers, one moves it, the other finds it moved and does nothing),
 * its recipients are inserted from the segment's query (numbered into batches of 500), and each batch is one
 * outbox entry `line:broadcast:<id>:<batch>` that the LINE deliverer sends as a multicast with its retry key.
 * False when the broadcast was no longer in `from` (another worker, a cancel).
 */
const fixAndEnqueue = (
  db: Db,
  row: Row,
  from: 'draft' | 'scheduled',
  left: number | null,
  now: Date,
  by?: ByStaff,
) =>
  db.tx(async (q) => {
    const claimed = await q.query(
      `UPDATE line_broadcasts SET status = 'sending', started_at = $3, failure = ''
        WHERE id = $1 AND status = $2 ${from === 'scheduled' ? 'AND scheduled_at <= $3' : ''}`,
      [row.id, from, now],
    );
    if (claimed.rowCount !== 1) return false;
    const audience = audienceQuery(row.agent_id, row.segment, now);
    const n = audience.params.length + 1;
    const inserted = await q.query(
      `INSERT INTO line_broadcast_recipients (broadcast_id, member_id, line_user_id, batch)
       SELECT $${n}, member_id, line_user_id, (row_number() OVER (ORDER BY member_id) - 1) / ${BATCH_SIZE} + 1
         FROM (${audience.sql}) audience`,
      [...audience.params, row.id],
    );
    const recipients = inserted.rowCount ?? 0;
    // The audience may have grown since the quota was read: the count that is sent is checked again here.
    if (recipients === 0) fail('BROADCAST_AUDIENCE_EMPTY');
    if (left !== null && recipients > left) fail('BROADCAST_QUOTA_EXCEEDED', { audience: recipients, left });
    const { rows: batches } = await q.query<{ batch: number; to: string[] }>(
      `SELECT batch, array_agg(line_user_id ORDER BY member_id) AS to
         FROM line_broadcast_recipients WHERE broadcast_id = $1 GROUP BY batch ORDER BY batch`,
      [row.id],
    );
    for (const { batch, to } of batches) {
      const payload: LinePayload = { op: 'multicast', to, messages: row.messages };
      await enqueue(q, {
        agentId: row.agent_id,
        channel: 'line',
        kind: 'broadcast_batch',
        eventKey: batchKey(row.id, batch),
        payload,
      });
    }
    await q.query(`UPDATE line_broadcasts SET recipients = $2, batches = $3 WHERE id = $1`, [
      row.id,
      recipients,
      batches.length,
    ]);
    if (by)
      await auditAs(q, by.meta, by.actor, {
        action: 'line.broadcast_send',
        targetType: 'line_broadcast',
        targetId: row.id,
        after: { recipients, batches: batches.length },
      });
    return true;
  });

const rowOf = async (q: Queryable, id: number, agentId?: number) =>
  (
    await q.query<Row>(
      `SELECT id::int AS id, agent_id, segment, messages FROM line_broadcasts
        WHERE id = $1 AND ($2::int IS NULL OR agent_id = $2)`,
      [id, agentId ?? null],
    )
  ).rows[0];

/** Staff's "send now": a draft, checked against the quota, then fixed and enqueued. */
export const sendNow = async (db: Db, line: LineContext, by: ByStaff, id: number, now: Date) => {
  const row = (await rowOf(db, id, by.actor.agentId)) ?? fail('BROADCAST_NOT_FOUND');
  const left = await checkQuota(db, line, row, now);
  if (!(await fixAndEnqueue(db, row, 'draft', left, now, by))) fail('BROADCAST_NOT_DRAFT');
  return id;
};

/**
 * A due scheduled broadcast, started by whichever worker claims it. A refusal that waiting will not change (no
 * audience, not enough quota, not set up) cancels it with the reason staff read on the page; LINE not answering
 * leaves it scheduled for the next tick.
 */
const startScheduled = async (db: Db, line: LineContext, id: number, now: Date) => {
  const row = await rowOf(db, id);
  if (!row) return false;
  try {
    const left = await checkQuota(db, line, row, now);
    return await fixAndEnqueue(db, row, 'scheduled', left, now);
  } catch (error) {
    if (!(error instanceof AppError) || error.reason === 'BROADCAST_QUOTA_UNAVAILABLE') throw error;
    await db.query(
      `UPDATE line_broadcasts SET status = 'cancelled', failure = $2, finished_at = $3
        WHERE id = $1 AND status = 'scheduled'`,
      [id, error.message, now],
    );
    return false;
  }
};

/**
 * Marks 'sent' the broadcasts whose batches have all left the outbox (sent, or failed for good: the outbox page
 * shows those and may send them again, which the delivered count then follows).
 */
const finishBroadcasts = async (q: Queryable, now: Date) => {
  await q.query(
    `UPDATE line_broadcasts b SET status = 'sent', finished_at = $1
      WHERE b.status = 'sending'
        AND NOT EXISTS (SELECT 1 FROM outbox o
                         WHERE o.event_key IN (SELECT 'line:broadcast:' || b.id || ':' || g
                                                 FROM generate_series(1, b.batches) g)
                           AND o.status IN ('pending', 'sending'))`,
    [now],
  );
};

/** The job's tick: starts the due scheduled broadcasts, then closes the finished ones. Answers how many started. */
export const broadcastTick = async (db: Db, line: LineContext, now: Date) => {
  const { rows } = await db.query<{ id: number }>(
    `SELECT id::int AS id FROM line_broadcasts WHERE status = 'scheduled' AND scheduled_at <= $1
      ORDER BY scheduled_at, id LIMIT 10`,
    [now],
  );
  let started = 0;
  for (const { id } of rows) if (await startScheduled(db, line, id, now)) started += 1;
  await finishBroadcasts(db, now);
  return started;
};
