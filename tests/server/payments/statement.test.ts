import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { decideWithdrawal } from '@server/payments/withdrawals';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { paidQrDeposit, paymentMember } from './payment-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

type Line = { type: string; amount: number; status: string; description: string };

const statement = async (token: string, type = 'all') =>
  (await call(app, 'GET', '/api/member/statement', { token, query: { type } })).data.items as Line[];

describe('deposits and withdrawals in the statement', () => {
  it('shows a QR deposit, a pending, an approved and a refused withdrawal with their statuses', async () => {
    const member = await paymentMember(app);
    const { orderId } = await paidQrDeposit(app, member.token, 1000);

    const deposits = await statement(member.token, 'deposit');
    expect(deposits).toHaveLength(1);
    expect(deposits[0]).toMatchObject({ amount: 1000, status: 'done' });
    expect(deposits[0]!.description).toContain(orderId);

    const withdraw = (amount: number) =>
      call(app, 'POST', '/api/member/withdraw', {
        token: member.token,
        body: { amount, request_id: randomUUID() },
      });
    const approved = await withdraw(300);
    await decideWithdrawal(app.db, approved.data.id, { approve: true, by: 'test' });
    const refused = await withdraw(200);
    await decideWithdrawal(app.db, refused.data.id, { approve: false, by: 'test', reason: 'ทดสอบ' });
    await withdraw(100);

    const withdrawals = await statement(member.token, 'withdraw');
    expect(withdrawals.map((line) => [line.amount, line.status])).toEqual([
      [-100, 'pending'],
      [-200, 'refused'],
      [-300, 'done'],
    ]);
  });
});
