import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { recordIncomingTransfer, resolveTransfer } from '@server/payments/incoming-transfers';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { anyIp, channelId, mainBalance, paymentMember } from './payment-helpers';

let app: FastifyInstance;
let agentId: number;
beforeAll(async () => {
  app = await createTestApp();
  agentId = (await app.db.query<{ id: number }>(`SELECT id FROM agents WHERE code = 'demo'`)).rows[0]!.id;
});
afterAll(async () => app.close());

const transferOrder = async (token: string, amount: number, type = 'bank_transfer') => {
  const channel = await channelId(app, token, type);
  const info = await call(app, 'GET', '/api/member/payment/info', {
    token,
    query: { channel_id: String(channel) },
  });
  const account = info.data.sub_channels[0];
  const order = await call(app, 'POST', '/api/member/payment/generate_qr', {
    headers: anyIp(),
    token,
    body: { channel_id: channel, sub_channel_id: account.id, amount },
  });
  return { order: order.data, account, answer: order };
};

let external = 0;
type IncomingFields = Omit<Partial<Parameters<typeof recordIncomingTransfer>[1]>, 'amount'> & {
  subChannelId: number;
  amount: number;
};
const incoming = (fields: IncomingFields) =>
  recordIncomingTransfer(app.db, {
    agentId,
    source: 'operator',
    externalId: `tx-${Date.now()}-${++external}`,
    channelType: 'bank_transfer',
    ...fields,
    amount: satang(fields.amount),
  });

describe('bank transfer deposit', () => {
  it('shows the agent account and an exact amount a few satang above the asked one', async () => {
    const member = await paymentMember(app);
    const { order, account } = await transferOrder(member.token, 500);
    expect(order.qr_image).toBe('');
    expect(order.account).toMatchObject({
      bank_code: account.bank_code,
      account_number: account.account_number,
    });
    expect(order.pay_amount).toBeGreaterThan(500);
    expect(order.pay_amount).toBeLessThanOrEqual(505); // 1 % of the amount at most (offsetPool)
  });

  it('never gives two open orders into one account the same amount', async () => {
    const amounts = new Set<number>();
    for (let i = 0; i < 15; i++) {
      const member = await paymentMember(app);
      amounts.add((await transferOrder(member.token, 1000)).order.pay_amount);
    }
    expect(amounts.size).toBe(15);
  });

  it('matches an incoming transfer by its exact amount and credits what was paid, once', async () => {
    const member = await paymentMember(app);
    const { order, account } = await transferOrder(member.token, 300);
    const amount = Math.round(order.pay_amount * 100);
    const result = await incoming({ subChannelId: account.id, amount, externalId: 'bank-ref-1' });
    expect(result).toMatchObject({ status: 'matched', orderRef: order.order_id, memberId: member.id });
    expect(await mainBalance(app, member.id)).toBe(amount);
    const again = await incoming({ subChannelId: account.id, amount, externalId: 'bank-ref-1' });
    expect(again.replayed).toBe(true);
    expect(await mainBalance(app, member.id)).toBe(amount);
    const status = await call(app, 'GET', '/api/member/payment/inquiry_status', {
      token: member.token,
      query: { order_id: order.order_id },
    });
    expect(status.data).toMatchObject({ status: 'paid', credited: true });
  });

  it('matches by the reference in the transfer note, even after the order expired', async () => {
    const member = await paymentMember(app);
    const { order, account } = await transferOrder(member.token, 200);
    await app.db.query(`UPDATE deposit_orders SET expires_at = now() - interval '1 minute' WHERE ref = $1`, [
      order.order_id,
    ]);
    const amount = Math.round(order.pay_amount * 100);
    const result = await incoming({
      subChannelId: account.id,
      amount,
      reference: `ฝาก ${order.order_id.toLowerCase()}`,
    });
    expect(result.status).toBe('matched');
    expect(await mainBalance(app, member.id)).toBe(amount);
  });

  it('matches TrueMoney transfers the same way', async () => {
    const member = await paymentMember(app);
    const { order, account } = await transferOrder(member.token, 150, 'truemoney');
    expect(order.account.bank_code).toBe('TRUEMONEY');
    const amount = Math.round(order.pay_amount * 100);
    const result = await incoming({ subChannelId: account.id, amount, channelType: 'truemoney' });
    expect(result.status).toBe('matched');
    expect(await mainBalance(app, member.id)).toBe(amount);
  });

  it("matches a transfer with no order by the sender's registered account", async () => {
    const member = await paymentMember(app);
    const { rows } = await app.db.query<{ bank_code: string; bank_account: string }>(
      `SELECT bank_code, bank_account FROM members WHERE id = $1`,
      [member.id],
    );
    const account = (await transferOrder(member.token, 100)).account;
    const result = await incoming({
      subChannelId: account.id,
      amount: 77_700,
      fromBank: rows[0]!.bank_code,
      fromAccount: rows[0]!.bank_account,
    });
    expect(result).toMatchObject({ status: 'matched', orderRef: null, memberId: member.id });
    expect(await mainBalance(app, member.id)).toBe(77_700);
  });

  it('holds a transfer that matches nobody for review; an operator assigns it once', async () => {
    const member = await paymentMember(app);
    const account = (await transferOrder(member.token, 100)).account;
    const result = await incoming({
      subChannelId: account.id,
      amount: 12_345,
      fromAccount: '0000000000',
      fromBank: 'KTB',
    });
    expect(result.status).toBe('review');
    expect(await mainBalance(app, member.id)).toBe(0);
    await resolveTransfer(app.db, result.id, { memberId: member.id });
    expect(await mainBalance(app, member.id)).toBe(12_345);
    await expect(resolveTransfer(app.db, result.id, { memberId: member.id })).rejects.toMatchObject({
      reason: 'TRANSFER_ALREADY_RESOLVED',
    });
    expect(await mainBalance(app, member.id)).toBe(12_345);
  });

  it('lets an operator reject a transfer held for review', async () => {
    const member = await paymentMember(app);
    const account = (await transferOrder(member.token, 100)).account;
    const result = await incoming({ subChannelId: account.id, amount: 54_321 });
    await resolveTransfer(app.db, result.id, { reject: 'คืนเงินผู้โอนแล้ว' });
    await expect(resolveTransfer(app.db, result.id, { memberId: member.id })).rejects.toMatchObject({
      reason: 'TRANSFER_ALREADY_RESOLVED',
      data: { status: 'rejected' },
    });
  });

  it('refuses an unknown account of the channel', async () => {
    const member = await paymentMember(app);
    const channel = await channelId(app, member.token, 'bank_transfer');
    const answer = await call(app, 'POST', '/api/member/payment/generate_qr', {
      headers: anyIp(),
      token: member.token,
      body: { channel_id: channel, sub_channel_id: 999_999, amount: 100 },
    });
    expect(answer.error).toBe(5001);
  });
});
