import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { claimJob, runOnce } from '@server/jobs/claim';
import { createTestApp } from '@tests/server/helpers/test-app';

// On PostgreSQL the claims come from two pools, as two server processes would make them; PGlite has one.
let app: FastifyInstance;
let other: Db;
beforeAll(async () => {
  app = await createTestApp();
  other =
    app.db.kind === 'postgres'
      ? await openPostgres(
          (app.db as Db & { pool: { options: { connectionString: string } } }).pool.options.connectionString,
          8,
        )
      : app.db;
});
afterAll(async () => {
  if (other !== app.db) await other.close();
  await app.close();
});

const job = () => `test-job-${randomUUID()}`;
const dbOf = (i: number) => (i % 2 === 0 ? app.db : other);

describe('claimJob: a job runs once per period across processes', () => {
  it('gives 24 parallel claims from two pools exactly one winner', async () => {
    const name = job();
    const claims = await Promise.all(
      Array.from({ length: 24 }, (_, i) => claimJob(dbOf(i), name, '2026-11-16')),
    );
    expect(claims.filter(Boolean)).toHaveLength(1);
    // Another period is another run.
    expect(await claimJob(other, name, '2026-11-17')).not.toBeNull();
  });

  it('never hands out a finished run again, even after its lease', async () => {
    const name = job();
    const claim = await claimJob(app.db, name, 'p', { leaseSeconds: 60 });
    await claim!.finish();
    await app.db.query(`UPDATE job_runs SET lease_until = now() - interval '1 hour' WHERE job = $1`, [name]);
    expect(await claimJob(other, name, 'p')).toBeNull();
  });

  it('lets another process take over a run whose owner crashed, once its lease has passed', async () => {
    const name = job();
    const crashed = await claimJob(app.db, name, 'p', { leaseSeconds: 60, owner: 'crashed-process' });
    expect(crashed!.attempt).toBe(1);
    expect(await claimJob(other, name, 'p')).toBeNull(); // lease still running
    await app.db.query(`UPDATE job_runs SET lease_until = now() - interval '1 second' WHERE job = $1`, [
      name,
    ]);
    const takers = await Promise.all(Array.from({ length: 8 }, (_, i) => claimJob(dbOf(i), name, 'p')));
    const taker = takers.filter(Boolean);
    expect(taker).toHaveLength(1);
    expect(taker[0]!.attempt).toBe(2);
    // The crashed owner's late finish changes nothing: the run is the taker's now.
    await crashed!.finish();
    const { rows } = await app.db.query<{ finished: boolean }>(
      `SELECT finished_at IS NOT NULL AS finished FROM job_runs WHERE job = $1`,
      [name],
    );
    expect(rows[0]!.finished).toBe(false);
  });

  it('runOnce runs the work once however many processes ask, and gives a failed run back', async () => {
    const name = job();
    let runs = 0;
    const ran = await Promise.all(
      Array.from({ length: 10 }, (_, i) => runOnce(dbOf(i), name, 'p', async () => void (runs += 1))),
    );
    expect(runs).toBe(1);
    expect(ran.filter(Boolean)).toHaveLength(1);
    expect(await runOnce(app.db, name, 'p', async () => void (runs += 1))).toBe(false);

    const failing = job();
    await expect(runOnce(app.db, failing, 'p', () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await runOnce(other, failing, 'p', async () => void (runs += 1))).toBe(true);
    expect(runs).toBe(2);
  });
});
