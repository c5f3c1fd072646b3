import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import {
  deliverNotification,
  settleSandboxOrder,
  signedHeaders,
} from '@server/payments/sandbox/sandbox-notify';
import { setSandboxMode } from '@server/payments/sandbox/sandbox-state';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import {
  anyIp,
  channelId,
  injectTransport,
  ledgerEntryCount,
  mainBalance,
  paymentMember,
  postNotification,
  sandboxSecret,
} from './payment-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const newQrOrder = async (token: string, amount: number) => {
  const qr = await channelId(app, token, 'promptpay_qr');
  return call(app, 'POST', '/api/member/payment/generate_qr', {
    headers: anyIp(),
    token,
    body: { channel_id: qr, amount },
  });
};

/** The notification the sandbox would send for an order, without sending it. */
const sandboxBody = async (ref: string, patch: Record<string, unknown> = {}) => {
  const { rows } = await app.db.query<{ id: string; amount: number }>(
    `SELECT id, amount FROM sandbox_orders WHERE merchant_ref = $1`,
    [ref],
  );
  const order = rows[0]!;
  return JSON.stringify({
    event_id: `evt_test_${ref}`,
    order_id: order.id,
    merchant_ref: ref,
    status: 'paid',
    amount: (order.amount / 100).toFixed(2),
    ...patch,
  });
};

describe('channels and info', () => {
  it('lists the agent channels with limits and availability', async () => {
    const member = await paymentMember(app);
    const answer = await call(app, 'GET', '/api/member/payment/channels', { token: member.token });
    expect(answer.error).toBe(0);
    expect(answer.data.map((c: { type: string }) => c.type)).toEqual([
      'promptpay_qr',
      'bank_transfer',
      'truemoney',
    ]);
    expect(answer.data[0]).toMatchObject({ min_amount: 100, max_amount: 50000, available: true });
  });

  it('answers a closed channel as unavailable and refuses orders on it', async () => {
    const member = await paymentMember(app);
    const tm = await channelId(app, member.token, 'truemoney');
    await app.db.query(
      `UPDATE payment_channels SET available = false, unavailable_reason = 'ปิดปรับปรุง' WHERE id = $1`,
      [tm],
    );
    const list = await call(app, 'GET', '/api/member/payment/channels', { token: member.token });
    expect(list.data.find((c: { id: number }) => c.id === tm)).toMatchObject({
      available: false,
      unavailable_reason: 'ปิดปรับปรุง',
    });
    const order = await call(app, 'POST', '/api/member/payment/generate_qr', {
      headers: anyIp(),
      token: member.token,
      body: { channel_id: tm, amount: 500 },
    });
    expect(order.error).toBe(5004);
    await app.db.query(`UPDATE payment_channels SET available = true WHERE id = $1`, [tm]);
  });

  it('uses an agent its own channels once it has any', async () => {
    const member = await paymentMember(app);
    const { rows } = await app.db.query<{ id: number }>(
      `INSERT INTO payment_channels (agent_id, type, name, min_satang, max_satang)
       SELECT id, 'bank_transfer', 'โอนเฉพาะเว็บนี้', 50000, 100000 FROM agents WHERE code = 'demo' RETURNING id`,
    );
    const list = await call(app, 'GET', '/api/member/payment/channels', { token: member.token });
    expect(list.data.map((c: { id: number }) => c.id)).toEqual([rows[0]!.id]);
    await app.db.query(`DELETE FROM payment_channels WHERE id = $1`, [rows[0]!.id]);
  });

  it('gives channel info with accounts, quick amounts and the notice', async () => {
    const member = await paymentMember(app);
    const bank = await channelId(app, member.token, 'bank_transfer');
    const info = await call(app, 'GET', '/api/member/payment/info', {
      token: member.token,
      query: { channel_id: String(bank) },
    });
    expect(info.error).toBe(0);
    expect(info.data.sub_channels.map((s: { bank_code: string }) => s.bank_code)).toEqual(['KBANK', 'SCB']);
    expect(info.data.quick_amounts).toEqual([100, 300, 500, 1000, 5000]);
    expect(info.data.notice.length).toBeGreaterThan(0);
    const unknown = await call(app, 'GET', '/api/member/payment/info', {
      token: member.token,
      query: { channel_id: '999999' },
    });
    expect(unknown.error).toBe(5001);
  });

  it('documents every payment call in the OpenAPI document', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    for (const path of [
      '/api/member/payment/channels',
      '/api/member/payment/info',
      '/api/member/payment/generate_qr',
      '/api/member/payment/qrcode_info',
      '/api/member/payment/inquiry_status',
      '/api/member/withdraw',
      '/api/member/withdraw/info',
      '/api/member/update_sub_bank_account',
      '/api/payment/notify/{provider}',
    ])
      expect(doc.paths[path], path).toBeTruthy();
  });

  it('refuses guests and dead tokens with 401', async () => {
    expect((await call(app, 'GET', '/api/member/payment/channels')).status).toBe(401);
    expect((await call(app, 'GET', '/api/member/payment/channels', { token: 'dead' })).status).toBe(401);
  });
});

