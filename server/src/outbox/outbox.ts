import type { Db, Queryable } from '@server/db/db';
import { outboxDeliveries } from '@server/metrics';

type OutboxChannel = 'line' | 'sms';

/** One thing to send, named by the event that caused it: the same event enqueued again adds nothing. */
export type OutboxEntry = {
  agentId: number | null;
  channel: OutboxChannel;
  /** What it is, for the console and the metrics ('deposit_credited', 'broadcast_batch', 'reset_password'). */
  kind: string;
  /** The cause, unique for ever ('line:deposit:1234'); a replayed cause finds its row taken. */
  eventKey: string;
  payload: unknown;
  /** Not before this time (a scheduled broadcast); default now. */
  notBefore?: Date;
};

/**
 * Adds the entry unless its event is already there, in the caller's transaction: a message about a deposit is
 * enqueued with the deposit, so it exists exactly when the deposit does, and is sent after the commit by the
 * worker, never inline. True when this call added it.
 */
export const enqueue = async (q: Queryable, entry: OutboxEntry): Promise<boolean> => {
  const { rowCount } = await q.query(
    `INSERT INTO outbox (agent_id, channel, kind, event_key, payload, next_attempt_at)
     VALUES ($1, $2, $3, $4, $5, coalesce($6::timestamptz, now()))
     ON CONFLICT (event_key) DO NOTHING`,
    [
      entry.agentId,
      entry.channel,
      entry.kind,
      entry.eventKey,
      JSON.stringify(entry.payload),
      entry.notBefore?.toISOString() ?? null,
    ],
  );
  return (rowCount ?? 0) > 0;
};

export type OutboxItem = {
  id: number;
  agentId: number | null;
  channel: OutboxChannel;
  kind: string;
  eventKey: string;
  payload: unknown;
  /** The X-Line-Retry-Key of this entry: the same on every attempt. */
  retryKey: string;
  /** This attempt's number, from 1. */
  attempt: number;
};

/**
 * What became of one attempt. `retry` waits `afterMs` (else the backoff); `failed` is final; `skipped` is closed on
 * purpose without sending (nothing for staff to do), its reason kept.
 */
export type Delivery =
  | { status: 'sent'; ref?: string }
  | { status: 'skipped'; reason: string }
  | { status: 'retry'; error: string; afterMs?: number }
  | { status: 'failed'; error: string };

export type Deliverer = (item: OutboxItem) => Promise<Delivery>;
/** The deliverer of each channel this process sends; entries of a channel without one wait for a process that has it. */
export type Deliverers = Partial<Record<OutboxChannel, Deliverer>>;

/** After this many attempts an entry is failed for good (visible in the console, which may send it again). */
export const MAX_ATTEMPTS = 8;
/** A claim's lease: a process that dies mid-send leaves the entry to be claimed again after it. */
const LEASE_SECONDS = 60;

/** 10 s, 20 s, 40 s, ... at most an hour. */
export const backoffMs = (attempt: number) => Math.min(3_600_000, 10_000 * 2 ** Math.max(0, attempt - 1));

type ClaimedRow = {
  id: string;
  agent_id: number | null;
  channel: OutboxChannel;
  kind: string;
  event_key: string;
  payload: unknown;
  retry_key: string;
  attempts: number;
};

/**
 * Claims up to `limit` due entries in one statement (due and pending, or sending with a lapsed lease), skipping
 * rows another process holds: no entry is ever in two hands at once.
 */
const claimDue = async (db: Queryable, channels: string[], limit: number): Promise<OutboxItem[]> => {
  const { rows } = await db.query<ClaimedRow>(
    `UPDATE outbox SET status = 'sending', attempts = attempts + 1,
            claimed_until = now() + make_interval(secs => $2)
      WHERE id IN (
        SELECT id FROM outbox
         WHERE ((status = 'pending' AND next_attempt_at <= now())
                OR (status = 'sending' AND claimed_until < now()))
           AND channel = ANY($3)
         ORDER BY next_attempt_at, id
         LIMIT $1
         FOR UPDATE SKIP LOCKED)
      RETURNING id, agent_id, channel, kind, event_key, payload, retry_key, attempts`,
    [limit, LEASE_SECONDS, channels],
  );
  return rows.map((row) => ({
    id: Number(row.id),
    agentId: row.agent_id,
    channel: row.channel,
    kind: row.kind,
    eventKey: row.event_key,
    payload: row.payload,
    retryKey: row.retry_key,
    attempt: row.attempts,
  }));
};

const record = async (db: Queryable, item: OutboxItem, delivery: Delivery) => {
  // Only while this attempt still holds the entry (attempts unchanged): a lease that passed mid-send lets the
  // newer attempt's outcome stand.
  const mine = `id = $1 AND attempts = $2 AND status = 'sending'`;
  if (delivery.status === 'sent') {
    await db.query(
      `UPDATE outbox SET status = 'sent', sent_at = now(), provider_ref = $3, last_error = NULL,
              claimed_until = NULL WHERE ${mine}`,
      [item.id, item.attempt, delivery.ref ?? null],
    );
  } else if (delivery.status === 'skipped') {
    await db.query(
      `UPDATE outbox SET status = 'skipped', last_error = $3, claimed_until = NULL WHERE ${mine}`,
      [item.id, item.attempt, delivery.reason.slice(0, 500)],
    );
  } else if (delivery.status === 'failed' || item.attempt >= MAX_ATTEMPTS) {
    await db.query(
      `UPDATE outbox SET status = 'failed', last_error = $3, claimed_until = NULL WHERE ${mine}`,
      [item.id, item.attempt, delivery.error.slice(0, 500)],
    );
  } else {
    const waitMs = Math.max(delivery.afterMs ?? 0, backoffMs(item.attempt));
    await db.query(
      `UPDATE outbox SET status = 'pending', last_error = $3, claimed_until = NULL,
              next_attempt_at = now() + make_interval(secs => $4) WHERE ${mine}`,
      [item.id, item.attempt, delivery.error.slice(0, 500), waitMs / 1000],
    );
  }
  outboxDeliveries.inc({ channel: item.channel, outcome: delivery.status });
};

/**
 * Sends what is due: claims a batch, hands each entry to its channel's deliverer, records the outcome. A
 * deliverer that throws is a retry (its error kept for the console). Returns how many entries were attempted.
 */
export const deliverDue = async (db: Db, deliverers: Deliverers, { limit = 50 } = {}): Promise<number> => {
  const items = await claimDue(db, Object.keys(deliverers), limit);
  for (const item of items) {
    const deliver = deliverers[item.channel]!;
    const delivery = await deliver(item).catch((error: unknown): Delivery => ({
      status: 'retry',
      error: error instanceof Error ? error.message : String(error),
    }));
    await record(db, item, delivery);
  }
  return items.length;
};
