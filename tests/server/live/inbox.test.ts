import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { autocommit } from '@server/db/db';
import { transfer, type TransferInput } from '@server/ledger';
import { decideWithdrawal } from '@server/payments/withdrawals';
import { call, createTestApp, insertMember } from '../helpers/test-app';
import { paidQrDeposit, paymentMember } from '../payments/payment-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

type Item = { id: number; kind: string; title: string; body: string; amount: number | null; read: boolean };
type Inbox = { items: Item[]; unread: number; next_before: number | null };

const inbox = async (token: string, query: Record<string, string> = {}) => {
  const answer = await call<Inbox>(app, 'GET', '/api/member/inbox', { token, query });
  expect(answer.status).toBe(200);
  return answer.data;
};

const credit = (
  memberId: number,
  kind: TransferInput['kind'],
  baht: number,
  key = `test-inbox:${kind}:${randomBytes(6).toString('hex')}`,
) =>
  transfer(autocommit(app.db), {
    key,
    from: { house: 'adjustments' },
    to: { member: memberId, walletTypeId: 1 },
    amount: toSatang(baht),
    kind,
    description: `รายการ ${kind}`,
  });

describe('the member inbox', () => {
  it('tells a paid deposit and the withdrawal decisions, with the reason given to the member', async () => {
    const member = await paymentMember(app);
    const deposit = await paidQrDeposit(app, member.token, 1000);
    // The provider's notification delivered again credits nothing and tells nothing twice.
    await deposit.deliverAgain();

    const withdraw = async (amount: number) =>
      (
        await call(app, 'POST', '/api/member/withdraw', {
          token: member.token,
          body: { amount, request_id: randomUUID() },
        })
      ).data.id as number;
    await decideWithdrawal(app.db, await withdraw(300), {
      approve: true,
      by: 'ops',
      reason: 'โอนจาก KBANK 123',
    });
    await decideWithdrawal(app.db, await withdraw(200), {
      approve: false,
      by: 'ops',
      reason: 'บัญชีปลายทางไม่ตรง',
    });

    const { items, unread } = await inbox(member.token);
    expect(items.map((item) => [item.kind, item.title, item.amount])).toEqual([
      ['withdrawal_refused', 'ถอนเงินไม่สำเร็จ', 200],
      ['withdrawal_approved', 'ถอนเงินสำเร็จ', 300],
      ['deposit', 'ฝากเงินสำเร็จ', 1000],
    ]);
    expect(items[0]!.body).toBe('บัญชีปลายทางไม่ตรง');
    // The approval's note is the staff's; the member is told where the money went, the account masked.
    expect(items[1]!.body).not.toContain('KBANK 123');
    expect(items[1]!.body).toMatch(/^โอนเข้าบัญชี .*x/i);
    expect(unread).toBe(3);
  });

  it('tells lotto wins, refunds of a round without a result, awards and staff credits; never a game round or a own move', async () => {
    const { id, token } = await insertMember(app);
    await credit(id, 'win', 10, `seamless:builtin:settle:${randomUUID()}`);
    await credit(id, 'refund', 10, `seamless:builtin:rollback:${randomUUID()}`);
    await credit(id, 'transfer', 10);
    await credit(id, 'win', 900, `lotto:win:${randomBytes(4).toString('hex')}`);
    await credit(id, 'refund', 50, `lotto:refund:${randomBytes(4).toString('hex')}`);
    await credit(id, 'cashback', 12.5);
    await credit(id, 'adjustment', 100);
    const replayed = `test-inbox:once:${randomUUID()}`;
    await credit(id, 'bonus', 30, replayed);
    await credit(id, 'bonus', 30, replayed);

    const { items } = await inbox(token);
    expect(items.map((item) => [item.kind, item.title, item.amount])).toEqual([
      ['award', 'ได้รับรางวัล', 30],
      ['adjustment', 'แอดมินเพิ่มเงินให้', 100],
      ['award', 'ได้รับรางวัล', 12.5],
      ['lotto_refund', 'คืนเงินโพยหวย', 50],
      ['lotto_won', 'ถูกรางวัลหวย', 900],
    ]);
    expect(items[0]!.body).toBe('รายการ bonus');
  });

  it('pages newest first and marks read only the member’s own', async () => {
    const a = await insertMember(app);
    const b = await insertMember(app);
    await credit(b.id, 'bonus', 1);
    for (let i = 1; i <= 23; i += 1) await credit(a.id, 'bonus', i);

    const first = await inbox(a.token);
    expect(first.items).toHaveLength(20);
    expect(first.items[0]!.amount).toBe(23);
    expect(first.unread).toBe(23);
    const rest = await inbox(a.token, { before: String(first.next_before) });
    expect(rest.items.map((item) => item.amount)).toEqual([3, 2, 1]);
    expect(rest.next_before).toBeNull();

    // B names A's newest id: B's own (older) message is read, nothing of A's changes.
    const theirs = await call(app, 'POST', '/api/member/inbox/read', {
      token: b.token,
      body: { up_to: first.items[0]!.id },
    });
    expect(theirs.data).toEqual({ unread: 0 });
    expect((await inbox(a.token)).unread).toBe(23);

    const read = await call(app, 'POST', '/api/member/inbox/read', {
      token: a.token,
      body: { up_to: rest.items[0]!.id },
    });
    expect(read.data).toEqual({ unread: 20 });
    const after = await inbox(a.token);
    expect(after.items.filter((item) => item.read).length).toBe(0);
    expect(
      (await inbox(a.token, { before: String(first.next_before) })).items.every((item) => item.read),
    ).toBe(true);
  });

  it('refuses a guest and bad input', async () => {
    expect((await call(app, 'GET', '/api/member/inbox')).status).toBe(401);
    const { token } = await insertMember(app);
    const bad: Record<string, string>[] = [
      { limit: '0' },
      { limit: '51' },
      { before: '-1' },
      { before: 'x' },
    ];
    for (const query of bad)
      expect((await call(app, 'GET', '/api/member/inbox', { token, query })).status).toBe(400);
    expect(
      (await call(app, 'POST', '/api/member/inbox/read', { token, body: { up_to: 'all' } })).status,
    ).toBe(400);
  });
});