describe('generate_qr refuses bad amounts and changes nothing', () => {
  it.each([
    [50, 5002],
    [50_001, 5002],
    [100.123, 3006],
    [-100, 3006],
    [0, 3006],
  ])('amount %s -> error %s', async (amount, code) => {
    const member = await paymentMember(app);
    const before = (await app.db.query(`SELECT count(*)::int AS n FROM deposit_orders`)).rows[0];
    const answer = await newQrOrder(member.token, amount);
    expect(answer.status).toBe(200);
    expect(answer.error).toBe(code);
    expect((await app.db.query(`SELECT count(*)::int AS n FROM deposit_orders`)).rows[0]).toEqual(before);
  });

  it('refuses a sixth open order of one member', async () => {
    const member = await paymentMember(app);
    for (let i = 0; i < 5; i++) expect((await newQrOrder(member.token, 100 + i)).error).toBe(0);
    const sixth = await newQrOrder(member.token, 200);
    expect([sixth.status, sixth.error]).toEqual([429, 1029]);
  });

  it('answers a non-number with 400 (no correct client sends one)', async () => {
    const member = await paymentMember(app);
    const qr = await channelId(app, member.token, 'promptpay_qr');
    const answer = await call(app, 'POST', '/api/member/payment/generate_qr', {
      headers: anyIp(),
      token: member.token,
      body: { channel_id: qr, amount: '100' },
    });
    expect(answer.status).toBe(400);
  });
});

