import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { approveAutomatically } from '@server/payments/withdrawal-auto';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { mainBalance } from '@tests/server/payments/payment-helpers';
import { insertStaff } from '../staff-fixtures';
import { auditRows, depositedMember } from './money-fixtures';
import { agentBankAccount, seasonedMember } from './withdrawal-payout-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const owner = await insertStaff(app, 'owner');
const finance = await insertStaff(app, 'finance');
const account = await agentBankAccount(app);
const setAuto = (body: unknown, token = owner.token) =>
  call(app, 'POST', '/api/admin/withdrawals/auto', { token, body });
const withdraw = (token: string, amount: number) =>
  call(app, 'POST', '/api/member/withdraw', { token, body: { amount, request_id: randomUUID() } });
const rowOf = async (id: number) =>
  (
    await app.db.query<{ status: string; decided_by: string; paid: boolean }>(
      `SELECT status, decided_by, paid_at IS NOT NULL AS paid FROM withdrawals WHERE id = $1`,
      [id],
    )
  ).rows[0]!;

describe('the automatic mode of withdrawals', () => {
  it('is off by default: a clean small request waits for staff', async () => {
    expect(
      (await call(app, 'GET', '/api/admin/withdrawals/auto', { token: finance.token })).data,
    ).toMatchObject({
      enabled: false,
    });
    const member = await seasonedMember(app);
    const answer = await withdraw(member.token, 200);
    expect(answer.data.status).toBe('pending');
  });

  it('is the owner alone to set; bad limits are refused in Thai and change nothing', async () => {
    expect(
      (await setAuto({ enabled: true, max_per_request: 500, max_per_member_day: 800 }, finance.token)).status,
    ).toBe(403);
    const bad = await setAuto({ enabled: true, max_per_request: 500, max_per_member_day: 100 });
    expect(bad.error).toBe(5031);
    expect(bad.message).toMatch(/[ก-๙]/);
    expect((await call(app, 'GET', '/api/admin/withdrawals/auto', { token: owner.token })).data.enabled).toBe(
      false,
    );
  });

  it('approves a clean request within the limits as the system, awaiting its payout; staff record it once', async () => {
    expect((await setAuto({ enabled: true, max_per_request: 500, max_per_member_day: 800 })).error).toBe(0);
    const member = await seasonedMember(app);
    const answer = await withdraw(member.token, 300);
    expect(answer.data).toMatchObject({ status: 'approved', paid_at: null, reason: '' });
    const id = answer.data.id as number;
    expect(await rowOf(id)).toEqual({ status: 'approved', decided_by: 'system', paid: false });
    expect(await auditRows(app, 'withdrawal', id)).toEqual([
      expect.objectContaining({ action: 'withdrawal.approve', staff_username: 'system' }),
    ]);
    // The hold is posted: the money left the member; the approval cannot be refused any more.
    expect(await mainBalance(app, member.id)).toBe((1000 - 100 - 100 + 1000 - 50 - 300) * 100);
    const refuse = await call(app, 'POST', `/api/admin/withdrawals/${id}/refuse`, {
      token: finance.token,
      body: { note: 'ลองปฏิเสธ', reason: 'ปฏิเสธ' },
    });
    expect(refuse.error).toBe(5022);
    // In the queue, awaiting the payout; two staff recording it at once: one wins.
    const queued = (
      await call(app, 'GET', '/api/admin/withdrawals', { token: finance.token })
    ).data.items.find((item: { id: number }) => item.id === id);
    expect(queued).toMatchObject({ awaiting_payout: true });
    const paid = await Promise.all(
      [finance, owner].map((staff, i) =>
        call(app, 'POST', `/api/admin/withdrawals/${id}/paid`, {
          token: staff.token,
          body: { note: 'โอนแล้ว', paid_from_account_id: account, bank_reference: `P${i}` },
        }),
      ),
    );
    expect(paid.map((p) => p.error).sort()).toEqual([0, 5030]);
    expect(await rowOf(id)).toMatchObject({ paid: true });
    const info = (await call(app, 'GET', '/api/member/withdraw/info', { token: member.token })).data;
    expect(info.recent.find((item: { id: number }) => item.id === id).paid_at).not.toBeNull();
  });

  it('leaves to staff a request over the amount, over the day total, or from a flagged member', async () => {
    await setAuto({ enabled: true, max_per_request: 500, max_per_member_day: 800 });
    const big = await seasonedMember(app);
    expect((await withdraw(big.token, 600)).data.status).toBe('pending');
    const fresh = await depositedMember(app, 1000); // first withdrawal, new account: flagged
    expect((await withdraw(fresh.token, 100)).data.status).toBe('pending');
    // 100 approved today already (the seasoned member's first), 500 more is 600: within 800; then 300 is not.
    const daily = await seasonedMember(app, 2000);
    expect((await withdraw(daily.token, 500)).data.status).toBe('approved');
    expect((await withdraw(daily.token, 300)).data.status).toBe('pending');
  });

  it('holds the day total under parallel requests of one member, and approves each of many members once', async () => {
    await setAuto({ enabled: true, max_per_request: 500, max_per_member_day: 500 });
    const member = await seasonedMember(app, 3000);
    const answers = await Promise.all(Array.from({ length: 8 }, () => withdraw(member.token, 150)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const approved = await app.db.query<{ n: number; total: number }>(
      `SELECT count(*)::int AS n, coalesce(sum(amount), 0)::int AS total FROM withdrawals
        WHERE member_id = $1 AND status = 'approved' AND decided_by = 'system'`,
      [member.id],
    );
    // 100 was approved today before: at most 400 more (satang here), two of 150; one at least went through.
    expect(approved.rows[0]!.n).toBeGreaterThanOrEqual(1);
    expect(approved.rows[0]!.total).toBeLessThanOrEqual(40_000);

    const members = await Promise.all(Array.from({ length: 6 }, () => seasonedMember(app)));
    const many = await Promise.all(members.map((m) => withdraw(m.token, 200)));
    expect(many.map((answer) => answer.data.status)).toEqual(members.map(() => 'approved'));
    for (const answer of many)
      expect((await auditRows(app, 'withdrawal', answer.data.id)).map((row) => row.staff_username)).toEqual([
        'system',
      ]);
  });

  it('decides once when a staff refusal races the automatic approval', async () => {
    for (let round = 0; round < 4; round += 1) {
      await setAuto({ enabled: false, max_per_request: 500, max_per_member_day: 5000 });
      const member = await seasonedMember(app);
      const id = (await withdraw(member.token, 200)).data.id as number;
      await setAuto({ enabled: true, max_per_request: 500, max_per_member_day: 5000 });
      const [auto, staff] = await Promise.all([
        approveAutomatically(app.db, id, new Date()),
        call(app, 'POST', `/api/admin/withdrawals/${id}/refuse`, {
          token: finance.token,
          body: { note: 'ตรวจแล้วไม่ผ่าน', reason: 'บัญชีไม่ถูกต้อง' },
        }),
      ]);
      const row = await rowOf(id);
      if (row.status === 'approved') {
        expect(auto?.status).toBe('approved');
        expect(staff.error).toBe(5022);
      } else {
        expect(row.status).toBe('refused');
        expect(auto).toBeNull();
        expect(staff.error).toBe(0);
      }
      expect(await auditRows(app, 'withdrawal', id)).toHaveLength(1);
      const balance = await mainBalance(app, member.id);
      expect(balance).toBe((1000 - 100 - 100 + 1000 - 50 - (row.status === 'approved' ? 200 : 0)) * 100);
    }
  });
});
