import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/db';
import {
  backoffMs,
  deliverDue,
  enqueue,
  MAX_ATTEMPTS,
  type Delivery,
  type OutboxItem,
} from '@server/outbox/outbox';
import { openTestDb } from '../helpers/test-db';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
});
afterAll(() => db.close());

const rowOf = async (eventKey: string) =>
  (
    await db.query<{
      status: string;
      attempts: number;
      last_error: string | null;
      due_in: number;
      provider_ref: string | null;
    }>(
      `SELECT status, attempts, last_error, provider_ref,
              extract(epoch FROM next_attempt_at - now())::float AS due_in
         FROM outbox WHERE event_key = $1`,
      [eventKey],
    )
  ).rows[0]!;

const makeDue = (eventKey: string) =>
  db.query(`UPDATE outbox SET next_attempt_at = now() - interval '1 second' WHERE event_key = $1`, [
    eventKey,
  ]);

const only = (eventKey: string, deliver: (item: OutboxItem) => Promise<Delivery>) => ({
  line: async (item: OutboxItem): Promise<Delivery> =>
    item.eventKey === eventKey ? deliver(item) : { status: 'retry', error: 'another test' },
  sms: async (): Promise<Delivery> => ({ status: 'retry', error: 'another test' }),
});

describe('outbox', () => {
  it('keeps one entry per event however many times, and in parallel, it is enqueued', async () => {
    const key = `test:once:${Date.now()}`;
    const added = await Promise.all(
      Array.from({ length: 20 }, () =>
        enqueue(db, { agentId: 1, channel: 'line', kind: 'test', eventKey: key, payload: { n: 1 } }),
      ),
    );
    expect(added.filter(Boolean)).toHaveLength(1);
    const { rows } = await db.query(`SELECT count(*)::int AS n FROM outbox WHERE event_key = $1`, [key]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('hands each due entry to exactly one of two workers running at once, with the same retry key', async () => {
    const key = `test:race:${Date.now()}`;
    await enqueue(db, { agentId: 1, channel: 'line', kind: 'test', eventKey: key, payload: {} });
    const seen: OutboxItem[] = [];
    const deliverers = only(key, async (item) => {
      seen.push(item);
      return { status: 'sent', ref: 'req-1' };
    });
    await Promise.all([deliverDue(db, deliverers), deliverDue(db, deliverers), deliverDue(db, deliverers)]);
    expect(seen).toHaveLength(1);
    expect(seen[0]!.retryKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(await rowOf(key)).toMatchObject({ status: 'sent', attempts: 1, provider_ref: 'req-1' });
    await deliverDue(db, deliverers);
    expect(seen).toHaveLength(1);
  });

  it('retries with growing waits, honours a longer wait the service asks for, and gives up after the last attempt', async () => {
    const key = `test:retry:${Date.now()}`;
    await enqueue(db, { agentId: 1, channel: 'line', kind: 'test', eventKey: key, payload: {} });
    const keys: string[] = [];
    await deliverDue(
      db,
      only(key, async (item) => (keys.push(item.retryKey), { status: 'retry', error: 'HTTP 500' })),
    );
    let row = await rowOf(key);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, last_error: 'HTTP 500' });
    expect(row.due_in).toBeGreaterThan(backoffMs(1) / 1000 - 2);
    await makeDue(key);
    await deliverDue(
      db,
      only(
        key,
        async (item) => (keys.push(item.retryKey), { status: 'retry', error: '429', afterMs: 600_000 }),
      ),
    );
    row = await rowOf(key);
    expect(row.due_in).toBeGreaterThan(590);
    for (let attempt = 3; attempt <= MAX_ATTEMPTS; attempt += 1) {
      await makeDue(key);
      await deliverDue(
        db,
        only(key, async (item) => (keys.push(item.retryKey), { status: 'retry', error: 'timeout' })),
      );
    }
    expect(await rowOf(key)).toMatchObject({ status: 'failed', attempts: MAX_ATTEMPTS });
    expect(new Set(keys).size).toBe(1);
  });

  it('records a thrown error as a retry, a final refusal as failed at once, and a send not wanted as skipped', async () => {
    const thrown = `test:throw:${Date.now()}`;
    await enqueue(db, { agentId: 1, channel: 'line', kind: 'test', eventKey: thrown, payload: {} });
    await deliverDue(
      db,
      only(thrown, async () => Promise.reject(new Error('socket hang up'))),
    );
    expect(await rowOf(thrown)).toMatchObject({ status: 'pending', last_error: 'socket hang up' });
    const refused = `test:refused:${Date.now()}`;
    await enqueue(db, { agentId: 1, channel: 'line', kind: 'test', eventKey: refused, payload: {} });
    await deliverDue(
      db,
      only(refused, async () => ({ status: 'failed', error: 'HTTP 400' })),
    );
    expect(await rowOf(refused)).toMatchObject({ status: 'failed', attempts: 1 });
    const skipped = `test:skipped:${Date.now()}`;
    await enqueue(db, { agentId: 1, channel: 'line', kind: 'test', eventKey: skipped, payload: {} });
    await deliverDue(
      db,
      only(skipped, async () => ({ status: 'skipped', reason: 'ปิดการแจ้งเตือน' })),
    );
    expect(await rowOf(skipped)).toMatchObject({
      status: 'skipped',
      attempts: 1,
      last_error: 'ปิดการแจ้งเตือน',
    });
    await makeDue(skipped);
    await deliverDue(
      db,
      only(skipped, async () => ({ status: 'sent' })),
    );
    expect(await rowOf(skipped)).toMatchObject({ status: 'skipped' });
  });

  it('claims again an entry whose sender died mid-send once its lease has passed, and waits for a scheduled one', async () => {
    const key = `test:lease:${Date.now()}`;
    await enqueue(db, { agentId: 1, channel: 'line', kind: 'test', eventKey: key, payload: {} });
    await db.query(
      `UPDATE outbox SET status = 'sending', attempts = 1, claimed_until = now() + interval '1 minute' WHERE event_key = $1`,
      [key],
    );
    const seen: number[] = [];
    const deliverers = only(key, async (item) => (seen.push(item.attempt), { status: 'sent' }));
    await deliverDue(db, deliverers);
    expect(seen).toEqual([]);
    await db.query(`UPDATE outbox SET claimed_until = now() - interval '1 second' WHERE event_key = $1`, [
      key,
    ]);
    await deliverDue(db, deliverers);
    expect(seen).toEqual([2]);

    const later = `test:later:${Date.now()}`;
    await enqueue(db, {
      agentId: 1,
      channel: 'line',
      kind: 'test',
      eventKey: later,
      payload: {},
      notBefore: new Date(Date.now() + 3_600_000),
    });
    await deliverDue(
      db,
      only(later, async () => ({ status: 'sent' })),
    );
    expect(await rowOf(later)).toMatchObject({ status: 'pending', attempts: 0 });
  });
});
