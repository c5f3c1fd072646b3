// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { shiftFigures } from '@contract/admin/shift-report';
import { bangkokDay, bangkokDayStart } from '@contract/thai-time';
import { ShiftsScreen } from '@admin-app/features/shifts/components/shifts-screen';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const figures = Object.fromEntries(shiftFigures.map((f) => [f, { count: 0, amount: 0 }]));
const anna = {
  staff_id: 3,
  username: 'anna',
  role: 'finance',
  figures: {
    ...figures,
    withdrawals_approved: { count: 2, amount: 350.5 },
    approved: { count: 1, amount: 2000 },
  },
};

describe('the staff shift report', () => {
  it("opens on today's Bangkok day, moves to a preset shift, and shows each staff member's counts and totals", async () => {
    const server = fakeServer({
      'GET /api/admin/reports/shifts': (call) => ({ data: { ...(call.params as object), staff: [anna] } }),
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <ShiftsScreen />
        </App>
      </QueryClientProvider>,
    );
    const cell = await screen.findByTestId('shift-anna-withdrawals_approved');
    expect(cell.textContent).toContain('2 รายการ');
    expect(cell.textContent).toContain('350.50');
    expect(screen.getByTestId('shift-anna-approved').textContent).toContain('2,000.00');
    expect(screen.getByText('การเงิน')).toBeTruthy();
    const start = bangkokDayStart(bangkokDay(new Date())).getTime();
    const first = server.callsTo('GET /api/admin/reports/shifts')[0]!.params;
    expect(first).toEqual({
      from: new Date(start).toISOString(),
      to: new Date(start + 24 * 3_600_000).toISOString(),
    });
    fireEvent.click(screen.getByText('กะเช้า 06:00-14:00'));
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/reports/shifts').at(-1)!.params).toEqual({
        from: new Date(start + 6 * 3_600_000).toISOString(),
        to: new Date(start + 14 * 3_600_000).toISOString(),
      }),
    );
  });
});
