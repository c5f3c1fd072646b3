import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { satang } from '@contract/money';
import { autocommit, type Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { transfer } from '@server/ledger';
import type { TransferInput } from '@server/ledger/types';
import { startPostgres, type ThrowawayPostgres } from '../lib/postgres';
import { benchMembers, forkRole } from '../lib/bench-app';
import { closedLoop } from '../lib/closed-loop';
import { capturedScript, pgbenchNumbering, RUNS } from '../lib/endpoint-bench';
import { numbered } from '../lib/request-values';
import { medianResult } from '../lib/report';
import type { BenchResult } from '../lib/types';

/**
 * The ledger's write path (`transfer()`, one ledger_apply statement) on a throwaway PostgreSQL, each figure
 * against pgbench on the same server in the same run (so the machine's speed cancels out): hot wallet debits/s
 * (8 clients, one wallet) against pgbench's single-row update (issue 3's measure) and against pgbench running
 * the very statement transfer() sends (captured, as in the endpoint suites: the bound for the same work);
 * spread transfers/s (8 clients, 10,000 wallets) against pgbench's TPC-B-like run. The median of three runs.
 * The endpoints that move money over HTTP are measured by the seamless and payments suites.
 */
const CLIENTS = 8;
// Like pgbench -j 2: the 8 clients run in 2 load processes, since one Node thread cannot drive 8 clients'
// worth of calls on a slow machine and would measure itself instead of the ledger.
const LOADERS = 2;
const SECONDS = Number(process.env.LEDGER_BENCH_SECONDS ?? 10);
const WALLETS = 10_000;
const PGBENCH_SCALE = Number(process.env.LEDGER_BENCH_SCALE ?? 10);

type Mode = 'ledger-hot' | 'ledger-spread';
type Job = {
  mode: Mode;
  seconds: number;
  clients: number;
  url: string;
  prefix: string;
  wallets: number[];
};

/** One load process's share of a measurement: the ledger called directly. */
const runJob = async (job: Job): Promise<number> => {
  const db = await openPostgres(job.url, job.clients);
  const one = satang(1);
  const pair = () => {
    const from = random(job.wallets.length);
    return { from, to: (from + 1 + random(job.wallets.length - 1)) % job.wallets.length };
  };
  const work = (i: number) => {
    const key = `${job.prefix}:${i}`;
    if (job.mode === 'ledger-hot') return transfer(autocommit(db), hotDebit(job.wallets[0]!, key));
    const { from, to } = pair();
    return transfer(autocommit(db), {
      key,
      from: { walletId: job.wallets[from]! },
      to: { walletId: job.wallets[to]! },
      amount: one,
      kind: 'transfer',
      description: 'โอน',
    });
  };
  await closedLoop(job.clients, 0.5, (i) => work(-1 - i)); // warm the JIT, the pool and the plan cache
  const rate = (await closedLoop(job.clients, job.seconds, work)).perSecond;
  await db.close();
  return rate;
};

const forkLoader = () => forkRole(import.meta.url, { LEDGER_BENCH_ROLE: 'loader' });

/** Calls per second of `LOADERS` load processes together, started at the same moment. */
const measure = async (job: Omit<Job, 'clients' | 'prefix'>, run: number) => {
  const loaders = await Promise.all(Array.from({ length: LOADERS }, forkLoader));
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
          child.send({ ...job, clients: CLIENTS / LOADERS, prefix: `${job.mode}:${run}:${k}` });
        }),
    ),
  );
  return rates.reduce((a, b) => a + b, 0);
};

const random = (n: number) => Math.floor(Math.random() * n);

/** 10,000 members with funded main wallets. */
const prepare = async (db: Db) => {
  const { wallets } = await benchMembers(db, WALLETS, 'b', 100_000_000);
  await db.query('VACUUM ANALYZE');
  return { wallets: wallets.map((w) => w.id) };
};

/** The house account every hot-wallet debit pays (the loaders' `work` above). */
const hotDebit = (wallet: number, key: string): TransferInput => ({
  key,
  from: { walletId: wallet },
  to: { house: 'game:bench' },
  amount: satang(1),
  kind: 'bet',
  description: 'เดิมพัน',
});

/**
 * pgbench's script for the hot wallet: the statements two transfer() calls on it sent (captured), their keys
 * numbered by pgbench's `:i` as the loaders number theirs.
 */
