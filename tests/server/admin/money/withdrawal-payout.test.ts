import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { mainBalance } from '@tests/server/payments/payment-helpers';
import { insertStaff } from '../staff-fixtures';
import { auditRows, depositedMember, requestWithdrawal } from './money-fixtures';
import { agentBankAccount } from './withdrawal-payout-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const finance = await insertStaff(app, 'finance');
const account = await agentBankAccount(app);
const post = (path: string, body: unknown, token = finance.token) =>
  call(app, 'POST', `/api/admin/withdrawals/${path}`, { token, body });
const memberView = async (token: string) =>
  (await call(app, 'GET', '/api/member/withdraw/info', { token })).data as {
    recent: { id: number; status: string; reason: string; paid_at: string | null }[];
  };
const inboxBodies = async (token: string) =>
  ((await call(app, 'GET', '/api/member/inbox', { token })).data.items as { body: string }[]).map(
    (i) => i.body,
  );
const rowOf = async (id: number) =>
  (
    await app.db.query(
      `SELECT status, reason, note, paid_from_account_id, paid_reference, paid_at IS NOT NULL AS paid FROM withdrawals
        WHERE id = $1`,
      [id],
    )
  ).rows[0];

describe('approving a withdrawal records the payout; the member sees no staff text', () => {
  it('records the agent account and the bank reference; the note stays in the back office', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 400);
    const note = 'โอนแล้วจาก KBANK 1234567890 สลิปในไลน์กลุ่ม';
    const answer = await post(`${id}/approve`, {
      note,
      paid_from_account_id: account,
      bank_reference: 'REF-778899',
    });
    expect(answer).toMatchObject({ error: 0, data: { id, status: 'approved', reason: '', note } });
    expect(answer.data.paid_at).not.toBeNull();
    expect(await rowOf(id)).toEqual({
      status: 'approved',
      reason: '',
      note,
      paid_from_account_id: account,
      paid_reference: 'REF-778899',
      paid: true,
    });
    const audit = await auditRows(app, 'withdrawal', id);
    expect(audit).toEqual([expect.objectContaining({ action: 'withdrawal.approve', reason: note })]);
    expect(audit[0]!.after).toMatchObject({ paid_from_account_id: account, bank_reference: 'REF-778899' });

    const recent = (await memberView(member.token)).recent.find((item) => item.id === id)!;
    expect(recent).toMatchObject({ status: 'approved', reason: '' });
    expect(recent.paid_at).not.toBeNull();
    const info = JSON.stringify(await memberView(member.token));
    expect(info).not.toContain('1234567890');
    expect(info).not.toContain('REF-778899');
    expect((await inboxBodies(member.token)).join(' ')).not.toContain('1234567890');
  });

  it('needs the note, one of the agent own accounts and a reference: otherwise nothing changes', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 400);
    const other = await app.db.query<{ id: number }>(
      `INSERT INTO agents (code, name) VALUES ('payout-other', 'อื่น') RETURNING id`,
    );
    const foreign = await agentBankAccount(app, 'payout-other');
    expect(other.rows[0]!.id).toBeGreaterThan(0);
    const good = { note: 'โอนแล้ว', paid_from_account_id: account, bank_reference: 'R1' };
    const cases = [
      [{ ...good, note: ' ' }, 6011],
      [{ ...good, paid_from_account_id: undefined }, 5028],
      [{ ...good, paid_from_account_id: foreign }, 5028],
      [{ ...good, paid_from_account_id: 999_999 }, 5028],
      [{ ...good, bank_reference: '  ' }, 5029],
    ] as const;
    for (const [body, error] of cases) {
      const answer = await post(`${id}/approve`, body);
      expect(answer.status).toBe(200);
      expect(answer.error).toBe(error);
      expect(answer.message).toMatch(/[ก-๙]/);
    }
    expect((await rowOf(id))!.status).toBe('pending');
    expect(await mainBalance(app, member.id)).toBe(60_000);
    expect(await auditRows(app, 'withdrawal', id)).toEqual([]);
  });
});

