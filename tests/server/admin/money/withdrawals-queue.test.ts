import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { mainBalance } from '@tests/server/payments/payment-helpers';
import { insertStaff } from '../staff-fixtures';
import { auditRows, deposit, depositedMember, gameOf, play, requestWithdrawal } from './money-fixtures';
import { agentBankAccount } from './withdrawal-payout-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');
const queue = () => call(app, 'GET', '/api/admin/withdrawals', { token: finance.token });
const account = await agentBankAccount(app);
// The staff's text is the internal note; an approval names the account it was paid from, a refusal the member's reason.
const decide = (id: number, verb: 'approve' | 'refuse', note?: string) =>
  call(app, 'POST', `/api/admin/withdrawals/${id}/${verb}`, {
    token: finance.token,
    body:
      verb === 'approve'
        ? { note, paid_from_account_id: account, bank_reference: `REF-${id}` }
        : { note, reason: 'ข้อมูลบัญชีไม่ถูกต้อง' },
  });

describe('the withdrawals queue', () => {
  it('lists pending withdrawals oldest first with the member context and flags', async () => {
    const player = await depositedMember(app, 1000);
    await play(app, player.id, 'bet', 300, await gameOf(app, 'slot'));
    const first = await requestWithdrawal(app, player.token, 200);
    const idle = await depositedMember(app, 500);
    const second = await requestWithdrawal(app, idle.token, 500);

    const { data } = await queue();
    const ids = data.items.map((item: { id: number }) => item.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    const a = data.items.find((item: { id: number }) => item.id === first);
    expect(a).toMatchObject({
      amount: 200,
      member: { id: player.id, phone: player.phone, account_age_days: 0 },
      bank: { code: 'KBANK', account_name: 'ทดสอบ ระบบ' },
      deposits_since: 1000,
      stakes_since: 300,
      since: null,
      turnover_owed: 0,
      wallets: [{ wallet_type_id: 1, balance: 500, withdrawable: true }],
    });
    expect(a.bank.account).toMatch(/^\d{10}$/); // in full: the staff member pays it
    expect(a.flags).toEqual(['first_withdrawal', 'new_account']);
    const b = data.items.find((item: { id: number }) => item.id === second);
    expect(b.flags).toEqual(['first_withdrawal', 'no_play_since_deposit', 'new_account']);
    expect(data.total).toBeGreaterThanOrEqual(2);
  });

  it('counts deposits and stakes since the last approved withdrawal only', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 100);
    expect((await decide(id, 'approve', 'โอนแล้ว')).error).toBe(0);
    await deposit(app, member.id, 50);
    const again = await requestWithdrawal(app, member.token, 300);
    const item = (await queue()).data.items.find((row: { id: number }) => row.id === again);
    expect(item).toMatchObject({ deposits_since: 50, stakes_since: 0 });
    expect(item.since).not.toBeNull();
    expect(item.flags).toEqual(['no_play_since_deposit', 'new_account', 'more_than_deposits']);
  });
});

describe('deciding a withdrawal', () => {
  it('approves with a reason, writes the audit row, and refuses a second decision in Thai', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 400);
    const approved = await decide(id, 'approve', 'โอนเข้าบัญชีแล้ว');
    expect(approved).toMatchObject({ error: 0, data: { id, status: 'approved', amount: 400 } });
    const again = await decide(id, 'refuse', 'ลองปฏิเสธซ้ำ');
    expect(again.error).toBe(5022);
    expect(again.message).toBe('รายการถอนนี้ถูกดำเนินการไปแล้ว');
    expect(await mainBalance(app, member.id)).toBe(60_000);
    expect(await auditRows(app, 'withdrawal', id)).toEqual([
      expect.objectContaining({
        action: 'withdrawal.approve',
        reason: 'โอนเข้าบัญชีแล้ว',
        staff_username: finance.username,
      }),
    ]);
  });

  it('refuses back to the main wallet', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 400);
    expect((await decide(id, 'refuse', 'ชื่อบัญชีไม่ตรง')).data.status).toBe('refused');
    expect(await mainBalance(app, member.id)).toBe(100_000);
    expect((await auditRows(app, 'withdrawal', id))[0]!.action).toBe('withdrawal.refuse');
  });

  it('needs a note: without one nothing changes and no audit row is written', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 400);
    for (const reason of [undefined, '', '  '])
      expect((await decide(id, 'approve', reason)).error).toBe(6011);
    const row = await app.db.query(`SELECT status FROM withdrawals WHERE id = $1`, [id]);
    expect(row.rows[0]).toEqual({ status: 'pending' });
    expect(await auditRows(app, 'withdrawal', id)).toEqual([]);
  });

  it('does not find an unknown withdrawal, nor one of another agent', async () => {
    expect((await decide(999_999, 'approve', 'ไม่มีรายการนี้')).error).toBe(5021);
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 100);
    const other = await app.db.query<{ id: number }>(
      `INSERT INTO agents (code, name) VALUES ('other-g', 'อื่น') RETURNING id`,
    );
    await app.db.query(`UPDATE withdrawals SET agent_id = $2 WHERE id = $1`, [id, other.rows[0]!.id]);
    expect((await decide(id, 'approve', 'ต่างเว็บ')).error).toBe(5021);
    expect((await queue()).data.items.map((i: { id: number }) => i.id)).not.toContain(id);
  });

  it('shows support the queue (withdrawals.view) but refuses its decision with 403 (no withdrawals.decide)', async () => {
    const support = await insertStaff(app, 'support');
    expect((await call(app, 'GET', '/api/admin/withdrawals', { token: support.token })).status).toBe(200);
    const decision = await call(app, 'POST', '/api/admin/withdrawals/1/approve', {
      token: support.token,
      body: { reason: 'ตรวจแล้ว' },
    });
    expect(decision.status).toBe(403);
  });
});
