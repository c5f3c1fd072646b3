// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { QueuedWithdrawal, WithdrawalHistoryPage } from '@contract/admin/withdrawals';
import { WithdrawalsPage } from '@admin-app/features/withdrawals/components/withdrawals-page';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { screenWidth } from './helpers/screen-width';
import '@admin-app/lib/dates';

afterEach(cleanup);

const queued = (id: number, awaiting = false): QueuedWithdrawal => ({
  id,
  amount: 350,
  created_at: '2026-11-23T03:00:00.000Z',
  member: {
    id: 5,
    phone: '0812345678',
    full_name: 'สมชาย ใจดี',
    created_at: '2026-10-01T00:00:00.000Z',
    account_age_days: 53,
  },
  bank: { code: 'KBANK', name: 'กสิกรไทย', account: '1234567890', account_name: 'สมชาย ใจดี' },
  wallets: [],
  since: null,
  deposits_since: 500,
  stakes_since: 100,
  turnover_owed: 0,
  flags: [],
  awaiting_payout: awaiting,
});
const accounts = [
  { id: 3, bank_code: 'SCB', bank_name: 'ไทยพาณิชย์', account_number: '4445556667', account_name: 'บริษัท เว็บ' },
];
const decided = {
  id: 1,
  status: 'approved',
  amount: 350,
  reason: '',
  note: 'x',
  decided_at: null,
  paid_at: null,
};
const emptyHistory: WithdrawalHistoryPage = {
  items: [],
  total: 0,
  total_capped: false,
  next_cursor: null,
  page_size: 20,
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <WithdrawalsPage mayDecide maySetAuto={false} />
      </App>
    </QueryClientProvider>,
  );

const dialog = async () => screen.findByRole('dialog');
// The form's validation and the mutation's answer arrive after animation frames: slow on a shared machine.
const slow = { timeout: 8000 };
const submit = (box: HTMLElement, name: string) => fireEvent.click(within(box).getByRole('button', { name }));

describe('the withdrawals console', () => {
  it('refuses with an internal note and a reason for the member: both required, sent apart', async () => {
    const server = fakeServer({
      'GET /api/admin/withdrawals': () => ({ data: { items: [queued(1)], total: 1 } }),
      'POST /api/admin/withdrawals/1/refuse': () => ({ data: { ...decided, status: 'refused' } }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('refuse-button'));
    const box = await dialog();
    expect(within(box).getByText('บันทึกภายใน (จำเป็น ไม่แสดงให้สมาชิกเห็น)')).toBeTruthy();
    fireEvent.change(within(box).getByTestId('reason-input'), { target: { value: 'เช็กกับ KBANK แล้ว' } });
    submit(box, 'ปฏิเสธ');
    expect(await within(box).findByText('กรุณากรอกเหตุผลที่จะแจ้งสมาชิกอย่างน้อย 3 ตัวอักษร', {}, slow)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/withdrawals/1/refuse')).toHaveLength(0);
    fireEvent.change(within(box).getByTestId('member-reason-input'), {
      target: { value: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก' },
    });
    submit(box, 'ปฏิเสธ');
    await waitFor(() => expect(server.callsTo('POST /api/admin/withdrawals/1/refuse')).toHaveLength(1), slow);
    expect(server.callsTo('POST /api/admin/withdrawals/1/refuse')[0]!.body).toEqual({
      note: 'เช็กกับ KBANK แล้ว',
      reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก',
    });
  });

  it('approves with the agent account paid from and the bank reference; shows the server refusal', async () => {
    const server = fakeServer({
      'GET /api/admin/withdrawals': () => ({ data: { items: [queued(1)], total: 1 } }),
      'GET /api/admin/withdrawals/payout-accounts': () => ({ data: accounts }),
      'POST /api/admin/withdrawals/1/approve': () => ({ error: 5022, message: 'รายการถอนนี้ถูกดำเนินการไปแล้ว' }),
    });
    renderPage();
    fireEvent.click(await screen.findByTestId('approve-button'));
    const box = await dialog();
    fireEvent.change(within(box).getByTestId('reason-input'), { target: { value: 'โอนแล้ว ตรวจสลิปแล้ว' } });
    submit(box, 'อนุมัติ (โอนแล้ว)');
    expect(await within(box).findByText('กรุณาเลือกบัญชีที่ใช้โอน', {}, slow)).toBeTruthy();
    expect(within(box).getByText('กรุณากรอกเลขอ้างอิงจากธนาคาร')).toBeTruthy();
    fireEvent.mouseDown(within(box).getByRole('combobox'));
    fireEvent.click(await screen.findByText('ไทยพาณิชย์ 4445556667 (บริษัท เว็บ)'));
    fireEvent.change(within(box).getByTestId('bank-reference-input'), { target: { value: 'FT2611230001' } });
    submit(box, 'อนุมัติ (โอนแล้ว)');
    expect(await within(box).findByText('รายการถอนนี้ถูกดำเนินการไปแล้ว', {}, slow)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/withdrawals/1/approve')[0]!.body).toEqual({
      note: 'โอนแล้ว ตรวจสลิปแล้ว',
      paid_from_account_id: 3,
      bank_reference: 'FT2611230001',
    });
  });

  it('offers the payout record, not a decision, for an approval of the automatic mode; copies the account number', async () => {
    fakeServer({ 'GET /api/admin/withdrawals': () => ({ data: { items: [queued(2, true)], total: 1 } }) });
    renderPage();
    const card = await screen.findByTestId('withdrawal-card');
    expect(within(card).getByText('ระบบอนุมัติแล้ว รอโอน')).toBeTruthy();
    expect(within(card).getByTestId('payout-button')).toBeTruthy();
    expect(within(card).queryByTestId('approve-button')).toBeNull();
    expect(within(card).getByLabelText('คัดลอกเลขบัญชี')).toBeTruthy();
  });

  it('searches the history by status and member', async () => {
    const server = fakeServer({
      'GET /api/admin/withdrawals': () => ({ data: { items: [], total: 0 } }),
      'GET /api/admin/withdrawals/history': () => ({ data: emptyHistory }),
    });
    renderPage();
    fireEvent.click(await screen.findByRole('tab', { name: 'ประวัติการถอน' }));
    fireEvent.change(await screen.findByTestId('history-member'), { target: { value: '0812' } });
    fireEvent.click(screen.getByTestId('history-search'));
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/withdrawals/history').at(-1)!.params).toMatchObject({
        member: '0812',
      }),
    );
    expect(await screen.findByText('ไม่พบรายการถอนที่ตรงเงื่อนไข')).toBeTruthy();
  });

  it('lays the card out for a phone: each label above its value', async () => {
    const restore = screenWidth(390);
    try {
      fakeServer({ 'GET /api/admin/withdrawals': () => ({ data: { items: [queued(1)], total: 1 } }) });
      const { container } = renderPage();
      await screen.findByTestId('withdrawal-card');
      // Vertical: a row holds labels or values, never a label beside its value.
      const rows = [...container.querySelectorAll('[data-testid="withdrawal-card"] .ant-descriptions-row')];
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows)
        expect(
          Boolean(row.querySelector('.ant-descriptions-item-label')) &&
            Boolean(row.querySelector('.ant-descriptions-item-content')),
        ).toBe(false);
      expect(container.querySelector('[style*="width: 150px"]')).toBeNull();
    } finally {
      restore();
    }
  });
});
