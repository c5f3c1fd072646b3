import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { transfer } from '@server/ledger';
import { decideWithdrawal } from '@server/payments/withdrawals';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { PASSWORD, mainBalance, paymentMember } from './payment-helpers';
import { autocommit } from '@server/db/db';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

/** A member with `baht` in the main wallet, credited through the ledger as an operator would. */
const fundedMember = async (baht: number) => {
  const member = await paymentMember(app);
  await transfer(autocommit(app.db), {
    key: `test-fund:${member.id}`,
    from: { house: 'adjustments' },
    to: { member: member.id, walletTypeId: 1 },
    amount: satang(baht * 100),
    kind: 'adjustment',
    description: 'เติมเงินทดสอบ',
  });
  return member;
};

const withdraw = (token: string, amount: unknown, extra: Record<string, unknown> = {}) =>
  call(app, 'POST', '/api/member/withdraw', {
    token,
    body: { amount, request_id: randomUUID(), ...extra },
  });

describe('withdraw', () => {
  it('holds the amount at once and shows it pending', async () => {
    const member = await fundedMember(1000);
    const answer = await withdraw(member.token, 400);
    expect(answer.error).toBe(0);
    expect(answer.data).toMatchObject({ amount: 400, status: 'pending', bank_code: 'KBANK' });
    expect(answer.data.bank_account).toMatch(/^x+\d{4}$/);
    expect(await mainBalance(app, member.id)).toBe(60_000);
    const info = await call(app, 'GET', '/api/member/withdraw/info', { token: member.token });
    expect(info.data).toMatchObject({ withdrawable: 600, min_amount: 100 });
    expect(info.data.pending).toHaveLength(1);
    expect(info.data.recent).toEqual([]); // listed once, under pending
    expect(info.data.accounts.map((a: { destination: string }) => a.destination)).toEqual(['main']);
  });

  it('answers a retried request with the first withdrawal', async () => {
    const member = await fundedMember(1000);
    const request_id = randomUUID();
    const first = await withdraw(member.token, 300, { request_id });
    const again = await withdraw(member.token, 300, { request_id });
    expect(again.data.id).toBe(first.data.id);
    expect(await mainBalance(app, member.id)).toBe(70_000);
  });

  it('refuses more than the balance, bad amounts and a second pending withdrawal, changing nothing', async () => {
    const member = await fundedMember(500);
    expect((await withdraw(member.token, 600)).error).toBe(3001);
    expect((await withdraw(member.token, 50)).error).toBe(5002);
    expect((await withdraw(member.token, 100.555)).error).toBe(3006);
    expect((await withdraw(member.token, -100)).error).toBe(3006);
    expect((await withdraw(member.token, 'lots')).status).toBe(400);
    expect(await mainBalance(app, member.id)).toBe(50_000);
    expect((await withdraw(member.token, 200)).error).toBe(0);
    expect((await withdraw(member.token, 200)).error).toBe(5020);
    expect(await mainBalance(app, member.id)).toBe(30_000);
  });

  it('lets only one of many parallel requests through', async () => {
    const member = await fundedMember(1000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(member.token, 900)));
    expect(answers.filter((answer) => answer.error === 0)).toHaveLength(1);
    expect(await mainBalance(app, member.id)).toBe(10_000);
  });

  it('posts an approved withdrawal once; a second decision is refused', async () => {
    const member = await fundedMember(1000);
    const { data } = await withdraw(member.token, 250);
    const approved = await decideWithdrawal(app.db, data.id, { approve: true, by: 'ops' });
    expect(approved.status).toBe('approved');
    await expect(decideWithdrawal(app.db, data.id, { approve: false, by: 'ops' })).rejects.toMatchObject({
      reason: 'WITHDRAW_ALREADY_DECIDED',
    });
    expect(await mainBalance(app, member.id)).toBe(75_000);
    const held = await app.db.query(
      `SELECT status FROM ledger_holds WHERE id = (SELECT hold_id::bigint FROM withdrawals WHERE id = $1)`,
      [data.id],
    );
    expect(held.rows[0]).toEqual({ status: 'posted' });
  });

  it('returns a refused withdrawal to the main wallet, once', async () => {
    const member = await fundedMember(1000);
    const { data } = await withdraw(member.token, 250);
    const refused = await decideWithdrawal(app.db, data.id, {
      approve: false,
      by: 'ops',
      reason: 'ชื่อบัญชีไม่ตรง',
    });
    expect(refused).toMatchObject({ status: 'refused', reason: 'ชื่อบัญชีไม่ตรง' });
    await expect(decideWithdrawal(app.db, data.id, { approve: true, by: 'ops' })).rejects.toMatchObject({
      reason: 'WITHDRAW_ALREADY_DECIDED',
    });
    expect(await mainBalance(app, member.id)).toBe(100_000);
    // Decided, the member may ask again.
    expect((await withdraw(member.token, 100)).error).toBe(0);
  });

  it('decides parallel approvals and refusals of one withdrawal exactly once', async () => {
    const member = await fundedMember(1000);
    const { data } = await withdraw(member.token, 500);
    const results = await Promise.allSettled(
      Array.from({ length: 6 }, (_, i) =>
        decideWithdrawal(app.db, data.id, { approve: i % 2 === 0, by: 'ops' }),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    const balance = await mainBalance(app, member.id);
    expect([50_000, 100_000]).toContain(balance);
  });

  it('excludes wallets whose turnover condition is not met', async () => {
    const member = await fundedMember(100);
    await transfer(autocommit(app.db), {
      key: `test-bonus:${member.id}`,
      from: { house: 'promotions' },
      to: { member: member.id, walletTypeId: 2 },
      amount: satang(500_00),
      kind: 'bonus',
      description: 'โบนัสทดสอบ',
    });
    const info = await call(app, 'GET', '/api/member/withdraw/info', { token: member.token });
    expect(info.data.withdrawable).toBe(100);
    expect((await withdraw(member.token, 200)).error).toBe(3001);
  });
});

describe('sub bank account', () => {
  const update = (token: string, body: Record<string, unknown>) =>
    call(app, 'POST', '/api/member/update_sub_bank_account', { token, body });

  it('adds a sub account with the password and withdraws to it', async () => {
    const member = await fundedMember(1000);
    const answer = await update(member.token, {
      bank_code: 'SCB',
      bank_account: '111-2-22333-4',
      password: PASSWORD,
    });
    expect(answer.error).toBe(0);
    expect(answer.data.find((a: { destination: string }) => a.destination === 'sub')).toMatchObject({
      bank_code: 'SCB',
      bank_account: 'xxxxxx3334',
    });
    const out = await withdraw(member.token, 100, { destination: 'sub' });
    expect(out.data.bank_code).toBe('SCB');
  });

  it('refuses a wrong password, an unknown bank, wrong digits, the main account and a taken account', async () => {
    const member = await fundedMember(100);
    const other = await paymentMember(app);
    const main = (
      await app.db.query<{ bank_account: string }>(`SELECT bank_account FROM members WHERE id = $1`, [
        member.id,
      ])
    ).rows[0]!;
    const otherMain = (
      await app.db.query<{ bank_account: string }>(`SELECT bank_account FROM members WHERE id = $1`, [
        other.id,
      ])
    ).rows[0]!;
    const cases: [Record<string, unknown>, number][] = [
      [{ bank_code: 'SCB', bank_account: '1112223334', password: 'wrong' }, 5026],
      [{ bank_code: 'NOPE', bank_account: '1112223334', password: PASSWORD }, 2005],
      [{ bank_code: 'SCB', bank_account: '12345', password: PASSWORD }, 2004],
      [{ bank_code: 'GSB', bank_account: '1112223334', password: PASSWORD }, 2004],
      [{ bank_code: 'KBANK', bank_account: main.bank_account, password: PASSWORD }, 5025],
      [{ bank_code: 'KBANK', bank_account: otherMain.bank_account, password: PASSWORD }, 2003],
    ];
    for (const [body, code] of cases) expect((await update(member.token, body)).error).toBe(code);
    expect(
      (await app.db.query(`SELECT 1 FROM member_sub_bank_accounts WHERE member_id = $1`, [member.id])).rows,
    ).toHaveLength(0);
  });

  it('cannot change while a withdrawal to it is pending; the pending one keeps its destination', async () => {
    const member = await fundedMember(1000);
    await update(member.token, { bank_code: 'SCB', bank_account: '5556667778', password: PASSWORD });
    const pending = await withdraw(member.token, 100, { destination: 'sub' });
    const change = await update(member.token, {
      bank_code: 'BBL',
      bank_account: '9990001112',
      password: PASSWORD,
    });
    expect(change.error).toBe(5024);
    const stored = await app.db.query(`SELECT bank_code, bank_account FROM withdrawals WHERE id = $1`, [
      pending.data.id,
    ]);
    expect(stored.rows[0]).toEqual({ bank_code: 'SCB', bank_account: '5556667778' });
    await decideWithdrawal(app.db, pending.data.id, { approve: true, by: 'ops' });
    const info = await call(app, 'GET', '/api/member/withdraw/info', { token: member.token });
    expect(info.data.pending).toEqual([]);
    expect(info.data.recent).toMatchObject([{ id: pending.data.id, status: 'approved' }]);
    expect(
      (await update(member.token, { bank_code: 'BBL', bank_account: '9990001112', password: PASSWORD }))
        .error,
    ).toBe(0);
    const audit = await app.db.query(
      `SELECT count(*)::int AS n FROM member_sub_bank_changes WHERE member_id = $1`,
      [member.id],
    );
    expect(audit.rows[0]).toEqual({ n: 2 });
  });

  it('refuses a withdrawal to a sub account that was never added', async () => {
    const member = await fundedMember(1000);
    expect((await withdraw(member.token, 100, { destination: 'sub' })).error).toBe(5023);
  });
});
