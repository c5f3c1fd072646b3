import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { claimJob, runOnce } from '@server/jobs/claim';
import { runEvery } from '@server/jobs/every';
import { createTestApp } from '@tests/server/helpers/test-app';

// A server stopping (SIGTERM: app.close()) with a job's tick in flight: the tick gets its time (a bounded
// drain), and a run still going after it gives its claim back, so another server takes it at once instead of
// after the lease (300 s).
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A stopping "server": its own Fastify instance running one job every 20 ms on the shared database. */
const stoppingServer = async (job: string, workMs: number) => {
  const server = Fastify({ logger: false });
  let started = false;
  runEvery(server, job, 20, () =>
    runOnce(app.db, job, 'p', async () => {
      started = true;
      await sleep(workMs);
    }),
  );
  await server.ready();
  while (!started) await sleep(10);
  return server;
};

describe('a job tick in flight when its server stops', () => {
  it('is waited for when it ends within the drain, and its run is finished for good', async () => {
    const job = `drain-${randomUUID()}`;
    const server = await stoppingServer(job, 300);
    await server.close();
    // Finished by the time close answers (not left to finish after the database is gone).
    const { rows } = await app.db.query<{ done: boolean }>(
      `SELECT finished_at IS NOT NULL AS done FROM job_runs WHERE job = $1`,
      [job],
    );
    expect(rows).toEqual([{ done: true }]);
    expect(await claimJob(app.db, job, 'p', { owner: 'other' })).toBeNull();
  });

  it('gives its claim back when it outlasts the drain: another process claims the run at once', async () => {
    const job = `outlast-${randomUUID()}`;
    const server = await stoppingServer(job, 8_000);
    const before = await claimJob(app.db, job, 'p', { owner: 'other' });
    expect(before).toBeNull(); // held while the server runs
    await server.close();
    const after = await claimJob(app.db, job, 'p', { owner: 'other' });
    expect(after?.attempt).toBe(2);
  }, 20_000);
});