const hotScript = async (pg: ThrowawayPostgres, url: string, wallet: number) => {
  const admin = await openPostgres(url, 1);
  const caller = await openPostgres(url, 1);
  try {
    await transfer(autocommit(caller), hotDebit(wallet, 'warm')); // prepares the statement, as the loaders' warm-up does
    const send = async (i: number) => {
      await transfer(autocommit(caller), hotDebit(wallet, `pgbench-hot-${i}`));
    };
    return (await capturedScript(pg, admin, send, 0, (i) => [numbered('pgbench-hot-', i)])).script;
  } finally {
    await caller.close();
    await admin.close();
  }
};

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB', max_wal_size: '2GB' });
  const work = mkdtempSync(join(tmpdir(), 'bench-ledger-'));
  chmodSync(work, 0o755);
  try {
    const connect = ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres'];
    pg.run('createdb', [...connect, 'ledger']);
    pg.run('createdb', [...connect, 'pgb']);
    pg.run('pgbench', [...connect, '-i', '-q', '-s', String(PGBENCH_SCALE), 'pgb']);
    const script = (name: string, text: string) => {
      const file = join(work, name);
      writeFileSync(file, text);
      chmodSync(file, 0o644);
      return file;
    };
    const singleRow = script(
      'hot.sql',
      'UPDATE pgbench_accounts SET abalance = abalance - 1 WHERE aid = 1;\n',
    );

    const url = pg.url.replace(/\/postgres$/, '/ledger');
    const db = await openPostgres(url, 2);
    const fixture = await prepare(db);
    const sameSql = script('hot-ledger.sql', await hotScript(pg, url, fixture.wallets[0]!));
    await db.query('CHECKPOINT'); // the setup's writes must not be flushed during a measurement
    await db.close();
    const base = { ...fixture, url, seconds: SECONDS };

    const clients = ['-n', '-c', String(CLIENTS), '-j', String(LOADERS), '-T', String(SECONDS)];
    const hot: { value: number; limit: number }[] = [];
    const hotSameSql: { value: number; limit: number }[] = [];
    const spread: { value: number; limit: number }[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      const pgHot = pg.pgbench('pgb', [...clients, '-f', singleRow]);
      const value = await measure({ ...base, mode: 'ledger-hot' }, run);
      hot.push({ value, limit: pgHot });
      const numbering = pgbenchNumbering(run * 10_000_000, CLIENTS);
      const pgSame = pg.pgbench('ledger', [...clients, '-M', 'prepared', ...numbering, '-f', sameSql]);
      hotSameSql.push({ value, limit: pgSame });
      const pgTpcb = pg.pgbench('pgb', clients);
      spread.push({ value: await measure({ ...base, mode: 'ledger-spread' }, run), limit: pgTpcb });
    }
    return [
      medianResult(
        {
          name: 'ledger hot wallet debits, 8 clients',
          unit: 'ops/s',
          target: 0.6,
          note:
            'higher is better; limit: pgbench single-row UPDATE on the same server (issue 3); since the lanes ' +
            'went (issue 9: no production request used them) every debit is its own transaction, and the ' +
            'statement alone run by pgbench reaches about half of this limit: see the next line',
        },
        hot,
      ),
      medianResult(
        {
          name: 'ledger hot wallet debits against the same SQL, 8 clients',
          unit: 'ops/s',
          target: 0.5,
          note:
            'higher is better; limit: pgbench -M prepared running the ledger_apply statement transfer() ' +
            'sends (captured) on the same wallet, same server, same run',
        },
        hotSameSql,
      ),
      medianResult(
        {
          name: 'ledger spread transfers, 10,000 wallets, 8 clients',
          unit: 'ops/s',
          target: 0.6,
          note: `higher is better; limit: pgbench TPC-B-like (scale ${PGBENCH_SCALE}) on the same server`,
        },
        spread,
      ),
    ];
  } finally {
    pg.stop();
    rmSync(work, { recursive: true, force: true });
  }
}

// Forked by run() above: one load process (answers its rate, then exits).
if (process.env.LEDGER_BENCH_ROLE === 'loader') {
  process.once('message', (job) => {
    runJob(job as Job).then(
      (rate) => process.send?.({ rate }, () => process.exit(0)),
      (error: unknown) => process.send?.({ error: String(error) }, () => process.exit(1)),
    );
  });
  process.send?.('ready');
}
