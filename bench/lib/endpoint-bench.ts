import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '@server/db/db';
import { closedLoop } from './closed-loop';
import { appWorkers } from './app-target';
import { clusterCpu, processTreeCpu } from './cpu';
import type { HttpAnswer } from './http-client';
import { openHttpClient } from './http-client';
import { pgbenchScript, type GeneratedValue, type RequestValue } from './pgbench-script';
import type { ThrowawayPostgres } from './postgres';
import { medianResult } from './report';
import { captureStatements, type Statement } from './sql-capture';
import type { BenchResult } from './types';

/** An HTTP call as a client sends it. */
export type Call = { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> };

/**
 * A production endpoint to measure: request number i (each i used once per bench database), what a correct
 * answer looks like, and the values request i puts into its SQL (see RequestValue).
 */
export type Endpoint = {
  name: string;
  call: (i: number) => Call;
  /** Throws unless `answer` is the success this request must get: a fast wrong answer is not a result. */
  check: (answer: HttpAnswer, i: number) => void;
  values: (i: number) => RequestValue[];
  /**
   * Values the database made during request i (looked up after it, or read from its captured statements) that
   * later statements of the request send back.
   */
  generated?: (i: number, statements: Statement[]) => Promise<GeneratedValue[]>;
  /** Before each measurement (pgbench's and the endpoint's): puts back what a measurement used up. */
  reset?: () => Promise<void>;
  target?: number;
  note?: string;
};

/** How a suite's endpoints are measured. The fixture must serve every i below `requestSpace(plan)`. */
export type Plan = {
  pg: ThrowawayPostgres;
  /** The bench database's name on the cluster, and a connection to it (not the target's). */
  database: string;
  admin: Db;
  /** The real app serving the bench database (bench-app.ts serveBenchApp): its port and process id. */
  port: number;
  appPid: number;
  /**
   * Several app servers on the one database (separate processes on separate ports, as behind a balancer): request
   * i goes to `ports[i % n]`, and the app's CPU is all of theirs. `port` and `appPid` alone: one server.
   */
  servers?: { port: number; pid: number }[];
  clients: number;
  seconds: number;
  /** Request numbers each measurement may use: above what the fastest side can do in `seconds`. */
  capacity: number;
  /**
   * Warm-up requests (default WARM): at least one per member when the app keeps something per member or token
   * (the seamless endpoints keep each game session), so the captured requests send what the measured ones do.
   */
  warm?: number;
};

export const RUNS = 3;
const resultsDir = new URL('../results/', import.meta.url).pathname;
/** Request numbers 0..WARM-1 warm the app up (JIT, prepared statements, caches); the last few are captured. */
const WARM = 400;
/**
 * Captures of two requests each, tried in turn: a backend may apply log_statement late on a busy machine, and a
 * per-process cache that reloads between the two (the seamless provider's row, every 5 s) adds a statement to one
 * of them; on a loaded machine a pair can take seconds, so three tries all met a reload (the seamless suite failed).
 */
const CAPTURES = 8;

/** Request numbers the fixture must serve: the warm-up, then one range per measurement (RUNS of each side). */
export const requestSpace = (plan: Pick<Plan, 'capacity' | 'warm'>) =>
  (plan.warm ?? WARM) + 2 * RUNS * plan.capacity;

/**
 * Every statement's parameter types, as PostgreSQL infers them from the SQL alone (on one connection: a
 * prepared statement is seen only by its own session).
 */
const parameterTypes = (admin: Db, statements: Statement[]) =>
  admin.tx(async (q) => {
    const types: string[][] = [];
    for (const [k, statement] of statements.entries()) {
      if (statement.params.length === 0) {
        types.push([]);
        continue;
      }
      await q.query(`PREPARE bench_probe_${k} AS ${statement.sql}`);
      const { rows } = await q.query<{ types: string[] }>(
        `SELECT parameter_types::text[] AS types FROM pg_prepared_statements WHERE name = $1`,
        [`bench_probe_${k}`],
      );
      await q.query(`DEALLOCATE bench_probe_${k}`);
      types.push(rows[0]!.types);
    }
    return types;
  });

