import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '@server/ledger';
import { serverScript } from '@tests/server/helpers/spawn-node';
import { openStream, until } from '@tests/server/helpers/event-stream';
import { betBody, SANDBOX_TOKEN, startSite, type Envelope, type Site } from './site';

// Issue 32: two app servers (separate processes, separate ports) on one PostgreSQL behave as one site. The
// money paths' races across both are in tests/server/ops/two-processes.test.ts; here: the live stream fed by the
// database, the jobs, a burst of bets and withdrawals spread across both with one server stopped (SIGTERM) in
// its middle, and an operator command beside them. PGlite is one process by design: PostgreSQL only.
const url = process.env.DATABASE_URL;
const METRICS_TOKEN = 'multi-server-metrics-token';
let site: Site;

beforeAll(async () => {
  if (!url) return;
  // The lotto jobs tick every 200 ms on both servers: each period's claim is contested all the time.
  site = await startSite(url, 2, { LOTTO_JOBS_INTERVAL_MS: '200', METRICS_TOKEN });
}, 180_000);
afterAll(async () => {
  if (url) await site.stop();
}, 60_000);

const run = promisify(execFile);

/** `job_runs_total{job, outcome}` as one server counts it. */
const jobRunsOf = async (i: number, job: string, outcome: 'claimed' | 'taken') => {
  const response = await fetch(`${site.bases[i]}/metrics`, {
    headers: { authorization: `Bearer ${METRICS_TOKEN}` },
  });
  const text = await response.text();
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`job_runs_total{job="${job}",outcome="${outcome}"}`));
  return Number(line?.split(' ')[1] ?? 0);
};

