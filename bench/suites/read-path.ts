import { satang } from '@contract/money';
import type { Db } from '@server/db/db';
import { openPostgres } from '@server/db/postgres';
import { post } from '@server/ledger';
import { startAppTarget } from '../lib/app-target';
import { benchMembers, forkRole, stopRole } from '../lib/bench-app';
import { closedLoop } from '../lib/closed-loop';
import { processCpu } from '../lib/cpu';
import { RUNS, type Call } from '../lib/endpoint-bench';
import { openHttpClient, type HttpAnswer } from '../lib/http-client';
import { startPostgres } from '../lib/postgres';
import { medianResult } from '../lib/report';
import type { BenchResult } from '../lib/types';

/**
 * The read paths every screen starts with, through the real app on a throwaway PostgreSQL cluster (the agent's
 * configuration, a member's wallets, a statement page), each against a bare Fastify route answering the very
 * same JSON, both servers in processes of their own: the ratio is what the app's plugins, hooks, schemas and
 * database reads cost on top of HTTP itself. 8 keep-alive clients, the median of three runs.
 */
const CLIENTS = 8;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const MEMBERS = 500;
/** Statement lines per member: more than one page. */
const LINES = 25;

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
      await post(db, { key: `read-fill:${line}:${i}`, kind: 'deposit', description: 'ฝากเงินทดสอบ', legs });
    }
  }
  await db.query('VACUUM ANALYZE');
  return members;
};

type ReadEndpoint = { name: string; call: (i: number) => Call; target: number };

const endpoints = (members: number[]): ReadEndpoint[] => {
  const bearer = (i: number) => ({ authorization: `Bearer read-${members[i % members.length]!}` });
  return [
    {
      name: 'agent config (POST /api/agent/config)',
      call: () => ({
        method: 'POST',
        path: '/api/agent/config',
        body: JSON.stringify({ agent_code: 'demo' }),
      }),
      target: 0.5,
    },
    {
      name: 'wallet read (POST /api/member/wallets)',
      call: (i) => ({ method: 'POST', path: '/api/member/wallets', body: '{}', headers: bearer(i) }),
      target: 0.5,
    },
    {
      name: 'statement page (GET /api/member/statement?limit=20)',
      call: (i) => ({ method: 'GET', path: '/api/member/statement?limit=20', headers: bearer(i) }),
      target: 0.5,
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

const measure = async (app: { port: number; pid: number }, endpoint: ReadEndpoint): Promise<BenchResult> => {
  const client = openHttpClient(app.port);
  const first = endpoint.call(0);
  const sample =
    first.method === 'GET'
      ? await client.get(first.path, first.headers)
      : await client.post(first.path, first.body ?? '{}', first.headers);
  client.close();
  succeeded(sample);
  const bare = await forkRole(new URL('../lib/read-path-target.ts', import.meta.url).href, {
    BENCH_BARE_METHOD: first.method,
    BENCH_BARE_PATH: first.path.split('?')[0]!,
    BENCH_BARE_BODY: sample.body,
  });
  try {
    const bareServer = { port: (bare.first as { port: number }).port, pid: bare.child.pid! };
    const runs: { value: number; limit: number }[] = [];
    const cpu = { app: 0, bare: 0 };
    for (let run = 0; run < RUNS; run += 1) {
      const limit = await rate(bareServer, endpoint.call, succeeded);
      const value = await rate(app, endpoint.call, succeeded);
      runs.push({ value: value.perSecond, limit: limit.perSecond });
      cpu.app += value.cpuMs / RUNS;
      cpu.bare += limit.cpuMs / RUNS;
    }
    return medianResult(
      {
        name: `read-path ${endpoint.name}, ${CLIENTS} clients`,
        unit: 'req/s',
        target: endpoint.target,
        note:
          `higher is better; the real app on PostgreSQL vs a bare Fastify route answering the same ` +
          `${sample.body.length}-byte JSON; ${SECONDS} s per run; server CPU ms per request: app ` +
          `${cpu.app.toFixed(2)}, bare ${cpu.bare.toFixed(2)}`,
      },
      runs,
    );
  } finally {
    await stopRole(bare.child);
  }
};

export default async function run(): Promise<BenchResult[]> {
  const pg = await startPostgres({ shared_buffers: '256MB' });
  let admin: Db | undefined;
  let target: Awaited<ReturnType<typeof startAppTarget>> | undefined;
  try {
    pg.run('createdb', ['-h', '127.0.0.1', '-p', String(pg.port), '-U', 'postgres', 'reads']);
    const url = pg.url.replace(/\/postgres$/, '/reads');
    admin = await openPostgres(url, 2);
    const members = await prepare(admin);
    target = await startAppTarget(url);
    const results: BenchResult[] = [];
    const app = { port: target.port, pid: target.child.pid! };
    for (const endpoint of endpoints(members)) results.push(await measure(app, endpoint));
    return results;
  } finally {
    if (target) await stopRole(target.child);
    await admin?.close();
    pg.stop();
  }
}
