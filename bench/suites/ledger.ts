import type { ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { ok } from '@contract/envelope';
import { satang, toBaht, toSatang } from '@contract/money';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { transfer } from '@server/ledger';
import { memberOf } from '@server/plugins/auth';
import { startPostgres } from '../lib/postgres';
import { benchMembers, forkRole, serveBenchApp, stopRole } from '../lib/bench-app';
import { closedLoop } from '../lib/closed-loop';
import { openHttpClient } from '../lib/http-client';
import { ratioOf } from '../lib/report';
import type { BenchResult } from '../lib/types';

/**
 * The ledger's write path on a throwaway PostgreSQL, each figure against pgbench on the same server in the
 * same run (so the machine's speed cancels out): hot wallet debits/s (8 clients, one wallet) against pgbench's
 * single-row update; spread transfers/s (8 clients, 10,000 wallets) against pgbench's TPC-B-like run; and the
 * same two through the HTTP API (the real app plus one bench route calling the ledger, in its own process).
 */
const CLIENTS = 8;
// Like pgbench -j 2: the 8 clients run in 2 load processes, since one Node thread cannot drive 8 clients'
// worth of calls on a slow machine and would measure itself instead of the ledger.
const LOADERS = 2;
const SECONDS = Number(process.env.LEDGER_BENCH_SECONDS ?? 10);
const WALLETS = 10_000;
const PGBENCH_SCALE = Number(process.env.LEDGER_BENCH_SCALE ?? 10);

type Mode = 'ledger-hot' | 'ledger-spread' | 'http-hot' | 'http-spread';
type Job = {
  mode: Mode;
  seconds: number;
  clients: number;
  url: string;
  port: number;
  prefix: string;
} & Fixture;
type Fixture = { members: number[]; wallets: number[] };

/** One load process's share of a measurement: the ledger called directly, or through the HTTP target. */
const runJob = async (job: Job): Promise<number> => {
  const db = job.mode.startsWith('ledger') ? await openPostgres(job.url, job.clients) : undefined;
  const http = job.mode.startsWith('http') ? httpClient(job.port) : undefined;
  const one = satang(1);
  const pair = () => {
    const from = random(job.wallets.length);
    return { from, to: (from + 1 + random(job.wallets.length - 1)) % job.wallets.length };
  };
  const work = (i: number) => {
    const key = `${job.prefix}:${i}`;
    const { from, to } = job.mode.endsWith('hot') ? { from: 0, to: -1 } : pair();
    if (http) {
      const body = { key, amount: 0.01, to_wallet_id: to < 0 ? undefined : job.wallets[to] };
      return http.send('/bench/ledger/transfer', `bench-${job.members[from]}`, body);
    }
    return transfer(db!, {
      key,
      from: { walletId: job.wallets[from]! },
      to: to < 0 ? { house: 'game:bench' } : { walletId: job.wallets[to]! },
      amount: one,
      kind: to < 0 ? 'bet' : 'transfer',
      description: to < 0 ? 'เดิมพัน' : 'โอน',
    });
  };
  await closedLoop(job.clients, 0.5, (i) => work(-1 - i)); // warm the JIT, the pool and the plan cache
  const rate = (await closedLoop(job.clients, job.seconds, work)).perSecond;
  await db?.close();
  http?.close();
  return rate;
};

const forkLedgerRole = (role: 'target' | 'loader', env: Record<string, string> = {}) =>
  forkRole(import.meta.url, { ...env, LEDGER_BENCH_ROLE: role });

/** Calls per second of `LOADERS` load processes together, started at the same moment. */
const measure = async (job: Omit<Job, 'clients' | 'prefix'>) => {
  const loaders = await Promise.all(Array.from({ length: LOADERS }, () => forkLedgerRole('loader')));
  const rates = await Promise.all(
    loaders.map(
      ({ child }, k) =>
        new Promise<number>((resolve, reject) => {
          child.removeAllListeners('exit');
          child.once('message', (answer) => {
            const { rate, error } = answer as { rate?: number; error?: string };
            if (error !== undefined || rate === undefined) reject(new Error(error));
            else resolve(rate);
          });
          child.send({ ...job, clients: CLIENTS / LOADERS, prefix: `${job.mode}:${k}` });
        }),
    ),
  );
  return rates.reduce((a, b) => a + b, 0);
};

/** Posts to the HTTP target; fails on anything but an envelope with error 0. */
const httpClient = (port: number) => {
  const client = openHttpClient(port);
  const send = async (path: string, token: string, body: unknown) => {
    const answer = await client.post(path, body, { authorization: `Bearer ${token}` });
    if (answer.status !== 200 || !answer.body.startsWith('{"error":0')) throw new Error(answer.body);
  };
  return { send, close: client.close };
};

const random = (n: number) => Math.floor(Math.random() * n);

/** 10,000 members with funded main wallets and live sessions (token `bench-<member id>`). */
const prepare = async (db: Db) => {
  const { members, wallets } = await benchMembers(db, WALLETS, 'b', 100_000_000);
  await db.query(
    `INSERT INTO sessions (member_id, token_hash, expires_at)
     SELECT id, encode(sha256(convert_to('bench-' || id, 'UTF8')), 'hex'), now() + interval '1 day'
       FROM unnest($1::bigint[]) AS id`,
    [members],
  );
  await db.query('VACUUM ANALYZE');
  return { members, wallets: wallets.map((w) => w.id) };
};

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB', max_wal_size: '2GB' });
  const work = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
  chmodSync(work, 0o755);
  let target: ChildProcess | undefined;
  try {
    const connect = ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres'];
    pg.run('createdb', [...connect, 'ledger']);
    pg.run('createdb', [...connect, 'pgb']);
    pg.run('pgbench', [...connect, '-i', '-q', '-s', String(PGBENCH_SCALE), 'pgb']);
    const hotScript = join(work, 'hot.sql');
    writeFileSync(hotScript, 'UPDATE pgbench_accounts SET abalance = abalance - 1 WHERE aid = 1;\n');
    chmodSync(hotScript, 0o644);

    const url = pg.url.replace(/\/postgres$/, '/ledger');
    const db = await openPostgres(url, 2);
    const fixture = await prepare(db);
    await db.query('CHECKPOINT'); // the setup's writes must not be flushed during a measurement
    await db.close();
    const started = await forkLedgerRole('target', { DATABASE_URL: url });
    target = started.child;
    const base = { ...fixture, url, port: (started.first as { port: number }).port, seconds: SECONDS };

    const clients = ['-n', '-c', String(CLIENTS), '-j', String(LOADERS), '-T', String(SECONDS)];
    const pgHot = pg.pgbench('pgb', [...clients, '-f', hotScript]);
    const ledgerHot = await measure({ ...base, mode: 'ledger-hot' });
    const httpHot = await measure({ ...base, mode: 'http-hot' });
    const pgTpcb = pg.pgbench('pgb', clients);
    const ledgerSpread = await measure({ ...base, mode: 'ledger-spread' });
    const httpSpread = await measure({ ...base, mode: 'http-spread' });

    const hotNote = 'higher is better; limit: pgbench single-row UPDATE on the same server';
    const spreadNote = `higher is better; limit: pgbench TPC-B-like (scale ${PGBENCH_SCALE}) on the same server`;
    const figures: [string, number, string, number, number, string][] = [
      ['ledger hot wallet debits, 8 clients', ledgerHot, 'ops/s', pgHot, 0.6, hotNote],
      ['ledger spread transfers, 10,000 wallets, 8 clients', ledgerSpread, 'ops/s', pgTpcb, 0.6, spreadNote],
      ['HTTP hot wallet debits, 8 clients', httpHot, 'req/s', pgHot, 0.4, hotNote],
      ['HTTP spread transfers, 10,000 wallets, 8 clients', httpSpread, 'req/s', pgTpcb, 0.4, spreadNote],
    ];
    return figures.map(([name, value, unit, limit, goal, note]) => {
      return { name, value, unit, limit, ratio: ratioOf(value, limit), target: goal, note };
    });
  } finally {
    if (target) await stopRole(target);
    pg.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * The HTTP target, forked by run(): the real app (auth, envelope, validation, logging off) on the bench
 * database, plus one route of the shape a money-moving endpoint has: authenticate, validate, call the ledger.
 */
const serveLedgerTarget = () =>
  serveBenchApp((app) => {
    const body = z.object({
      key: z.string().max(100),
      amount: z.number(),
      to_wallet_id: z.number().int().optional(),
    });
    app.post(
      '/bench/ledger/transfer',
      { preHandler: app.authenticate, schema: { body } },
      async (request) => {
        const member = memberOf(request);
        const { key, amount, to_wallet_id: to } = request.body;
        const result = await transfer(app.db, {
          key: `http:${member.id}:${key}`,
          from: { member: member.id, walletTypeId: 1 },
          to: to ? { walletId: to } : { house: 'game:bench' },
          amount: toSatang(amount),
          kind: to ? 'transfer' : 'bet',
          description: 'ทดสอบโหลด',
        });
        return ok({ balance: toBaht(result.fromBalance ?? 0) });
      },
    );
  });

// Forked by run() above: the HTTP target, or one load process (answers its rate, then exits).
if (process.env.LEDGER_BENCH_ROLE === 'target') void serveLedgerTarget();
if (process.env.LEDGER_BENCH_ROLE === 'loader') {
  process.once('message', (job) => {
    runJob(job as Job).then(
      (rate) => process.send?.({ rate }, () => process.exit(0)),
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
  process.send?.('ready');
}