describe.skipIf(!url)('two app servers on one PostgreSQL database', () => {
  it('tells a member streaming from one server of a deposit credited through the other within 2 s', async () => {
    const member = await site.fundedMember(1);
    const stream = await openStream(site.bases[1]!, member.token);
    await until(() => stream.events.includes('ready'), 5_000, 'the stream is ready');
    const channels = await site.post<{ id: number; type: string }[]>(
      0,
      '/api/member/payment/channels',
      undefined,
      member.bearer,
      'GET',
    );
    const qr = channels.data.find((channel) => channel.type === 'promptpay_qr')!.id;
    const order = await site.post<{ order_id: string }>(
      0,
      '/api/member/payment/generate_qr',
      { channel_id: qr, amount: 100 },
      { ...member.bearer, 'x-forwarded-for': '10.32.0.1' },
    );
    expect(order.error, order.message).toBe(0);
    const paid = await site.post(
      0,
      `/api/payment/sandbox/orders/${order.data.order_id}/paid`,
      {},
      {
        'x-sandbox-token': SANDBOX_TOKEN,
      },
    );
    expect(paid.error, paid.message).toBe(0);
    const credited = Date.now();
    expect(await site.balance(member.id)).toBe(10_100); // delivered to server 0 and credited there
    await until(() => stream.events.includes('money'), 2_000, 'server 1 tells of the credit');
    expect(stream.arrivals[stream.events.indexOf('money')]! - credited).toBeLessThan(2_000);
    await stream.close();
  });

  it('runs each period of a job once: both servers tick, one claims, the other finds it taken', async () => {
    // Tomorrow's Yeekee rounds are created by whichever claims the day; the other counts the claim as taken.
    await until(
      async () =>
        (await jobRunsOf(0, 'lotto-yeekee-rounds', 'taken')) +
          (await jobRunsOf(1, 'lotto-yeekee-rounds', 'taken')) >
        0,
      15_000,
      'a contested claim',
    );
    const claimed =
      (await jobRunsOf(0, 'lotto-yeekee-rounds', 'claimed')) +
      (await jobRunsOf(1, 'lotto-yeekee-rounds', 'claimed'));
    const { rows } = await site.db.query<{ runs: number; attempts: number }>(
      `SELECT count(*)::int AS runs, coalesce(max(attempts), 0)::int AS attempts FROM job_runs WHERE job = 'lotto-yeekee-rounds'`,
    );
    expect(rows[0]!.runs).toBeGreaterThan(0);
    expect(rows[0]!.attempts).toBe(1); // never claimed twice
    expect(claimed).toBe(rows[0]!.runs); // one claim per period over both servers
  });

  it('loses nothing when one server is stopped (SIGTERM) in the middle of a burst of bets and withdrawals', async () => {
    const members = await Promise.all(Array.from({ length: 10 }, () => site.fundedMember(1_000)));
    const before = site.servers[0]!.child.pid;
    // Each member: one withdrawal (one may be pending at a time) and six bets, alternating between the servers.
    type Op = { member: (typeof members)[number]; kind: 'bet' | 'withdraw'; key: string; baht: number };
    const ops: Op[] = members.flatMap((member) => [
      { member, kind: 'withdraw' as const, key: randomUUID(), baht: 100 },
      ...Array.from({ length: 6 }, (_, n) => ({
        member,
        kind: 'bet' as const,
        key: `burst-${randomUUID()}`,
        baht: 5 + n,
      })),
    ]);
    const send = (i: number, op: Op): Promise<Envelope> =>
      op.kind === 'bet'
        ? site.seamless(i, 'bet', betBody(op.member.game, op.key, op.baht))
        : site.post(i, '/api/member/withdraw', { amount: op.baht, request_id: op.key }, op.member.bearer);

    const stream = await openStream(site.bases[0]!, members[0]!.token);
    await until(() => stream.events.includes('ready'), 5_000, 'the stream on server 0');

    const acknowledged: Op[] = [];
    let retried = 0;
    let next = 0;
    let stopped = false;
    const worker = async () => {
      for (let index = next++; index < ops.length; index = next++) {
        const op = ops[index]!;
        let answer: Envelope | null = await send(index, op).catch(() => null);
        if (!stopped && index >= ops.length / 2) {
          stopped = true;
          site.servers[0]!.child.kill('SIGTERM');
        }
        // Not acknowledged (the connection failed, or the stopping server answered 503): the same key elsewhere.
        if (answer === null || answer.status >= 500) {
          retried += 1;
          answer = await send(1, op);
        }
        expect(answer.error, `${op.kind} ${op.key}: ${answer.message}`).toBe(0);
        acknowledged.push(op);
      }
    };
    await Promise.all(Array.from({ length: 8 }, worker));
    const exit = await site.servers[0]!.exited;
    expect(exit.code).toBe(0); // drained and exited by itself, within server.ts's 10 s bound
    expect(acknowledged).toHaveLength(ops.length);

    // Its event stream was closed, so the page reconnects elsewhere.
    expect(stream.isClosed()).toBe(true);
    const again = await openStream(site.bases[1]!, members[0]!.token);
    await until(() => again.events.includes('ready'), 5_000, 'the stream on server 1');
    await again.close();

    // Exactly once: each member's balance is what every operation took, once each.
    for (const member of members) {
      const taken = ops.filter((op) => op.member === member).reduce((sum, op) => sum + op.baht * 100, 0);
      expect(await site.balance(member.id)).toBe(1_000_00 - taken);
    }
    const { rows } = await site.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM withdrawals WHERE member_id = ANY($1::bigint[])`,
      [members.map((member) => member.id)],
    );
    expect(rows[0]!.n).toBe(members.length);
    // The stopped server holds no claim: each was finished or given back.
    const held = await site.db.query(
      `SELECT job, period_key FROM job_runs WHERE owner LIKE $1 AND finished_at IS NULL AND lease_until > now()`,
      [`%:${before}:%`],
    );
    expect(held.rows).toEqual([]);
    expect(await checkLedger(site.db)).toEqual([]);
    console.log(`SIGTERM burst: ${ops.length} operations, ${retried} retried on the other server`);
  }, 60_000);

  it('runs an operator command (ledger:check) on the database beside the running server', async () => {
    const [node, ...script] = serverScript('cli/ledger-check');
    const { stdout } = await run(node, script, {
      env: { ...process.env, DATABASE_URL: site.database.url, LOG_LEVEL: 'silent' },
    });
    expect(stdout).toContain('ledger OK');
  });
});
