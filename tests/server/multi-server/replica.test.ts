import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { migrateAsOwner } from '@server/boot';
import type { Db } from '@server/db/db';
import { openDb } from '@server/db/open';
import { openPostgres } from '@server/db/postgres';
import { openReplica } from '@server/db/replica';
import { bangkokDay } from '@server/reports/bangkok-days';
import { applySeed, readSeedFile } from '@server/seed/seed';
import { testConfig } from '@tests/server/helpers/test-app';
import { until } from '@tests/server/helpers/event-stream';
import { insertStaff } from '../admin/staff-fixtures';
import { depositedMember } from '../admin/money/money-fixtures';
import { clustersAvailable, startPrimary } from './pg-cluster';

// Issue 32: reads that may be stale (the money report) come from DATABASE_REPLICA_URL, a real streaming replica
// started here (pg_basebackup -R of a throwaway primary), and the replica's handle writes nothing. PostgreSQL
// only (the PostgreSQL lane, where this machine's binaries start clusters of their own): PGlite has no replica.
const onPostgres = Boolean(process.env.DATABASE_URL) && clustersAvailable();

let clusters: Awaited<ReturnType<typeof startPrimary>>;
let app: FastifyInstance;
/** Superuser connections: the primary's (its WAL position) and the replica's (its replay, paused and resumed). */
let primaryOwner: Db;
let replicaOwner: Db;

beforeAll(async () => {
  if (!onPostgres) return;
  clusters = await startPrimary();
  const admin = await openPostgres(clusters.primary.url('postgres'), 1);
  await admin.query('CREATE DATABASE site');
  await admin.close();
  const config = testConfig({ DATABASE_URL: clusters.primary.url('site') });
  primaryOwner = await openDb(config, 'owner');
  await migrateAsOwner(primaryOwner, config);
  await applySeed(primaryOwner, readSeedFile(config.SEED_FILE));
  const replica = await clusters.replicate();
  const withReplica = { ...config, DATABASE_REPLICA_URL: replica.url('site') };
  replicaOwner = await openPostgres(replica.url('site'), 1);
  const db = await openDb(withReplica, 'app');
  app = await buildApp({
    config: withReplica,
    db,
    replica: await openReplica(withReplica, db),
    ownsDb: true,
    logger: false,
  });
}, 120_000);
afterAll(async () => {
  if (!onPostgres) return;
  await app?.close();
  await primaryOwner?.close();
  await replicaOwner?.close();
  await clusters.remove();
}, 60_000);

/** Waits until the replica has replayed everything the primary has written so far. */
const caughtUp = async () => {
  const { rows } = await primaryOwner.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn');
  await until(
    async () =>
      (
        await replicaOwner.query<{ done: boolean }>('SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done', [
          rows[0]!.lsn,
        ])
      ).rows[0]!.done,
    10_000,
    'the replica replays the primary',
  );
};

describe.skipIf(!onPostgres)('reads that may be stale, from a streaming replica', () => {
  it('serves the money report from the replica: behind while its replay is paused, caught up after', async () => {
    const finance = await insertStaff(app, 'finance');
    const today = bangkokDay(new Date());
    const deposits = async () => {
      const answer = await app.inject({
        method: 'GET',
        url: '/api/admin/reports/money',
        query: { from: today, to: today },
        headers: { authorization: `Bearer ${finance.token}` },
      });
      const body = answer.json<{ error: number; data: { total: { deposits: number } } }>();
      expect(body.error).toBe(0);
      return body.data.total.deposits;
    };
    await depositedMember(app, 100);
    await caughtUp();
    expect(await deposits()).toBe(100);

    await replicaOwner.query('SELECT pg_wal_replay_pause()');
    await depositedMember(app, 50); // on the primary
    expect(await deposits()).toBe(100); // the replica has not replayed it: the report is read there
    await replicaOwner.query('SELECT pg_wal_replay_resume()');
    await caughtUp();
    expect(await deposits()).toBe(150);
  });

  it('refuses a write on the replica handle (read-only), while the primary handle writes', async () => {
    const write = `INSERT INTO rate_events (kind, key) VALUES ('replica-test', 'x')`;
    await expect(app.replica.query(write)).rejects.toThrow(/read-only/);
    await expect(app.replica.tx((q) => q.query(write))).rejects.toThrow(/read-only/);
    expect((await app.db.query(write)).rowCount).toBe(1);
  });
});