/**
 * pgbench's script for the work `send(i)` does (an HTTP request, a ledger call): the statements two of its
 * calls sent, captured with log_statement and parameterised by `values` (see pgbenchScript). Calls number
 * `first`, `first + 1` are captured; if their script cannot be made, the next two, up to CAPTURES times.
 */
export const capturedScript = async (
  pg: ThrowawayPostgres,
  admin: Db,
  send: (i: number) => Promise<void>,
  first: number,
  values: (i: number) => RequestValue[],
  generated?: Endpoint['generated'],
) => {
  const capture = async (i: number) => ({
    i,
    statements: await captureStatements(pg.logFile, admin, () => send(i)),
  });
  for (let attempt = 0; ; attempt += 1) {
    const a = await capture(first + 2 * attempt);
    const b = await capture(first + 2 * attempt + 1);
    try {
      const made = {
        a: (await generated?.(a.i, a.statements)) ?? [],
        b: (await generated?.(b.i, b.statements)) ?? [],
      };
      const types = await parameterTypes(admin, a.statements);
      const unprepared = a.statements.filter((st) => st.params.length > 0 && !st.prepared).length;
      const statements = `${a.statements.length} statements (${unprepared} with parameters not prepared)`;
      return { script: pgbenchScript(a, b, values, types, made), statements };
    } catch (error) {
      if (attempt === CAPTURES - 1) throw error;
    }
  }
};

/** pgbench's variables for a script's `:i` (pgbenchScript): its numbers start above `base`. */
export const pgbenchNumbering = (base: number, clients: number) => [
  '-D',
  `base=${base}`,
  '-D',
  'seq=0',
  '-D',
  `clients=${clients}`,
];

/**
 * The endpoint over HTTP against pgbench running the very SQL it sends (captured with log_statement from two
 * of its requests, so the script follows the code), on the same cluster in the same run: RUNS pairs, in
 * alternating order, and the median ratio.
 */
