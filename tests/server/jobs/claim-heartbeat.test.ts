import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { claimJob, runOnce } from '@server/jobs/claim';
import { createTestApp } from '@tests/server/helpers/test-app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('job claims have a heartbeat (issue 26)', () => {
  it('a run longer than its lease is not claimed again while it runs, and is finished once', async () => {
    const job = `slow-${randomUUID()}`;
    const stolen: unknown[] = [];
    const ran = await runOnce(
      app.db,
      job,
      '2026-11-26',
      async () => {
        // Three leases long; another process tries to claim it after each lease would have passed.
        for (let i = 0; i < 3; i += 1) {
          await sleep(1_200);
          stolen.push(await claimJob(app.db, job, '2026-11-26', { leaseSeconds: 1, owner: 'other' }));
        }
      },
      { leaseSeconds: 1 },
    );
    expect(ran).toBe(true);
    expect(stolen).toEqual([null, null, null]);
    expect(await runOnce(app.db, job, '2026-11-26', async () => undefined)).toBe(false);
  });

  it('a claim whose process stopped renewing is claimed again once its lease has passed', async () => {
    const job = `crashed-${randomUUID()}`;
    expect(await claimJob(app.db, job, 'p', { leaseSeconds: 1, owner: 'crashed' })).not.toBeNull();
    await sleep(1_300);
    const again = await claimJob(app.db, job, 'p', { leaseSeconds: 1, owner: 'other' });
    expect(again?.attempt).toBe(2);
  });
});
