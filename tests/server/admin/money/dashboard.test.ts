import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { satang } from '@contract/money';
import { recordIncomingTransfer } from '@server/payments/incoming-transfers';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '../staff-fixtures';
import { bonus, deposit, depositedMember, gameOf, play, requestWithdrawal } from './money-fixtures';
import { agentBankAccount } from './withdrawal-payout-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const content = await insertStaff(app, 'content');
const finance = await insertStaff(app, 'finance');
const dashboardAs = async (token: string) => (await call(app, 'GET', '/api/admin/dashboard', { token })).data;
const dashboard = () => dashboardAs(finance.token);

const FIGURES = [
  'deposits',
  'withdrawals',
  'stakes',
  'wins',
  'ggr',
  'bonus_cost',
  'adjustments',
  'new_members',
  'active_members',
];
const delta = (after: Record<string, number>, before: Record<string, number>) =>
  Object.fromEntries(FIGURES.map((key) => [key, Math.round((after[key]! - before[key]!) * 100) / 100]));

describe('the dashboard', () => {
  it('counts known activity in every figure of today and of the month, the queues and the chart', async () => {
    const before = await dashboard();
    const [slot, casino] = [await gameOf(app, 'slot'), await gameOf(app, 'casino')];

    const a = await depositedMember(app, 1000);
    await play(app, a.id, 'bet', 300, slot);
    await play(app, a.id, 'win', 120.5, slot);
    await play(app, a.id, 'bet', 50, casino);
    await bonus(app, a.id, 25);
    const adjusted = await call(app, 'POST', `/api/admin/members/${a.id}/adjust`, {
      token: finance.token,
      body: { direction: 'credit', amount: 12.34, reason: 'ชดเชยระบบ', idempotency_key: randomUUID() },
    });
    expect(adjusted.data.status).toBe('done');
    // Above the four-eyes threshold (5,000 by default): a request in the queue, no money moved yet.
    const asked = await call(app, 'POST', `/api/admin/members/${a.id}/adjust`, {
      token: finance.token,
      body: { direction: 'credit', amount: 6000, reason: 'โบนัสพิเศษ', idempotency_key: randomUUID() },
    });
    expect(asked.data.status).toBe('pending');
    const b = await depositedMember(app, 200);
    const paid = await requestWithdrawal(app, b.token, 100);
    const decided = await call(app, 'POST', `/api/admin/withdrawals/${paid}/approve`, {
      token: finance.token,
      body: { note: 'โอนแล้ว', paid_from_account_id: await agentBankAccount(app), bank_reference: 'REF-1' },
    });
    expect(decided.error).toBe(0);
    await deposit(app, b.id, 0.25);
    await requestWithdrawal(app, b.token, 100);
    await recordIncomingTransfer(app.db, {
      agentId: content.agentId,
      source: 'test',
      externalId: `dash-${a.id}`,
      channelType: 'bank_transfer',
      subChannelId: 1,
      amount: satang(77_77),
    });

    const after = await dashboard();
    const expected = {
      deposits: 1200.25,
      withdrawals: 100,
      stakes: 350,
      wins: 120.5,
      ggr: 229.5,
      bonus_cost: 25,
      adjustments: 12.34,
      new_members: 2,
      active_members: 1,
    };
    expect(delta(after.today_figures, before.today_figures)).toEqual(expected);
    expect(delta(after.month_figures, before.month_figures)).toEqual(expected);
    expect(after.queues.withdrawals_waiting - before.queues.withdrawals_waiting).toBe(1);
    expect(after.queues.withdrawals_waiting_amount - before.queues.withdrawals_waiting_amount).toBe(100);
    expect(after.queues.transfers_to_review - before.queues.transfers_to_review).toBe(1);
    expect(after.queues.adjustments_to_approve - before.queues.adjustments_to_approve).toBe(1);
    expect(after.today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(after.chart.at(-1).day).toBe(after.today);
    expect(after.chart[0].day).toBe(after.month_start);
    expect(after.chart.at(-1).deposits - before.chart.at(-1).deposits).toBe(1200.25);
    expect(Math.round((after.chart.at(-1).ggr - before.chart.at(-1).ggr) * 100)).toBe(22_950);
  });

  it('leaves out another agent’s members', async () => {
    const before = await dashboard();
    const other = await app.db.query<{ id: number }>(
      `INSERT INTO agents (code, name) VALUES ('dash-other', 'อื่น') RETURNING id`,
    );
    const member = await depositedMember(app, 500);
    await app.db.query(`UPDATE members SET agent_id = $2 WHERE id = $1`, [member.id, other.rows[0]!.id]);
    const after = await dashboard();
    expect(delta(after.today_figures, before.today_figures)).toMatchObject({ deposits: 0, new_members: 0 });
  });

  it('follows the role: content, lotto and marketing see member counts but no money and no queue', async () => {
    const member = await depositedMember(app, 300);
    await requestWithdrawal(app, member.token, 100);
    for (const role of ['lotto', 'marketing'] as const) {
      const staff = await insertStaff(app, role);
      const seen = await dashboardAs(staff.token);
      expect(seen, role).toMatchObject({
        today_figures: null,
        month_figures: null,
        chart: null,
        queues: {
          withdrawals_waiting: null,
          withdrawals_waiting_amount: null,
          transfers_to_review: null,
          adjustments_to_approve: null,
        },
      });
      expect(seen.members.today.new_members).toBeGreaterThan(0);
    }
    const byContent = await dashboardAs(content.token);
    expect([byContent.today_figures, byContent.queues.withdrawals_waiting]).toEqual([null, null]);
    // Support sees deposits and the withdrawal queue (it may open both pages), not the transfers review.
    const support = await dashboardAs((await insertStaff(app, 'support')).token);
    expect(support.today_figures.deposits).toBeGreaterThanOrEqual(300);
    expect(support.queues.withdrawals_waiting).toBeGreaterThan(0);
    expect(support.queues.transfers_to_review).toBeNull();
    expect(support.queues.adjustments_to_approve).toBeNull();
    const byFinance = await dashboard();
    expect(byFinance.members).toEqual({
      today: {
        new_members: byFinance.today_figures.new_members,
        active_members: byFinance.today_figures.active_members,
      },
      month: {
        new_members: byFinance.month_figures.new_members,
        active_members: byFinance.month_figures.active_members,
      },
    });
  });
});
