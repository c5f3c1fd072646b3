import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import type { Db } from '@server/db/db';
import type { SessionMember } from '@server/plugins/auth';
import { createDepositOrder } from '@server/payments/deposit-orders';
import { offsetPool } from '@server/payments/transfer-amounts';
import { fromIp, randomIp } from '@tests/server/account/account-helpers';
import { extraPools, onPostgres, rejections } from '@tests/server/helpers/extra-pools';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { channelId, paymentMember } from './payment-helpers';

let app: FastifyInstance;
let dbs: Db[] = [];
beforeAll(async () => {
  app = await createTestApp();
  dbs = onPostgres ? await extraPools(app) : [app.db];
});
afterAll(async () => {
  await Promise.all(dbs.slice(1).map((db) => db.close()));
  await app.close();
});

type Member = Awaited<ReturnType<typeof paymentMember>>;

const order = (member: Member, body: Record<string, unknown>, ip = randomIp()) =>
  call(app, 'POST', '/api/member/payment/generate_qr', { token: member.token, body, headers: fromIp(ip) });

const transferBody = async (member: Member, amount: number) => {
  const channel = await channelId(app, member.token, 'bank_transfer');
  const info = await call(app, 'GET', '/api/member/payment/info', {
    token: member.token,
    query: { channel_id: String(channel) },
  });
  return { channel_id: channel, sub_channel_id: info.data.sub_channels[0].id as number, amount };
};