describe('QR deposit through the sandbox', () => {
  it('credits the main wallet once when the sandbox marks the order paid', async () => {
    const member = await paymentMember(app);
    const order = await newQrOrder(member.token, 300);
    expect(order.data).toMatchObject({
      status: 'pending',
      amount: 300,
      pay_amount: 300,
      channel_type: 'promptpay_qr',
    });
    const info = await call(app, 'GET', '/api/member/payment/qrcode_info', {
      token: member.token,
      query: { order_id: order.data.order_id },
    });
    expect(info.data.qr_payload).toBe(order.data.qr_payload);

    const eventId = await settleSandboxOrder(app.db, order.data.order_id, 'paid');
    expect(await deliverNotification(app.db, eventId, injectTransport(app), { pauseMs: 1 })).toBe(true);
    expect(await mainBalance(app, member.id)).toBe(30_000);
    // The sandbox retrying the same event changes nothing.
    expect(await deliverNotification(app.db, eventId, injectTransport(app), { pauseMs: 1 })).toBe(true);
    expect(await mainBalance(app, member.id)).toBe(30_000);

    const status = await call(app, 'GET', '/api/member/payment/inquiry_status', {
      token: member.token,
      query: { order_id: order.data.order_id },
    });
    expect(status.data).toMatchObject({ status: 'paid', credited: true, amount: 300 });
  });

  it('applies 20 copies of one notification delivered at once as one credit', async () => {
    const member = await paymentMember(app);
    const order = await newQrOrder(member.token, 1000);
    await app.db.query(`UPDATE sandbox_orders SET status = 'paid' WHERE merchant_ref = $1`, [
      order.data.order_id,
    ]);
    const body = await sandboxBody(order.data.order_id);
    const answers = await Promise.all(Array.from({ length: 20 }, () => postNotification(app, body)));
    expect(answers.every((answer) => answer.status === 200 && answer.error === 0)).toBe(true);
    expect(answers.filter((answer) => answer.data.outcome === 'credited')).toHaveLength(1);
    expect(await mainBalance(app, member.id)).toBe(100_000);
    expect(await ledgerEntryCount(app, member.id)).toBe(1);
  });

  it('credits distinct events for one order once', async () => {
    const member = await paymentMember(app);
    const order = await newQrOrder(member.token, 200);
    await app.db.query(`UPDATE sandbox_orders SET status = 'paid' WHERE merchant_ref = $1`, [
      order.data.order_id,
    ]);
    const first = await postNotification(app, await sandboxBody(order.data.order_id, { event_id: 'evt_a' }));
    const second = await postNotification(app, await sandboxBody(order.data.order_id, { event_id: 'evt_b' }));
    expect([first.data.outcome, second.data.outcome]).toEqual(['credited', 'already_paid']);
    expect(await mainBalance(app, member.id)).toBe(20_000);
  });

  it('answers the poll from the database when the notification came first, even with the provider down', async () => {
    const member = await paymentMember(app);
    const order = await newQrOrder(member.token, 500);
    await app.db.query(`UPDATE sandbox_orders SET status = 'paid' WHERE merchant_ref = $1`, [
      order.data.order_id,
    ]);
    await postNotification(app, await sandboxBody(order.data.order_id));
    await setSandboxMode(app.db, 'down');
    try {
      const status = await call(app, 'GET', '/api/member/payment/inquiry_status', {
        token: member.token,
        query: { order_id: order.data.order_id },
      });
      expect(status.data).toMatchObject({ status: 'paid', credited: true });
    } finally {
      await setSandboxMode(app.db, 'ok');
    }
    expect(await mainBalance(app, member.id)).toBe(50_000);
  });

  it('credits through the status inquiry when the notification is lost, once', async () => {
    const member = await paymentMember(app);
    const order = await newQrOrder(member.token, 400);
    const eventId = await settleSandboxOrder(app.db, order.data.order_id, 'paid'); // never delivered
    const query = { order_id: order.data.order_id };
    const first = await call(app, 'GET', '/api/member/payment/inquiry_status', {
      token: member.token,
      query,
    });
    const again = await call(app, 'GET', '/api/member/payment/inquiry_status', {
      token: member.token,
      query,
    });
    expect(first.data.credited && again.data.credited).toBe(true);
    await deliverNotification(app.db, eventId, injectTransport(app), { pauseMs: 1 });
    expect(await mainBalance(app, member.id)).toBe(40_000);
    expect(await ledgerEntryCount(app, member.id)).toBe(1);
  });

  it('closes the order when the sandbox marks it failed, and a late paid for it still credits once', async () => {
    const member = await paymentMember(app);
    const order = await newQrOrder(member.token, 150);
    const failed = await settleSandboxOrder(app.db, order.data.order_id, 'failed');
    await deliverNotification(app.db, failed, injectTransport(app), { pauseMs: 1 });
    const query = { order_id: order.data.order_id };
    expect(
      (await call(app, 'GET', '/api/member/payment/inquiry_status', { token: member.token, query })).data
        .status,
    ).toBe('failed');
    expect(await mainBalance(app, member.id)).toBe(0);
    // Money that really arrived later (the provider says paid) is credited, once.
    const late = await sandboxBody(order.data.order_id, { event_id: 'evt_late', status: 'paid' });
    expect((await postNotification(app, late)).data.outcome).toBe('credited');
    expect((await postNotification(app, late)).data.outcome).toBe('duplicate');
    expect(await mainBalance(app, member.id)).toBe(15_000);
  });

  it('shows an expired order as expired and the sandbox refuses to pay it', async () => {
    const member = await paymentMember(app);
    const order = await newQrOrder(member.token, 120);
    await app.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 second' WHERE ref = $1`, [
      order.data.order_id,
    ]);
    await app.db.query(
      `UPDATE sandbox_orders SET expires_at = now() - interval '1 second' WHERE merchant_ref = $1`,
      [order.data.order_id],
    );
    const status = await call(app, 'GET', '/api/member/payment/inquiry_status', {
      token: member.token,
      query: { order_id: order.data.order_id },
    });
    expect(status.data).toMatchObject({ status: 'expired', credited: false, seconds_left: 0 });
    await expect(settleSandboxOrder(app.db, order.data.order_id, 'paid')).rejects.toThrow(/not open/);
  });

  it("does not show or poll someone else's order", async () => {
    const owner = await paymentMember(app);
    const other = await paymentMember(app);
    const order = await newQrOrder(owner.token, 100);
    for (const url of ['/api/member/payment/qrcode_info', '/api/member/payment/inquiry_status']) {
      const answer = await call(app, 'GET', url, {
        token: other.token,
        query: { order_id: order.data.order_id },
      });
      expect(answer.error).toBe(5005);
    }
  });
});