export const measureEndpoint = async (plan: Plan, endpoint: Endpoint): Promise<BenchResult> => {
  const servers = plan.servers ?? [{ port: plan.port, pid: plan.appPid }];
  const clients = servers.map((server) => openHttpClient(server.port));
  const clientOf = (i: number) => clients[i % clients.length]!;
  const appCpu = () => servers.reduce((sum, server) => sum + processTreeCpu(server.pid), 0);
  const warmUp = plan.warm ?? WARM;
  const work = mkdtempSync(join(tmpdir(), 'bench-endpoint-'));
  chmodSync(work, 0o755);
  const encode = (i: number) => {
    const call = endpoint.call(i);
    return clientOf(i).encode(
      call.method,
      call.path,
      call.method === 'GET' ? null : Buffer.from(call.body ?? '{}'),
      call.headers,
    );
  };
  const send = async (i: number, bytes = encode(i), client = clientOf(i)) =>
    endpoint.check(await client.sendBytes(bytes), i);
  try {
    let warm = 0;
    await Promise.all(
      Array.from({ length: plan.clients }, async () => {
        for (let i = warm++; i < warmUp - 2 * CAPTURES; i = warm++) {
          await send(i);
          // Several servers: each warms on every request (the others answer it as a replay), so each keeps
          // what the app keeps per member or token, and a capture sends what a measured request does.
          for (const other of clients) if (other !== clientOf(i)) await send(i, encode(i), other);
        }
      }),
    );
    // Both requests of a capture on one server: two servers' per-process caches reload at different times.
    const captured = await capturedScript(
      plan.pg,
      plan.admin,
      (i) => send(i, encode(i), clients[0]),
      warmUp - 2 * CAPTURES,
      endpoint.values,
      endpoint.generated,
    );
    const { script } = captured;
    const file = join(work, 'endpoint.sql');
    writeFileSync(file, script);
    chmodSync(file, 0o644);
    // Kept for reading (bench/results is not in git): what the limit ran.
    mkdirSync(resultsDir, { recursive: true });
    writeFileSync(join(resultsDir, `${endpoint.name.replace(/\W+/g, '-')}.pgbench.sql`), script);

    const runs: { value: number; limit: number }[] = [];
    // CPU milliseconds spent, to say where the time goes: PostgreSQL per pgbench transaction, and PostgreSQL,
    // the app and the load client per request.
    const cpu = { pgbench: 0, transactions: 0, database: 0, app: 0, client: 0, requests: 0 };
    const postmaster = plan.pg.pid();
    // Each side starts from the same state: the endpoint's reset, a vacuum and a checkpoint, so neither side's run
    // pays for the dead rows the reset and the other side left (autovacuum woke up inside whichever side came
    // next: the withdrawal request's PostgreSQL CPU per request doubled in some runs) nor for writing out their
    // dirty pages. The order alternates too (pgbench first in even runs, the app first in odd ones).
    const settle = async () => {
      await endpoint.reset?.();
      await plan.admin.query('VACUUM');
      await plan.admin.query('CHECKPOINT');
    };
    const limitSide = async (base: number) => {
      await settle();
      const database = clusterCpu(postmaster);
      const { tps, transactions } = plan.pg.pgbenchRun(plan.database, [
        ...['-n', '-M', 'prepared', '-c', String(plan.clients), '-j', '2', '-T', String(plan.seconds)],
        ...pgbenchNumbering(base, plan.clients),
        ...['-f', file],
      ]);
      if (transactions > plan.capacity * 0.9) throw new Error(`${endpoint.name}: raise the bench's capacity`);
      cpu.pgbench += clusterCpu(postmaster) - database;
      cpu.transactions += transactions;
      return tps;
    };
    const appSide = async (base: number) => {
      // Every request's bytes (body, signature, headers) are built before the clock starts, as pgbench's script
      // is parsed before its run: the load client shares the machine's cores with the app it measures.
      const first = base + plan.capacity;
      const requests = Array.from({ length: plan.capacity }, (_, n) => encode(first + n));
      await settle();
      let n = 0;
      const database = clusterCpu(postmaster);
      const app = appCpu();
      const client = process.cpuUsage();
      const http = await closedLoop(plan.clients, plan.seconds, () => {
        if (n >= plan.capacity) throw new Error(`${endpoint.name}: raise the bench's capacity`);
        const k = n++;
        return send(first + k, requests[k]);
      });
      cpu.database += clusterCpu(postmaster) - database;
      cpu.app += appCpu() - app;
      const used = process.cpuUsage(client);
      cpu.client += (used.user + used.system) / 1e6;
      cpu.requests += http.count;
      return http.perSecond;
    };
    for (let run = 0; run < RUNS; run += 1) {
      const base = warmUp + 2 * run * plan.capacity;
      if (run % 2 === 0) {
        const limit = await limitSide(base);
        runs.push({ value: await appSide(base), limit });
      } else {
        const value = await appSide(base);
        runs.push({ value, limit: await limitSide(base) });
      }
    }
    const ms = (seconds: number, count: number) => ((1000 * seconds) / Math.max(count, 1)).toFixed(2);
    const where =
      `CPU ms per request: app ${ms(cpu.app, cpu.requests)}, PostgreSQL ${ms(cpu.database, cpu.requests)}, ` +
      `load client ${ms(cpu.client, cpu.requests)}; per pgbench transaction: PostgreSQL ` +
      ms(cpu.pgbench, cpu.transactions);
    return medianResult(
      {
        name: `${endpoint.name} over HTTP, ${plan.clients} clients`,
        unit: 'req/s',
        target: endpoint.target,
        note:
          `higher is better; limit: pgbench -M prepared running the ${captured.statements} the ` +
          `endpoint sent (captured), same cluster, same run; app server processes: ${plan.servers ? `${servers.length} servers on their own ports, requests spread in turn` : appWorkers()}; ${where}${endpoint.note ? `; ${endpoint.note}` : ''}`,
      },
      runs,
    );
  } finally {
    for (const client of clients) client.close();
    rmSync(work, { recursive: true, force: true });
  }
};