const orderCount = async (memberId: number) =>
  (
    await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM deposit_orders WHERE member_id = $1`, [
      memberId,
    ])
  ).rows[0]!.n;

const sessionMember = async (member: Member): Promise<SessionMember> => ({
  id: member.id,
  agentId: (await app.db.query<{ id: number }>(`SELECT id FROM agents WHERE code = 'demo'`)).rows[0]!.id,
  agentCode: 'demo',
  username: member.phone,
  sessionId: 0,
});

describe('bank-transfer orders hold few unique amounts per member', () => {
  it('widens the pool of pay amounts with the amount: 1 %, between 0.99 and 9.99 baht', () => {
    expect(offsetPool(satang(5_000))).toBe(99);
    expect(offsetPool(satang(10_000))).toBe(100);
    expect(offsetPool(satang(50_000))).toBe(500);
    expect(offsetPool(satang(5_000_000))).toBe(999);
  });

  it('answers the open order again for the same amount into the same account, taking no new amount', async () => {
    const member = await paymentMember(app);
    const body = await transferBody(member, 100);
    const first = await order(member, body);
    const again = await order(member, body);
    expect(first.error).toBe(0);
    expect(again.data).toMatchObject({ order_id: first.data.order_id, pay_amount: first.data.pay_amount });
    expect(await orderCount(member.id)).toBe(1);
  });

  it('refuses a third open transfer order with Thai text saying when to try again, creating nothing', async () => {
    const member = await paymentMember(app);
    expect((await order(member, await transferBody(member, 100))).error).toBe(0);
    expect((await order(member, await transferBody(member, 200))).error).toBe(0);
    const third = await order(member, await transferBody(member, 300));
    expect([third.status, third.error]).toEqual([200, 5008]);
    expect(third.message).toMatch(/ลองใหม่|หลังเวลา/);
    expect(third.message).toMatch(/\d{2}:\d{2} น\./);
    expect(await orderCount(member.id)).toBe(2);
    // A QR order holds no unique amount: still allowed.
    const qr = await channelId(app, member.token, 'promptpay_qr');
    expect((await order(member, { channel_id: qr, amount: 300 })).error).toBe(0);
  });

  it('shortens the allowance by each transfer order left unpaid lately', async () => {
    const member = await paymentMember(app);
    const first = await order(member, await transferBody(member, 100));
    const second = await order(member, await transferBody(member, 200));
    await app.db.query(
      `UPDATE deposit_orders SET expires_at = now() - interval '1 minute' WHERE ref = ANY($1::text[])`,
      [[first.data.order_id, second.data.order_id]],
    );
    // Two unpaid in the last hours: no transfer order until the first of them is old enough.
    const refused = await order(member, await transferBody(member, 300));
    expect(refused.error).toBe(5008);
    await app.db.query(
      `UPDATE deposit_orders SET expires_at = now() - interval '4 hours', created_at = now() - interval '4 hours'
        WHERE ref = $1`,
      [first.data.order_id],
    );
    expect((await order(member, await transferBody(member, 300))).error).toBe(0);
  });

  it('leaves a real member an amount after 20 accounts ask for 100 baht five times each', async () => {
    const members = await Promise.all(Array.from({ length: 20 }, () => paymentMember(app)));
    for (const member of members) {
      const body = await transferBody(member, 100);
      for (let i = 0; i < 5; i++) await order(member, body);
    }
    const real = await paymentMember(app);
    const answer = await order(real, await transferBody(real, 100));
    expect(answer.error).toBe(0);
    expect(answer.data.pay_amount).toBeGreaterThan(100);
  });
});

describe('deposit orders per address and per member', () => {
  it('refuses the 21st order in an hour from one address with 429, creating nothing', async () => {
    const ip = randomIp();
    const members = await Promise.all(Array.from({ length: 5 }, () => paymentMember(app)));
    const qr = await channelId(app, members[0]!.token, 'promptpay_qr');
    for (let i = 0; i < 20; i++)
      expect((await order(members[i % 5]!, { channel_id: qr, amount: 100 + i }, ip)).error).toBe(0);
    const refused = await order(members[0]!, { channel_id: qr, amount: 500 }, ip);
    expect([refused.status, refused.error]).toEqual([429, 1029]);
    expect(await orderCount(members[0]!.id)).toBe(4);
  });

  it('refuses the 11th order in an hour of one member, even from fresh addresses', async () => {
    const member = await paymentMember(app);
    const qr = await channelId(app, member.token, 'promptpay_qr');
    for (let i = 0; i < 10; i++) {
      expect((await order(member, { channel_id: qr, amount: 100 + i })).error).toBe(0);
      // Paid or closed orders free the open-order limit, not the hourly one.
      await app.db.query(`UPDATE deposit_orders SET status = 'failed' WHERE member_id = $1`, [member.id]);
    }
    const refused = await order(member, { channel_id: qr, amount: 500 });
    expect([refused.status, refused.error]).toEqual([429, 1029]);
  });
});

describe.skipIf(!onPostgres)('the open-order limit under concurrency (PostgreSQL only)', () => {
  it('24 parallel QR orders of one member over four pools open exactly 5', async () => {
    const member = await paymentMember(app);
    const who = await sessionMember(member);
    const qr = await channelId(app, member.token, 'promptpay_qr');
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, (_, i) =>
        createDepositOrder(dbs[i % dbs.length]!, who, { channel_id: qr, amount: 100 + i }, 5000, randomIp()),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    expect(rejections(results)).toEqual(Array(19).fill('RATE_LIMITED'));
    expect(await orderCount(member.id)).toBe(5);
  });

  it('24 parallel transfer orders of one member over four pools open exactly 2, each its own amount', async () => {
    const member = await paymentMember(app);
    const who = await sessionMember(member);
    const results = await Promise.allSettled(
      Array.from({ length: 24 }, async (_, i) =>
        createDepositOrder(dbs[i % dbs.length]!, who, await transferBody(member, 100 + i), 5000, randomIp()),
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2);
    expect(rejections(results)).toEqual(Array(22).fill('PAYMENT_TRANSFER_ORDERS_LIMIT'));
    expect(await orderCount(member.id)).toBe(2);
  });

  it('24 members racing for 100-baht transfer orders into one account all get distinct amounts', async () => {
    const members = await Promise.all(Array.from({ length: 24 }, () => paymentMember(app)));
    const results = await Promise.all(
      members.map(async (member, i) =>
        createDepositOrder(
          dbs[i % dbs.length]!,
          await sessionMember(member),
          await transferBody(member, 100),
          5000,
          randomIp(),
        ),
      ),
    );
    expect(new Set(results.map((r) => r.pay_amount)).size).toBe(24);
  });
});
