import { fork, type ChildProcess } from 'node:child_process';
import { runLoad } from '../lib/load';
import { ratioOf } from '../lib/report';
import type { BenchResult } from '../lib/types';
import { repoRoot } from '../lib/vite-build';

/**
 * The read path every screen starts with, `POST /api/agent/config`, through the real app, against a bare
 * Fastify route answering the very same JSON, both on 127.0.0.1 in this run, so the machine's speed cancels
 * out of the ratio. Each server runs alone in its own process while it is measured.
 */
const CONCURRENCY = 8;
const WARMUP_SECONDS = 1;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const REQUEST_BODY = JSON.stringify({ agent_code: 'demo' });

const startTarget = (args: string[]) =>
  new Promise<{ child: ChildProcess; port: number }>((done, fail) => {
    const child = fork(new URL('../lib/read-path-target.ts', import.meta.url).pathname, args, {
      cwd: repoRoot,
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    child.once('message', (message) => done({ child, port: (message as { port: number }).port }));
    child.once('exit', (code) => fail(new Error(`bench target ${args[0]} exited with ${code}`)));
  });

const stopTarget = (child: ChildProcess) =>
  new Promise<void>((done) => {
    child.removeAllListeners('exit');
    child.once('exit', () => done());
    child.disconnect();
  });

const measure = async (args: string[]) => {
  const { child, port } = await startTarget(args);
  try {
    const url = `http://127.0.0.1:${port}/api/agent/config`;
    const answer = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: REQUEST_BODY,
    });
    const text = await answer.text();
    if (answer.status !== 200) throw new Error(`${args[0]} answered ${answer.status}: ${text}`);
    // Warm the JIT and the database's caches before counting.
    await runLoad({ url, body: REQUEST_BODY, concurrency: CONCURRENCY, seconds: WARMUP_SECONDS });
    const load = await runLoad({ url, body: REQUEST_BODY, concurrency: CONCURRENCY, seconds: SECONDS });
    return { text, load };
  } finally {
    await stopTarget(child);
  }
};

export default async function run(): Promise<BenchResult[]> {
  const app = await measure(['app']);
  const bare = await measure(['bare', app.text]);
  if (app.load.errors > 0 || bare.load.errors > 0) {
    throw new Error(`failed requests: app ${app.load.errors}, bare ${bare.load.errors}`);
  }
  const detail = (name: string, l: typeof app.load) =>
    `${name} ${l.requests} requests, p50 ${l.p50ms.toFixed(2)} ms, p99 ${l.p99ms.toFixed(2)} ms`;
  return [
    {
      name: 'read-path.agent-config',
      value: app.load.perSecond,
      unit: 'req/s',
      limit: bare.load.perSecond,
      ratio: ratioOf(app.load.perSecond, bare.load.perSecond),
      target: 0.25,
      note:
        `higher is better; the real app vs a bare Fastify route with the same ${app.text.length}-byte JSON; ` +
        `${CONCURRENCY} keep-alive clients, ${SECONDS} s each; ` +
        `${detail('app', app.load)}; ${detail('bare', bare.load)}`,
    },
  ];
}
