import { afterAll, describe, expect, it } from 'vitest';
import { decideWithdrawal } from '@server/payments/withdrawals';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { mainBalance } from '@tests/server/payments/payment-helpers';
import { insertStaff } from '../staff-fixtures';
import { auditRows, depositedMember, requestWithdrawal } from './money-fixtures';
import { agentBankAccount } from './withdrawal-payout-fixtures';

// The attacker's pass over staff withdrawal decisions (issue 28): a decision is a money mutation keyed by the
// withdrawal, so the same staff member's same request again (a retry after a lost answer, a double click, ten at
// once) answers the decision as it stands and moves nothing more; anything else stays WITHDRAW_ALREADY_DECIDED.
const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');
const owner = await insertStaff(app, 'owner');
const account = await agentBankAccount(app);
const post = (path: string, body: unknown, token = finance.token) =>
  call(app, 'POST', `/api/admin/withdrawals/${path}`, { token, body });
const sameTwelveTimes = async (path: string, body: unknown) => {
  const first = await post(path, body);
  const again = await post(path, body);
  const parallel = await Promise.all(Array.from({ length: 10 }, () => post(path, body)));
  return [first, again, ...parallel];
};

describe("the same staff member's same decision again", () => {
  it('answers an approval replayed (once, then ten at once) as it stands; the money leaves once, one audit row', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 300);
    const body = { note: 'โอนแล้ว', paid_from_account_id: account, bank_reference: `REPLAY${id}` };
    const answers = await sameTwelveTimes(`${id}/approve`, body);
    expect(answers.map((a) => a.error)).toEqual(Array(12).fill(0));
    for (const answer of answers) expect(answer.data).toEqual({ ...answers[0]!.data, note: 'โอนแล้ว' });
    expect(answers[0]!.data).toMatchObject({ id, status: 'approved', amount: 300 });
    expect(await mainBalance(app, member.id)).toBe(70_000);
    expect((await auditRows(app, 'withdrawal', id)).map((row) => row.action)).toEqual(['withdrawal.approve']);
  });

  it('answers a refusal replayed as it stands; the money comes back once', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 400);
    const answers = await sameTwelveTimes(`${id}/refuse`, { note: 'ตรวจแล้ว', reason: 'ชื่อบัญชีไม่ตรง' });
    expect(answers.map((a) => a.error)).toEqual(Array(12).fill(0));
    expect(new Set(answers.map((a) => JSON.stringify(a.data))).size).toBe(1);
    expect(await mainBalance(app, member.id)).toBe(100_000);
    expect((await auditRows(app, 'withdrawal', id)).map((row) => row.action)).toEqual(['withdrawal.refuse']);
  });

  it('answers a payout record replayed as it stands; the member is told once', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 200);
    await decideWithdrawal(app.db, id, { approve: true, by: 'system', payout: 'later' });
    const body = { note: 'โอนแล้ว', paid_from_account_id: account, bank_reference: `PAID${id}` };
    const answers = await sameTwelveTimes(`${id}/paid`, body);
    expect(answers.map((a) => a.error)).toEqual(Array(12).fill(0));
    expect(new Set(answers.map((a) => a.data.paid_at)).size).toBe(1);
    expect((await auditRows(app, 'withdrawal', id)).map((row) => row.action)).toEqual(['withdrawal.payout']);
    const inbox = await call(app, 'GET', '/api/member/inbox', { token: member.token });
    expect(
      inbox.data.items.filter((item: { kind: string }) => item.kind === 'withdrawal_approved'),
    ).toHaveLength(1);
  });
});

describe('another decision after the first', () => {
  it('is still refused: another staff member, another kind, another payout', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 300);
    const body = { note: 'โอนแล้ว', paid_from_account_id: account, bank_reference: `OTHER${id}` };
    expect((await post(`${id}/approve`, body)).error).toBe(0);
    expect((await post(`${id}/approve`, body, owner.token)).error).toBe(5022);
    expect((await post(`${id}/refuse`, { note: 'ตรวจแล้ว', reason: 'ไม่ผ่าน' })).error).toBe(5022);
    expect((await post(`${id}/approve`, { ...body, bank_reference: 'ANOTHER' })).error).toBe(5022);
    expect((await post(`${id}/paid`, { ...body, bank_reference: 'PAIDAGAIN' })).error).toBe(5030);
    expect(await mainBalance(app, member.id)).toBe(70_000);
  });
});
