import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import type { Db } from '@server/db/db';
import { takeRateSlot, takeRateSlots } from '@server/accounts/rate-events';
import { extraPools, onPostgres, rejections } from '@tests/server/helpers/extra-pools';
import { createTestApp } from '@tests/server/helpers/test-app';
import { randomIp } from './account-helpers';

let app: FastifyInstance;
let dbs: Db[] = [];
beforeAll(async () => {
  app = await createTestApp();
  dbs = onPostgres ? await extraPools(app) : [app.db];
});
afterAll(async () => {
  await Promise.all(dbs.slice(1).map((db) => db.close()));
  await app.close();
});

const events = async (kind: string, key: string) =>
  (
    await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM rate_events WHERE kind = $1 AND key = $2`,
      [kind, key],
    )
  ).rows[0]!.n;

describe('takeRateSlot', () => {
  it('records up to the limit, then refuses with RATE_LIMITED and when to retry, recording nothing', async () => {
    const key = randomIp();
    for (let i = 0; i < 3; i++) await takeRateSlot(app.db, 'test_kind', key, 3, 600);
    const refusal = await takeRateSlot(app.db, 'test_kind', key, 3, 600).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ reason: 'RATE_LIMITED', status: 429 });
    const retryIn = (refusal as { data: { retry_in: number } }).data.retry_in;
    expect(retryIn).toBeGreaterThan(0);
    expect(retryIn).toBeLessThanOrEqual(600);
    expect(await events('test_kind', key)).toBe(3);
    // Another key has its own window.
    await takeRateSlot(app.db, 'test_kind', randomIp(), 3, 600);
  });

  it('forgets events older than the window', async () => {
    const key = randomIp();
    await app.db.query(
      `INSERT INTO rate_events (kind, key, created_at) SELECT 'test_old', $1, now() - interval '11 minutes'
         FROM generate_series(1, 3)`,
      [key],
    );
    await takeRateSlot(app.db, 'test_old', key, 3, 600);
    expect(await events('test_old', key)).toBe(1);
  });

  it('takes several limits together or none of them', async () => {
    const address = randomIp();
    const member = `m-${address}`;
    await takeRateSlot(app.db, 'test_member', member, 1, 600);
    const both = [
      { kind: 'test_address', key: address, max: 5, windowSeconds: 600 },
      { kind: 'test_member', key: member, max: 1, windowSeconds: 600 },
    ];
    await expect(takeRateSlots(app.db, both)).rejects.toMatchObject({ reason: 'RATE_LIMITED' });
    expect(await events('test_address', address)).toBe(0);
  });
});

describe.skipIf(!onPostgres)('takeRateSlot under concurrency (PostgreSQL only)', () => {
  it('lets exactly the limit through when 40 calls race over four pools', async () => {
    const key = randomIp();
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => takeRateSlot(dbs[i % dbs.length]!, 'test_race', key, 5, 600)),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(rejections(results)).toEqual(Array(35).fill('RATE_LIMITED'));
    expect(await events('test_race', key)).toBe(5);
  });

  it('holds two limits at once when calls on overlapping keys race (no deadlock, no overshoot)', async () => {
    const address = randomIp();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) =>
        takeRateSlots(dbs[i % dbs.length]!, [
          { kind: 'test_member2', key: `m${i % 3}-${address}`, max: 4, windowSeconds: 600 },
          { kind: 'test_address2', key: address, max: 8, windowSeconds: 600 },
        ]),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(8);
    expect(await events('test_address2', address)).toBe(8);
  });
});