describe('notifications that are refused change nothing', () => {
  const setup = async () => {
    const member = await paymentMember(app);
    const order = await newQrOrder(member.token, 700);
    await app.db.query(`UPDATE sandbox_orders SET status = 'paid' WHERE merchant_ref = $1`, [
      order.data.order_id,
    ]);
    return { member, ref: order.data.order_id as string };
  };
  const unchanged = async (memberId: number, ref: string) => {
    expect(await mainBalance(app, memberId)).toBe(0);
    const { rows } = await app.db.query(`SELECT status FROM deposit_orders WHERE ref = $1`, [ref]);
    expect(rows[0]).toEqual({ status: 'pending' });
  };

  it('a bad signature', async () => {
    const { member, ref } = await setup();
    const body = await sandboxBody(ref);
    const answer = await postNotification(
      app,
      body,
      signedHeaders('not-the-secret-not-the-secret-123', body),
    );
    expect([answer.status, answer.error]).toEqual([401, 5010]);
    const unsigned = await postNotification(app, body, {});
    expect(unsigned.error).toBe(5010);
    await unchanged(member.id, ref);
  });

  it('a body changed after signing', async () => {
    const { member, ref } = await setup();
    const secret = await sandboxSecret(app);
    const headers = signedHeaders(secret, await sandboxBody(ref));
    const answer = await postNotification(app, await sandboxBody(ref, { amount: '7000.00' }), headers);
    expect(answer.error).toBe(5010);
    await unchanged(member.id, ref);
  });

  it('an old timestamp (replay window)', async () => {
    const { member, ref } = await setup();
    const body = await sandboxBody(ref);
    const old = Math.floor(Date.now() / 1000) - 301;
    const answer = await postNotification(app, body, signedHeaders(await sandboxSecret(app), body, old));
    expect([answer.status, answer.error]).toEqual([401, 5011]);
    await unchanged(member.id, ref);
  });

  it('an unknown order', async () => {
    const { member, ref } = await setup();
    const answer = await postNotification(app, await sandboxBody(ref, { merchant_ref: 'DZZZZZZZZZZ' }));
    expect(answer.error).toBe(5005);
    await unchanged(member.id, ref);
  });

  it('a changed amount, correctly signed', async () => {
    const { member, ref } = await setup();
    const answer = await postNotification(app, await sandboxBody(ref, { amount: '7000.00' }));
    expect(answer.error).toBe(5013);
    await unchanged(member.id, ref);
    // The refused event was not recorded: the true notification with the same event id still applies.
    expect((await postNotification(app, await sandboxBody(ref))).data.outcome).toBe('credited');
  });

  it('an unknown provider and a body that is not JSON', async () => {
    const answer = await app.inject({
      method: 'POST',
      url: '/api/payment/notify/nobody',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(answer.json().error).toBe(5012);
    const broken = await postNotification(app, '{not json');
    expect(broken.error).toBe(5010);
  });
});

describe('the provider down or slow', () => {
  it('refuses a new QR with a Thai message, and a retry works once it is back', async () => {
    const member = await paymentMember(app);
    await setSandboxMode(app.db, 'down');
    try {
      const answer = await newQrOrder(member.token, 100);
      expect(answer.error).toBe(5003);
      expect(answer.message).toMatch(/ขัดข้อง/);
    } finally {
      await setSandboxMode(app.db, 'ok');
    }
    expect((await newQrOrder(member.token, 100)).error).toBe(0);
  });

  it('treats a slow provider as down after the configured time limit', async () => {
    const quick = await createTestApp({ PAYMENT_PROVIDER_TIMEOUT_MS: '200' });
    try {
      const member = await paymentMember(quick);
      await setSandboxMode(quick.db, 'slow');
      const qr = await channelId(quick, member.token, 'promptpay_qr');
      const body = { channel_id: qr, amount: 100 };
      const answer = await call(quick, 'POST', '/api/member/payment/generate_qr', {
        headers: anyIp(),
        token: member.token,
        body,
      });
      expect(answer.error).toBe(5003);
    } finally {
      await quick.close();
    }
  });

  it('answers a poll with the provider down as a retryable refusal, never a credit', async () => {
    const member = await paymentMember(app);
    const order = await newQrOrder(member.token, 100);
    await setSandboxMode(app.db, 'down');
    try {
      const status = await call(app, 'GET', '/api/member/payment/inquiry_status', {
        token: member.token,
        query: { order_id: order.data.order_id },
      });
      expect(status.error).toBe(5003);
      expect(status.data).toMatchObject({ status: 'pending', credited: false });
    } finally {
      await setSandboxMode(app.db, 'ok');
    }
  });

  it('retries delivery while the platform refuses, and stops at the first acknowledgement', async () => {
    const member = await paymentMember(app);
    const order = await newQrOrder(member.token, 100);
    const eventId = await settleSandboxOrder(app.db, order.data.order_id, 'paid');
    let calls = 0;
    const flaky = injectTransport(app);
    const ok = await deliverNotification(
      app.db,
      eventId,
      async (body, headers) => (++calls < 3 ? { status: 503, error: null } : flaky(body, headers)),
      { pauseMs: 1 },
    );
    expect(ok).toBe(true);
    expect(calls).toBe(3);
    const { rows } = await app.db.query(
      `SELECT attempts, delivered_at IS NOT NULL AS done FROM sandbox_notifications WHERE event_id = $1`,
      [eventId],
    );
    expect(rows[0]).toEqual({ attempts: 3, done: true });
    expect(await mainBalance(app, member.id)).toBe(10_000);
  });
});
