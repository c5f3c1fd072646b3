// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustmentsScreen } from '@admin-app/features/adjustments/components/adjustments-screen';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const item = (id: number, requestedBy: string) => ({
  id,
  member_id: 7,
  member_phone: '0812345678',
  member_name: 'สมชาย ใจดี',
  wallet_type_id: 1,
  wallet_name: 'กระเป๋าหลัก',
  direction: 'credit',
  amount: 8000,
  note: 'โบนัสลูกค้า VIP',
  member_text: '',
  status: 'pending',
  requested_by: requestedBy,
  requested_at: '2026-11-27T05:00:00.000Z',
  decided_by: '',
  decided_at: null,
  decision_reason: '',
});

const renderScreen = (mayEditRules = false) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <AdjustmentsScreen me="alice" mayEditRules={mayEditRules} />
      </App>
    </QueryClientProvider>,
  );

const server = () =>
  fakeServer({
    'GET /api/admin/adjustments': () => ({ data: { items: [item(1, 'alice'), item(2, 'bob')] } }),
    'POST /api/admin/adjustments/2/approve': () => ({ data: { ...item(2, 'bob'), status: 'approved' } }),
    'POST /api/admin/adjustments/2/reject': () => ({ data: { ...item(2, 'bob'), status: 'rejected' } }),
    'GET /api/admin/manual_money/rules': () => ({
      data: {
        four_eyes_above: 5000,
        limits: [
          { role: 'owner', daily_limit: 500000 },
          { role: 'finance', daily_limit: 100000 },
        ],
      },
    }),
    'POST /api/admin/manual_money/rules': (call) => ({ data: call.body }),
  });

const rowOf = async (requestedBy: string) => {
  const table = await screen.findByTestId('adjustments-table');
  await within(table).findAllByText('โบนัสลูกค้า VIP');
  return within(table)
    .getAllByRole('row')
    .find((r) => within(r).queryByText(requestedBy) !== null)!;
};

describe('the four-eyes queue', () => {
  it("offers no approval of one's own request, and approves another's after a confirmation", async () => {
    const fake = server();
    renderScreen();
    const own = await rowOf('alice');
    expect(within(own).queryByTestId('approve-button')).toBeNull();
    expect(within(own).getByText('คำขอของคุณ ต้องให้พนักงานคนอื่นอนุมัติ')).toBeTruthy();
    const other = await rowOf('bob');
    fireEvent.click(within(other).getByTestId('approve-button'));
    expect(await screen.findByText(/อนุมัติ เพิ่มเงิน 8,000.00 บาท ให้ สมชาย ใจดี/)).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/adjustments/2/approve')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('decide-confirm'));
    await waitFor(() => expect(fake.callsTo('POST /api/admin/adjustments/2/approve')).toHaveLength(1));
    await screen.findByText('อนุมัติแล้ว เงินของสมาชิกเปลี่ยนแล้ว');
  });

  it('rejects only with a reason', async () => {
    const fake = server();
    renderScreen();
    fireEvent.click(within(await rowOf('bob')).getByTestId('reject-button'));
    fireEvent.click(await screen.findByTestId('decide-confirm'));
    expect(await screen.findByText('กรุณากรอกเหตุผลอย่างน้อย 3 ตัวอักษร')).toBeTruthy();
    expect(fake.callsTo('POST /api/admin/adjustments/2/reject')).toHaveLength(0);
    fireEvent.change(screen.getByTestId('reject-reason'), { target: { value: 'ไม่มีหลักฐาน' } });
    fireEvent.click(screen.getByTestId('decide-confirm'));
    await waitFor(() => expect(fake.callsTo('POST /api/admin/adjustments/2/reject')).toHaveLength(1));
    expect(fake.callsTo('POST /api/admin/adjustments/2/reject')[0]!.body).toEqual({ reason: 'ไม่มีหลักฐาน' });
  });

  it("lets the owner set the threshold and each role's daily limit", async () => {
    const fake = server();
    renderScreen(true);
    fireEvent.click(await screen.findByText('วงเงินและเกณฑ์'));
    const threshold = await screen.findByTestId('rules-four-eyes');
    fireEvent.change(threshold, { target: { value: '2000' } });
    fireEvent.change(screen.getByTestId('rules-limit-finance'), { target: { value: '50000' } });
    fireEvent.click(screen.getByTestId('rules-save'));
    await waitFor(() => expect(fake.callsTo('POST /api/admin/manual_money/rules')).toHaveLength(1));
    expect(fake.callsTo('POST /api/admin/manual_money/rules')[0]!.body).toEqual({
      four_eyes_above: 2000,
      limits: [
        { role: 'owner', daily_limit: 500000 },
        { role: 'finance', daily_limit: 50000 },
      ],
    });
  });
});
