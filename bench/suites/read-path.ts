import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { satang } from '@contract/money';
import { autocommit, type Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { post } from '@server/ledger';
import { hashToken } from '@server/plugins/auth';
import { startAppTarget } from '../lib/app-target';
import { benchMembers, forkRole, stopRole } from '../lib/bench-app';
import { closedLoop } from '../lib/closed-loop';
import { processCpu } from '../lib/cpu';
import { RUNS, type Call } from '../lib/endpoint-bench';
import { openHttpClient, type HttpAnswer } from '../lib/http-client';
import { startPostgres, type ThrowawayPostgres } from '../lib/postgres';
import { bareStatements, type BarePlan } from '../lib/bare-plan';
import { medianResult } from '../lib/report';
import { captureStatements } from '../lib/sql-capture';
import type { BenchResult } from '../lib/types';

/**
 * The read paths every screen starts with, through the real app on a throwaway PostgreSQL cluster (the agent's
 * configuration, a member's wallets, a statement page), each against its upper bound for the same work: a bare
 * Fastify route running the very SQL the app sent for the same request (captured with log_statement, the same
 * member's token hash and wallet ids per request) through a bare `pg` Pool of the app's size, each statement
 * prepared, and answering the very same JSON. The ratio is what the app's plugins, hooks, schemas and its way
 * of querying cost on top. The old bound, the same route answering without touching the database, is printed
 * too as the HTTP layer's floor. Every server in a process of its own; 8 keep-alive clients, median of 3 runs.
 */
const CLIENTS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MEMBERS = 500;
/** Statement lines per member: more than one page. */
const LINES = 25;
/** The app's pool size (bench-app.ts serveBenchApp): the bare route's pool is as large. */
const POOL = 20;

/** Members with live sessions (token `read-<member id>`) and LINES deposits each, to fill their statements. */
const prepare = async (db: Db) => {
  const { members, wallets } = await benchMembers(db, MEMBERS, 'r');
  await db.query(
    `INSERT INTO sessions (member_id, token_hash, expires_at)
     SELECT id, encode(sha256(convert_to('read-' || id, 'UTF8')), 'hex'), now() + interval '1 day'
       FROM unnest($1::bigint[]) AS id`,
    [members],
  );
  for (let line = 0; line < LINES; line += 1) {
    for (let i = 0; i < wallets.length; i += 50) {
      const legs = wallets
        .slice(i, i + 50)
        .map((w) => ({ from: { house: 'deposits' }, to: { walletId: w.id }, amount: satang(100 + line) }));
      await post(autocommit(db), {
        key: `read-fill:${line}:${i}`,
        kind: 'deposit',
        description: 'ฝากเงินทดสอบ',
        legs,
      });
    }
  }
  await db.query('VACUUM ANALYZE');
  return { members, wallets };
};

type ReadEndpoint = {
  name: string;
  call: (i: number) => Call;
  target: number;
  /** The values request i puts into its SQL (its member's id, token hash, wallet id), keyed as the bare route finds them. */
  values: (i: number) => { key: string; values: string[] };
};

type Fixture = Awaited<ReturnType<typeof prepare>>;

const endpoints = ({ members, wallets }: Fixture): ReadEndpoint[] => {
  const walletOf = new Map(wallets.map((w) => [w.member_id, w.id]));
  const member = (i: number) => members[i % members.length]!;
  const bearer = (i: number) => ({ authorization: `Bearer read-${member(i)}` });
  const memberValues = (i: number) => ({
    key: bearer(i).authorization,
    values: [String(member(i)), hashToken(`read-${member(i)}`), String(walletOf.get(member(i))!)],
  });
  return [
    {
      name: 'agent config (POST /api/agent/config)',
      call: () => ({
        method: 'POST',
        path: '/api/agent/config',
        body: JSON.stringify({ agent_code: 'demo' }),
      }),
      target: 0.5,
      values: () => ({ key: '', values: [] }),
    },
    {
      name: 'wallet read (POST /api/member/wallets)',
      call: (i) => ({ method: 'POST', path: '/api/member/wallets', body: '{}', headers: bearer(i) }),
      target: 0.5,
      values: memberValues,
    },
    {
      name: 'statement page (GET /api/member/statement?limit=20)',
      call: (i) => ({ method: 'GET', path: '/api/member/statement?limit=20', headers: bearer(i) }),
      target: 0.5,
      values: memberValues,
    },
  ];
};

/**
 * Requests per second of `call` against the server on `port` (process `pid`), and the server's CPU ms per
 * request; every answer must be `check`ed.
 */
const rate = async (
  { port, pid }: { port: number; pid: number },
  call: (i: number) => Call,
  check: (answer: HttpAnswer) => void,
) => {
  const client = openHttpClient(port);
  const send = async (i: number) => {
    const c = call(i);
    check(
      c.method === 'GET'
        ? await client.get(c.path, c.headers)
        : await client.post(c.path, c.body ?? '{}', c.headers),
    );
  };
  try {
    await closedLoop(CLIENTS, 1, send); // warm the JIT, the pool and the plan cache
    const cpu = processCpu(pid);
    const { perSecond, count } = await closedLoop(CLIENTS, SECONDS, send);
    return { perSecond, cpuMs: (1000 * (processCpu(pid) - cpu)) / Math.max(count, 1) };
  } finally {
    client.close();
  }
};

const succeeded = (answer: HttpAnswer) => {
  if (answer.status !== 200 || !answer.body.startsWith('{"error":0')) throw new Error(answer.body);
};

const sendOnce = async (port: number, call: Call) => {
  const client = openHttpClient(port);
  try {
    return call.method === 'GET'
      ? await client.get(call.path, call.headers)
      : await client.post(call.path, call.body ?? '{}', call.headers);
  } finally {
    client.close();
  }
};

type Bench = {
  pg: ThrowawayPostgres;
  admin: Db;
  url: string;
  app: { port: number; pid: number };
  dir: string;
};

/** The bare route of `plan` in its own process (read-path-target.ts). */
const startBare = async (bench: Bench, plan: BarePlan, name: string) => {
  const file = join(bench.dir, `${name}.json`);
  writeFileSync(file, JSON.stringify(plan));
  const role = await forkRole(new URL('../lib/read-path-target.ts', import.meta.url).href, {
    BENCH_BARE_PLAN: file,
  });
  return { child: role.child, port: (role.first as { port: number }).port, pid: role.child.pid! };
};

const measure = async (bench: Bench, endpoint: ReadEndpoint): Promise<BenchResult[]> => {
  const { app } = bench;
  // Warm the app's pool, plan cache and JIT before capturing, as the money suites do.
  const warm = openHttpClient(app.port);
  await closedLoop(CLIENTS, 1, async (i) => {
    const c = endpoint.call(i);
    succeeded(
      c.method === 'GET'
        ? await warm.get(c.path, c.headers)
        : await warm.post(c.path, c.body ?? '{}', c.headers),
    );
  }).finally(() => warm.close());
  const first = endpoint.call(0);
  const sample = await sendOnce(app.port, first);
  succeeded(sample);
  const captureOf = async (i: number) => ({
    values: endpoint.values(i).values,
    statements: await captureStatements(bench.pg.logFile, bench.admin, async () =>
      succeeded(await sendOnce(app.port, endpoint.call(i))),
    ),
  });
  // A backend may apply log_statement late on a busy machine: up to three captures of two requests.
  let statements: BarePlan['statements'] | undefined;
  let unprepared = 0;
  for (let k = 0; !statements; k += 1) {
    const a = await captureOf(2 * k + 1);
    const b = await captureOf(2 * k + 2);
    try {
      statements = bareStatements(a, b);
      unprepared = a.statements.filter((s) => s.params.length > 0 && !s.prepared).length;
    } catch (error) {
      if (k === 2) throw error;
    }
  }
  const values: Record<string, string[]> = {};
  for (let i = 0; i < MEMBERS; i += 1) {
    const { key, values: v } = endpoint.values(i);
    values[key] = v;
  }
  const plan = {
    method: first.method,
    path: first.path.split('?')[0]!,
    body: sample.body,
    poolSize: POOL,
    statements,
    values,
  };
  const name = endpoint.name.replace(/\W+/g, '-');
  const bound = await startBare(bench, { ...plan, databaseUrl: bench.url }, `${name}.bound`);
  const floor = await startBare(bench, { ...plan, statements: [] }, `${name}.floor`);
  try {
    const runs: { value: number; limit: number }[] = [];
    const floorRuns: { value: number; limit: number }[] = [];
    const cpu = { app: 0, bound: 0, floor: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const limit = await rate(bound, endpoint.call, succeeded);
      const value = await rate(app, endpoint.call, succeeded);
      const http = await rate(floor, endpoint.call, succeeded);
      runs.push({ value: value.perSecond, limit: limit.perSecond });
      floorRuns.push({ value: value.perSecond, limit: http.perSecond });
      cpu.app += value.cpuMs / RUNS;
      cpu.bound += limit.cpuMs / RUNS;
      cpu.floor += http.cpuMs / RUNS;
    }
    const sql = `${statements.length} statements (${unprepared} with parameters not prepared by the app)`;
    return [
      medianResult(
        {
          name: `read-path ${endpoint.name}, ${CLIENTS} clients`,
          unit: 'req/s',
          target: endpoint.target,
          note:
            `higher is better; the real app on PostgreSQL vs a bare Fastify route running the ${sql} the app ` +
            `sent (captured; bare pg Pool of ${POOL}, all prepared) and answering the same ` +
            `${sample.body.length}-byte JSON; ${SECONDS} s per run; server CPU ms per request: app ` +
            `${cpu.app.toFixed(2)}, bare ${cpu.bound.toFixed(2)}`,
        },
        runs,
      ),
      medianResult(
        {
          name: `read-path ${endpoint.name} vs the HTTP-layer floor (no database), ${CLIENTS} clients`,
          unit: 'req/s',
          note:
            `higher is better; not the bound (it does none of the work): the same bare route answering the ` +
            `same JSON without touching the database; server CPU ms per request: app ${cpu.app.toFixed(2)}, ` +
            `floor ${cpu.floor.toFixed(2)}`,
        },
        floorRuns,
      ),
    ];
  } finally {
    await stopRole(bound.child);
    await stopRole(floor.child);
  }
};

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB' });
  let admin: Db | undefined;
  let target: Awaited<ReturnType<typeof startAppTarget>> | undefined;
  const dir = mkdtempSync(join(tmpdir(), 'bench-read-path-'));
  try {
    pg.run('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'reads']);
    const url = pg.url.replace(/\/postgres$/, '/reads');
    admin = await openPostgres(url, 2);
    const fixture = await prepare(admin);
    target = await startAppTarget(url);
    const results: BenchResult[] = [];
    const bench = { pg, admin, url, app: { port: target.port, pid: target.child.pid! }, dir };
    // READ_PATHS=config,statement measures only the endpoints whose name holds one of the words.
    const only = (process.env.READ_PATHS ?? '').split(',').filter(Boolean);
    const chosen = endpoints(fixture).filter(
      (e) => only.length === 0 || only.some((w) => e.name.includes(w)),
    );
    for (const endpoint of chosen) results.push(...(await measure(bench, endpoint)));
    return results;
  } finally {
    if (target) await stopRole(target.child);
    await admin?.close();
    pg.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}
