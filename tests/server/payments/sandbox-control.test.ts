import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { anyIp, channelId, mainBalance, paymentMember } from './payment-helpers';

const run = promisify(execFile);

/** The app listening on a real port: the sandbox delivers its notifications over HTTP, as in production. */
let app: FastifyInstance;
let base: string;
beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => app.close());

const qrOrder = async (token: string, amount: number) => {
  const qr = await channelId(app, token, 'promptpay_qr');
  return (
    await call(app, 'POST', '/api/member/payment/generate_qr', {
      headers: anyIp(),
      token,
      body: { channel_id: qr, amount },
    })
  ).data;
};

describe('sandbox tester controls', () => {
  it('marks an order paid and delivers the signed notification over HTTP', async () => {
    const member = await paymentMember(app);
    const order = await qrOrder(member.token, 100);
    const answer = await call(app, 'POST', `/api/payment/sandbox/orders/${order.order_id}/paid`);
    expect(answer.data.delivered).toBe(true);
    expect(await mainBalance(app, member.id)).toBe(10_000);
    const again = await call(app, 'POST', `/api/payment/sandbox/orders/${order.order_id}/paid`);
    expect(again.error).toBe(5005); // the sandbox has nothing open to pay
    expect(await mainBalance(app, member.id)).toBe(10_000);
  });

  it('works from the command line: npm run payment:sandbox -- paid <order>', async () => {
    const member = await paymentMember(app);
    const order = await qrOrder(member.token, 250);
    const { stdout } = await run(
      'npx',
      ['tsx', 'server/src/cli/payment-sandbox.ts', 'paid', order.order_id, '--url', base],
      {
        env: { ...process.env },
      },
    );
    expect(stdout).toContain('delivered');
    expect(await mainBalance(app, member.id)).toBe(25_000);
  }, 60_000);

  it('has a page where a tester pays an order, like a bank app', async () => {
    const member = await paymentMember(app);
    const order = await qrOrder(member.token, 120);
    const url = `/api/payment/sandbox/pay/${order.order_id}`;
    const shown = await app.inject({ method: 'GET', url });
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('120.00');
    const paid = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid',
    });
    expect(paid.body).toContain('ถึงระบบแล้ว');
    expect(await mainBalance(app, member.id)).toBe(12_000);
  });

  it('switches the sandbox down and back', async () => {
    const member = await paymentMember(app);
    await call(app, 'POST', '/api/payment/sandbox/mode', { body: { mode: 'down' } });
    const qr = await channelId(app, member.token, 'promptpay_qr');
    const down = await call(app, 'POST', '/api/member/payment/generate_qr', {
      headers: anyIp(),
      token: member.token,
      body: { channel_id: qr, amount: 100 },
    });
    expect(down.error).toBe(5003);
    await call(app, 'POST', '/api/payment/sandbox/mode', { body: { mode: 'ok' } });
    expect((await qrOrder(member.token, 100)).status).toBe('pending');
  });
});

describe('in production', () => {
  it('has no sandbox controls unless asked for', async () => {
    const production = await createTestApp({ NODE_ENV: 'production' });
    try {
      const answer = await call(production, 'POST', '/api/payment/sandbox/mode', { body: { mode: 'down' } });
      expect(answer.status).toBe(404);
    } finally {
      await production.close();
    }
  });
});
