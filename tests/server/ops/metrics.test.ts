import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { transfer } from '@server/ledger';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { credit, key, memberWithWallet } from '@tests/server/ledger/ledger-helpers';
import { autocommit } from '@server/db/db';

const TOKEN = 'metrics-token-for-tests-0123456789';

let app: FastifyInstance;
let closed: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ METRICS_TOKEN: TOKEN });
  closed = await createTestApp();
});
afterAll(async () => {
  await app.close();
  await closed.close();
});

const scrape = async (target = app, authorization = `Bearer ${TOKEN}`) =>
  target.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The value of one series in Prometheus text (0 when absent). */
const valueOf = (text: string, series: string) => {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('Prometheus metrics at /metrics', () => {
  it('is not public: 404 without the token, with a wrong one, and when no token is configured', async () => {
    const anonymous = await app.inject({ method: 'GET', url: '/metrics' });
    expect(anonymous.statusCode).toBe(404);
    expect(anonymous.json()).toMatchObject({ error: 1004 });
    expect((await scrape(app, `Bearer ${TOKEN.slice(0, -1)}x`)).statusCode).toBe(404);
    expect((await scrape(app, TOKEN)).statusCode).toBe(404);
    expect((await scrape(closed)).statusCode).toBe(404);
    const open = await scrape();
    expect(open.statusCode).toBe(200);
    expect(open.headers['content-type']).toContain('text/plain');
  });

  it('counts a request in its route pattern, not its raw URL', async () => {
    const m = await memberWithWallet(app);
    const series = 'http_request_duration_seconds_count{method="GET",route="/api/member/statement"}';
    const ok = 'http_requests_total{method="GET",route="/api/member/statement",status="200"}';
    // The registry is the process's: other test files in this worker may have counted requests already.
    const earlier = (await scrape()).body;
    const answer = await call(app, 'GET', '/api/member/statement', {
      token: m.token,
      query: { wallet_id: String(m.walletId) },
    });
    expect(answer.status).toBe(200);
    const text = (await scrape()).body;
    expect(valueOf(text, series)).toBe(valueOf(earlier, series) + 1);
    expect(valueOf(text, ok)).toBe(valueOf(earlier, ok) + 1);
    expect(text).not.toContain(`wallet_id=${m.walletId}`);
    expect(text).toContain(
      'http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/member/statement"}',
    );
  });

  it('counts ledger operations and refusals', async () => {
    const m = await memberWithWallet(app);
    const count = (text: string, outcome: string) =>
      valueOf(text, `ledger_operations_total{statement="ledger_apply",outcome="${outcome}"}`) +
      valueOf(text, `ledger_operations_total{statement="ledger_apply_batch",outcome="${outcome}"}`);
    const before = (await scrape()).body;
    await credit(app.db, m.id, 10);
    await expect(
      transfer(autocommit(app.db), {
        key: key('too-much'),
        from: { walletId: m.walletId },
        to: { house: 'game:metrics' },
        amount: toSatang(50),
        kind: 'bet',
        description: 'เดิมพัน',
      }),
    ).rejects.toMatchObject({ reason: 'INSUFFICIENT_FUNDS' });
    const after = (await scrape()).body;
    expect(count(after, 'ok')).toBe(count(before, 'ok') + 1);
    expect(count(after, 'refused')).toBe(count(before, 'refused') + 1);
  });

  it('counts payment notifications by provider, and shows the pool on PostgreSQL', async () => {
    await app.inject({ method: 'POST', url: '/api/payment/notify/sandbox', payload: { nothing: true } });
    const text = (await scrape()).body;
    expect(text).toMatch(/payment_notifications_total\{provider="sandbox",status="\d+"\} [1-9]/);
    if (app.db.kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="total"\} [1-9]/);
  });
});
