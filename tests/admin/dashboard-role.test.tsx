// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Dashboard } from '@contract/admin/dashboard';
import { DashboardScreen } from '@admin-app/features/dashboard/components/dashboard-screen';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const members = { new_members: 3, active_members: 2 };
const money = {
  deposits: 1200,
  withdrawals: 100,
  stakes: 350,
  wins: 120,
  ggr: 230,
  bonus_cost: 25,
  adjustments: -5,
};

const renderWith = (data: Dashboard) => {
  fakeServer({ 'GET /api/admin/dashboard': () => ({ data }) });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <MemoryRouter>
          <DashboardScreen
            withdrawalsPath="/withdrawals"
            transfersPath="/transfers"
            adjustmentsPath="/adjustments"
          />
        </MemoryRouter>
      </App>
    </QueryClientProvider>,
  );
};

const base = {
  today: '2026-11-27',
  month_start: '2026-11-01',
  members: { today: members, month: members },
  generated_at: '2026-11-27T05:00:00.000Z',
};

describe('the dashboard follows the role', () => {
  it('shows a lotto or content staff member the member counts only: no money, no queue to a page they may not open', async () => {
    renderWith({
      ...base,
      today_figures: null,
      month_figures: null,
      queues: {
        withdrawals_waiting: null,
        withdrawals_waiting_amount: null,
        transfers_to_review: null,
        adjustments_to_approve: null,
      },
      chart: null,
    });
    expect(await screen.findByTestId('dashboard-today', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByText('สมาชิกใหม่')).toHaveLength(2);
    expect(screen.queryByText('ยอดฝาก')).toBeNull();
    expect(screen.queryByText(/GGR/)).toBeNull();
    expect(screen.queryByTestId('dashboard-queues')).toBeNull();
  });

  it('shows support the withdrawal queue but not the transfers review', async () => {
    renderWith({
      ...base,
      today_figures: { ...money, ...members },
      month_figures: { ...money, ...members },
      queues: {
        withdrawals_waiting: 4,
        withdrawals_waiting_amount: 250,
        transfers_to_review: null,
        adjustments_to_approve: null,
      },
      chart: [{ day: '2026-11-27', deposits: 1200, withdrawals: 100, ggr: 230 }],
    });
    expect(await screen.findByTestId('dashboard-queues', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('รายการถอนรออนุมัติ')).toBeTruthy();
    expect(screen.queryByText('รายการโอนเข้ารอตรวจสอบ')).toBeNull();
    expect(screen.queryByText('คำขอเพิ่ม/ลดเงินรออนุมัติ')).toBeNull();
    expect(screen.getAllByText('ยอดฝาก')).toHaveLength(2);
    // Money moved by hand is its own line, today and this month.
    expect(screen.getAllByText('ปรับยอดโดยแอดมิน (สุทธิ)')).toHaveLength(2);
    expect(screen.getByTestId('dashboard-today-adjustments').textContent).toContain('-5.00');
  });
});

describe('the four-eyes queue on the dashboard', () => {
  it('shows finance the manual money requests waiting for a second staff member', async () => {
    renderWith({
      ...base,
      today_figures: { ...money, ...members },
      month_figures: { ...money, ...members },
      queues: {
        withdrawals_waiting: 0,
        withdrawals_waiting_amount: 0,
        transfers_to_review: 0,
        adjustments_to_approve: 3,
      },
      chart: [],
    });
    const queues = await screen.findByTestId('dashboard-queues', {}, { timeout: 5000 });
    expect(queues.textContent).toContain('คำขอเพิ่ม/ลดเงินรออนุมัติ');
    expect(queues.textContent).toContain('3');
  });
});
