import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '@server/app';
import { loadConfig } from '@server/config';
import { serverScript } from '@tests/server/helpers/spawn-node';
import { call, createTestApp, testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';
import { anyIp, channelId, mainBalance, paymentMember } from './payment-helpers';

const run = promisify(execFile);

/** The app listening on a real port: the sandbox delivers its notifications over HTTP, as in production. */
let app: FastifyInstance;
let base: string;
/** The tester token this database generated (no SANDBOX_CONTROL_TOKEN is set for this app). */
let tester: string;
beforeAll(async () => {
  app = await createTestApp();
  base = await app.listen({ host: '127.0.0.1', port: 0 });
  const { rows } = await app.db.query<{ value: string }>(
    `SELECT value FROM server_secrets WHERE name = 'sandbox_control'`,
  );
  tester = rows[0]!.value;
});
afterAll(async () => app.close());

const control = (url: string, body?: unknown, token: string | null = tester) =>
  call(app, 'POST', url, { body, headers: token === null ? {} : { 'x-sandbox-token': token } });

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
    const answer = await control(`/api/payment/sandbox/orders/${order.order_id}/paid`);
    expect(answer.data.delivered).toBe(true);
    expect(await mainBalance(app, member.id)).toBe(10_000);
    const again = await control(`/api/payment/sandbox/orders/${order.order_id}/paid`);
    expect(again.error).toBe(5005); // the sandbox has nothing open to pay
    expect(await mainBalance(app, member.id)).toBe(10_000);
  });

  it('works from the command line: npm run payment:sandbox -- paid <order>', async () => {
    const member = await paymentMember(app);
    const order = await qrOrder(member.token, 250);
    const [node, ...script] = serverScript('cli/payment-sandbox');
    const { stdout } = await run(node, [...script, 'paid', order.order_id, '--url', base], {
      env: { ...process.env, SANDBOX_CONTROL_TOKEN: tester },
    });
    expect(stdout).toContain('delivered');
    expect(await mainBalance(app, member.id)).toBe(25_000);
  }, 60_000);

  it('the command line without the tester token is refused and changes nothing', async () => {
    const member = await paymentMember(app);
    const order = await qrOrder(member.token, 260);
    const env = { ...process.env };
    delete env.SANDBOX_CONTROL_TOKEN;
    const [node, ...script] = serverScript('cli/payment-sandbox');
    const refused = run(node, [...script, 'paid', order.order_id, '--url', base], { env });
    await expect(refused).rejects.toMatchObject({ stderr: expect.stringContaining('5090') });
    expect(await mainBalance(app, member.id)).toBe(0);
  }, 60_000);

  it('has a page where a tester pays an order, like a bank app', async () => {
    const member = await paymentMember(app);
    const order = await qrOrder(member.token, 120);
    const url = `/api/payment/sandbox/pay/${order.order_id}`;
    const shown = await app.inject({ method: 'GET', url, query: { token: tester } });
    expect(shown.headers['content-type']).toContain('text/html');
    expect(shown.body).toContain('120.00');
    // The form carries the token on to the button's request.
    expect(shown.body).toContain(`name="token" value="${tester}"`);
    const paid = await app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `outcome=paid&token=${encodeURIComponent(tester)}`,
    });
    expect(paid.body).toContain('ถึงระบบแล้ว');
    expect(await mainBalance(app, member.id)).toBe(12_000);
  });

  it('switches the sandbox down and back', async () => {
    const member = await paymentMember(app);
    await control('/api/payment/sandbox/mode', { mode: 'down' });
    const qr = await channelId(app, member.token, 'promptpay_qr');
    const down = await call(app, 'POST', '/api/member/payment/generate_qr', {
      headers: anyIp(),
      token: member.token,
      body: { channel_id: qr, amount: 100 },
    });
    expect(down.error).toBe(5003);
    await control('/api/payment/sandbox/mode', { mode: 'ok' });
    expect((await qrOrder(member.token, 100)).status).toBe('pending');
  });
});