describe('refusing a withdrawal: the member reads the reason, never the note', () => {
  it('shows the member-facing reason on the page, the API and the inbox; the note only in the audit log', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 300);
    const answer = await post(`${id}/refuse`, {
      note: 'ชื่อบัญชีไม่ตรง เช็กกับ KBANK 1234567890 แล้ว',
      reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก กรุณาติดต่อแอดมิน',
    });
    expect(answer).toMatchObject({ error: 0, data: { status: 'refused' } });
    expect(await mainBalance(app, member.id)).toBe(100_000);
    const recent = (await memberView(member.token)).recent.find((item) => item.id === id)!;
    expect(recent.reason).toBe('ชื่อบัญชีไม่ตรงกับชื่อสมาชิก กรุณาติดต่อแอดมิน');
    expect(await inboxBodies(member.token)).toContain('ชื่อบัญชีไม่ตรงกับชื่อสมาชิก กรุณาติดต่อแอดมิน');
    expect(JSON.stringify(await memberView(member.token))).not.toContain('1234567890');
    expect((await inboxBodies(member.token)).join(' ')).not.toContain('1234567890');
    expect((await auditRows(app, 'withdrawal', id))[0]).toMatchObject({
      action: 'withdrawal.refuse',
      reason: 'ชื่อบัญชีไม่ตรง เช็กกับ KBANK 1234567890 แล้ว',
    });
  });

  it('needs both the note and the member reason: otherwise nothing changes', async () => {
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 300);
    expect((await post(`${id}/refuse`, { reason: 'ชื่อบัญชีไม่ตรง' })).error).toBe(6011);
    expect((await post(`${id}/refuse`, { note: 'ตรวจแล้วไม่ผ่าน' })).error).toBe(5027);
    expect((await post(`${id}/refuse`, { note: 'ตรวจแล้วไม่ผ่าน', reason: ' x ' })).error).toBe(5027);
    expect((await rowOf(id))!.status).toBe('pending');
    expect(await mainBalance(app, member.id)).toBe(70_000);
  });
});

describe('two staff deciding at once with the new fields', () => {
  it('lets one decision through, in parallel, and moves the money once', async () => {
    const owner = await insertStaff(app, 'owner');
    const member = await depositedMember(app, 1000);
    const id = await requestWithdrawal(app, member.token, 300);
    const answers = await Promise.all([
      post(`${id}/approve`, { note: 'โอนแล้ว', paid_from_account_id: account, bank_reference: 'A1' }),
      post(`${id}/refuse`, { note: 'ไม่ผ่าน', reason: 'ข้อมูลไม่ครบ' }, owner.token),
      post(
        `${id}/approve`,
        { note: 'โอนซ้ำ', paid_from_account_id: account, bank_reference: 'A2' },
        owner.token,
      ),
    ]);
    expect(answers.filter((a) => a.error === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.error === 5022)).toHaveLength(2);
    expect(await auditRows(app, 'withdrawal', id)).toHaveLength(1);
    const status = (await rowOf(id))!.status;
    expect(await mainBalance(app, member.id)).toBe(status === 'approved' ? 70_000 : 100_000);
  });
});

describe('the payout accounts', () => {
  it('lists the agent own bank accounts to pay from, to staff who decide', async () => {
    const list = await call(app, 'GET', '/api/admin/withdrawals/payout-accounts', { token: finance.token });
    expect(list.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: account, account_number: '4445556667' })]),
    );
    expect(list.data.map((row: { id: number }) => row.id)).not.toContain(undefined);
    const support = await insertStaff(app, 'support');
    expect(
      (await call(app, 'GET', '/api/admin/withdrawals/payout-accounts', { token: support.token })).status,
    ).toBe(403);
  });
});
