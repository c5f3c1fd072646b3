import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { satang } from '@contract/money';
import { recordIncomingTransfer } from '@server/payments/incoming-transfers';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { depositedMember, requestWithdrawal } from './money/money-fixtures';
import { agentBankAccount, seasonedMember } from './money/withdrawal-payout-fixtures';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const owner = await insertStaff(app, 'owner');

const post = (token: string, url: string, body: object) => call(app, 'POST', url, { token, body });

const unmatched = async (agentId: number, baht: number) =>
  (
    await recordIncomingTransfer(app.db, {
      agentId,
      source: 'test',
      externalId: randomUUID(),
      channelType: 'bank_transfer',
      subChannelId: 1,
      amount: satang(Math.round(baht * 100)),
    })
  ).id;

const adjust = (token: string, memberId: number, direction: 'credit' | 'debit', amount: number) =>
  post(token, `/api/admin/members/${memberId}/adjust`, {
    direction,
    amount,
    reason: 'ชดเชยระบบ',
    idempotency_key: randomUUID(),
  });

const report = (from: Date, to: Date) =>
  call(app, 'GET', '/api/admin/reports/shifts', {
    token: owner.token,
    query: { from: from.toISOString(), to: to.toISOString() },
  });

describe('the staff shift report', () => {
  it("counts each staff member's decisions and their totals over the range, and exports them as CSV", async () => {
    await post(owner.token, '/api/admin/manual_money/rules', {
      four_eyes_above: 1000,
      limits: [{ role: 'finance', daily_limit: 100_000 }],
    });
    const start = new Date();
    const [anna, ben] = await Promise.all([insertStaff(app, 'finance'), insertStaff(app, 'finance')]);
    const member = await depositedMember(app, 5000);
    const account = await agentBankAccount(app);
    // Anna: two withdrawals approved, one refused, a transfer assigned, one refused, and adjustments.
    for (const amount of [100, 250.5]) {
      const id = await requestWithdrawal(app, member.token, amount);
      const paid = { note: 'โอนแล้ว', paid_from_account_id: account, bank_reference: `REF-${id}` };
      expect((await post(anna.token, `/api/admin/withdrawals/${id}/approve`, paid)).error).toBe(0);
    }
    const refused = await requestWithdrawal(app, member.token, 170);
    expect(
      (
        await post(anna.token, `/api/admin/withdrawals/${refused}/refuse`, {
          note: 'บัญชีไม่ตรง',
          reason: 'ชื่อบัญชีไม่ตรงกับสมาชิก',
        })
      ).error,
    ).toBe(0);
    const assigned = await unmatched(anna.agentId, 300);
    const other = await insertMember(app);
    expect(
      (
        await post(anna.token, `/api/admin/transfers/${assigned}/assign`, {
          phone: other.phone,
          reason: 'สลิปตรง',
        })
      ).error,
    ).toBe(0);
    const dropped = await unmatched(anna.agentId, 45.25);
    expect(
      (await post(anna.token, `/api/admin/transfers/${dropped}/reject`, { reason: 'คืนผู้โอน' })).error,
    ).toBe(0);
    expect((await adjust(anna.token, member.id, 'credit', 20)).data.status).toBe('done');
    expect((await adjust(anna.token, member.id, 'credit', 30.5)).data.status).toBe('done');
    expect((await adjust(anna.token, member.id, 'debit', 5)).data.status).toBe('done');
    const big = await adjust(anna.token, member.id, 'credit', 2000);
    const bigger = await adjust(anna.token, member.id, 'credit', 1500);
    // Ben decides Anna's two requests.
    const url = (id: number, verb: string) => `/api/admin/adjustments/${id}/${verb}`;
    expect((await post(ben.token, url(big.data.request_id, 'approve'), {})).error).toBe(0);
    expect(
      (await post(ben.token, url(bigger.data.request_id, 'reject'), { reason: 'ไม่มีหลักฐาน' })).error,
    ).toBe(0);
    const end = new Date(Date.now() + 1000);

    const answer = await report(start, end);
    expect(answer.error).toBe(0);
    const rows = answer.data.staff.filter((s: { staff_id: number }) =>
      [anna.id, ben.id].includes(s.staff_id),
    );
    const zero = { count: 0, amount: 0 };
    const of = (id: number) => rows.find((r: { staff_id: number }) => r.staff_id === id)!.figures;
    expect(of(anna.id)).toEqual({
      withdrawals_approved: { count: 2, amount: 350.5 },
      withdrawals_refused: { count: 1, amount: 170 },
      withdrawals_paid: zero,
      transfers_assigned: { count: 1, amount: 300 },
      transfers_refused: { count: 1, amount: 45.25 },
      adjusted_credit: { count: 2, amount: 50.5 },
      adjusted_debit: { count: 1, amount: 5 },
      requested: { count: 2, amount: 3500 },
      approved: zero,
      rejected: zero,
    });
    expect(of(ben.id)).toMatchObject({
      withdrawals_approved: zero,
      requested: zero,
      approved: { count: 1, amount: 2000 },
      rejected: { count: 1, amount: 1500 },
    });

    // Before the range began nothing of theirs is counted.
    const before = await report(new Date(start.getTime() - 3600_000), start);
    expect(before.data.staff.map((s: { staff_id: number }) => s.staff_id)).not.toContain(anna.id);

    const csv = await app.inject({
      method: 'GET',
      url: '/api/admin/reports/shifts.csv',
      query: { from: start.toISOString(), to: end.toISOString() },
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toContain('พนักงาน,ตำแหน่ง,อนุมัติถอน (รายการ),อนุมัติถอน (บาท)');
    expect(lines.find((l) => l.startsWith(`${anna.username},`))).toBe(
      `${anna.username},การเงิน,2,350.50,1,170.00,0,0.00,1,300.00,1,45.25,2,50.50,1,5.00,2,3500.00,0,0.00,0,0.00`,
    );
  });

  it("counts the payout staff record of an automatic approval, and not the system's approval", async () => {
    const auto = { enabled: true, max_per_request: 500, max_per_member_day: 800 };
    expect((await post(owner.token, '/api/admin/withdrawals/auto', auto)).error).toBe(0);
    const start = new Date();
    const anna = await insertStaff(app, 'finance');
    const member = await seasonedMember(app);
    const id = await requestWithdrawal(app, member.token, 300);
    const paid = { note: 'โอนแล้ว', paid_from_account_id: await agentBankAccount(app), bank_reference: 'P-1' };
    expect((await post(anna.token, `/api/admin/withdrawals/${id}/paid`, paid)).error).toBe(0);
    const answer = await report(start, new Date(Date.now() + 1000));
    expect(answer.data.staff).toHaveLength(1);
    expect(answer.data.staff[0]).toMatchObject({
      staff_id: anna.id,
      figures: { withdrawals_paid: { count: 1, amount: 300 }, withdrawals_approved: { count: 0, amount: 0 } },
    });
  });

  it('refuses a range that ends before it starts or passes 31 days, and a role without the permission', async () => {
    const now = new Date();
    const backwards = await report(now, new Date(now.getTime() - 1000));
    expect(backwards.error).toBe(errorCatalogue.SHIFT_RANGE_INVALID.code);
    expect(backwards.message).toContain('ช่วงเวลาไม่ถูกต้อง');
    const long = await report(new Date(now.getTime() - 32 * 86_400_000), now);
    expect(long.error).toBe(errorCatalogue.SHIFT_RANGE_INVALID.code);
    const yearZero = await call(app, 'GET', '/api/admin/reports/shifts', {
      token: owner.token,
      query: { from: '0000-01-01T00:00:00Z', to: '0000-01-02T00:00:00Z' },
    });
    expect(yearZero.error).toBe(errorCatalogue.SHIFT_RANGE_INVALID.code);
    const finance = await insertStaff(app, 'finance');
    const denied = await call(app, 'GET', '/api/admin/reports/shifts', {
      token: finance.token,
      query: { from: now.toISOString(), to: now.toISOString() },
    });
    expect(denied.status).toBe(403);
  });
});