describe('the tester token', () => {
  it('refuses every control without it or with a wrong one, and changes nothing', async () => {
    const member = await paymentMember(app);
    const order = await qrOrder(member.token, 100);
    const paidUrl = `/api/payment/sandbox/orders/${order.order_id}/paid`;
    for (const token of [null, '', 'x'.repeat(43), `${tester}x`]) {
      expect(await control(paidUrl, undefined, token)).toMatchObject({ status: 401, error: 5090 });
      expect(await control('/api/payment/sandbox/mode', { mode: 'down' }, token)).toMatchObject({
        status: 401,
      });
      expect((await control('/api/payment/sandbox/redeliver', undefined, token)).status).toBe(401);
    }
    const page = `/api/payment/sandbox/pay/${order.order_id}`;
    expect((await app.inject({ method: 'GET', url: page })).statusCode).toBe(401);
    const post = await app.inject({
      method: 'POST',
      url: page,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'outcome=paid&token=guess',
    });
    expect(post.statusCode).toBe(401);
    expect(await mainBalance(app, member.id)).toBe(0);
    // The sandbox stayed up and the order is still open: the right token pays it.
    expect((await qrOrder(member.token, 100)).status).toBe('pending');
    expect((await control(paidUrl, undefined, `Bearer ${tester}`)).status).toBe(401);
    const bearer = await call(app, 'POST', paidUrl, { headers: { authorization: `Bearer ${tester}` } });
    expect(bearer.data.delivered).toBe(true);
  });

  it('is printed at start when generated, and never when the operator chose it', async () => {
    const start = async (overrides: Record<string, string>) => {
      const lines: string[] = [];
      const started = await buildApp({
        config: testConfig({ LOG_LEVEL: 'warn', ...overrides }),
        db: await openTestDb(),
        ownsDb: true,
        logger: { level: 'warn', stream: { write: (line: string) => lines.push(line) } },
      });
      const { rows } = await started.db.query<{ value: string }>(
        `SELECT value FROM server_secrets WHERE name = 'sandbox_control'`,
      );
      await started.close();
      return { lines: lines.join(''), generated: rows[0]?.value ?? null };
    };
    const generated = await start({});
    expect(generated.generated).not.toBeNull();
    expect(generated.lines).toContain(`the tester token ${generated.generated}`);
    const chosen = 'tester-token-chosen-by-the-operator-9876543210';
    expect((await start({ SANDBOX_CONTROL_TOKEN: chosen })).lines).not.toContain(chosen);
  });

  it('is SANDBOX_CONTROL_TOKEN when set', async () => {
    const chosen = 'tester-token-chosen-by-the-operator-0123456789';
    const own = await createTestApp({ SANDBOX_CONTROL_TOKEN: chosen });
    try {
      const mode = (token: string) =>
        call(own, 'POST', '/api/payment/sandbox/mode', {
          body: { mode: 'ok' },
          headers: { 'x-sandbox-token': token },
        });
      expect((await mode(chosen)).error).toBe(0);
      expect((await mode('x'.repeat(46))).status).toBe(401);
    } finally {
      await own.close();
    }
  });
});

describe('in production', () => {
  const production = (env: Record<string, string>) => () =>
    loadConfig({ NODE_ENV: 'production', LOG_LEVEL: 'silent', ...env });

  it('refuses to start with the sandbox controls or the LIFF mock unless it is a test deployment', () => {
    expect(production({ PAYMENT_SANDBOX_CONTROL: 'on' })).toThrow(
      /PAYMENT_SANDBOX_CONTROL=on.*TEST_DEPLOYMENT=yes/,
    );
    expect(production({ LIFF_MOCK: 'on' })).toThrow(/LIFF_MOCK=on.*TEST_DEPLOYMENT=yes/);
    expect(
      production({ PAYMENT_SANDBOX_CONTROL: 'on', TEST_DEPLOYMENT: 'yes' })().PAYMENT_SANDBOX_CONTROL,
    ).toBe('on');
    expect(production({ LIFF_MOCK: 'on', TEST_DEPLOYMENT: 'yes' })().LIFF_MOCK).toBe('on');
    expect(production({})().LIFF_MOCK).toBe('off');
  });

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
