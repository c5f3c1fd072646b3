// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Withdrawal, WithdrawInfo } from '@contract/payment';
import { WithdrawPage } from '@features/payment/components/withdraw-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

/** The answer of a successful request, complete as the contract says (the client checks it in tests). */
const withdrawal: Withdrawal = {
  id: 1,
  amount: 400,
  status: 'pending',
  bank_code: 'KBANK',
  bank_name: 'กสิกรไทย',
  bank_account: 'xxxxxx7890',
  reason: '',
  created_at: '2026-01-01T00:00:00.000Z',
  decided_at: null,
  paid_at: null,
};

afterEach(cleanup);

const info: WithdrawInfo = {
  withdrawable: 1500,
  turnover_owed: 0,
  min_amount: 100,
  max_amount: 100000,
  accounts: [
    {
      destination: 'main',
      bank_code: 'KBANK',
      bank_name: 'ธนาคารกสิกรไทย',
      bank_account: 'xxxxxx7890',
      account_name: 'สมชาย ใจดี',
    },
  ],
  pending: [],
  recent: [],
};

describe('WithdrawPage', () => {
  it('shows the withdrawable balance and the destination, and sends the request', async () => {
    const server = fakeServer({
      'GET /api/member/withdraw/info': () => ({ data: info }),
      'GET /api/banks': () => ({ data: [] }),
      'POST /api/member/withdraw': () => ({ data: withdrawal }),
    });
    const onWithdrawn = vi.fn();
    renderScreen(<WithdrawPage onWithdrawn={onWithdrawn} />, '/member/withdraw');
    expect(await screen.findByText('1,500.00 ฿')).toBeTruthy();
    expect(screen.getByText(/xxxxxx7890/)).toBeTruthy();
    fireEvent.change(screen.getByPlaceholderText('กรอกจำนวนเงิน'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการถอน' }));
    // Nothing is held before the member confirms the amount and the account.
    const confirm = await screen.findByTestId('withdraw-confirm');
    expect(confirm.textContent).toContain('400.00');
    expect(confirm.textContent).toContain('xxxxxx7890');
    expect(server.callsTo('POST /api/member/withdraw')).toHaveLength(0);
    fireEvent.click(screen.getByText('ยืนยันถอนเงิน'));
    await waitFor(() => expect(onWithdrawn).toHaveBeenCalled());
    const body = server.callsTo('POST /api/member/withdraw')[0]?.body as Record<string, unknown>;
    expect(body).toMatchObject({ amount: 400, destination: 'main' });
    expect(String(body.request_id).length).toBeGreaterThanOrEqual(8);
  });

  it('retries a failed request with the same request id, so it can never withdraw twice', async () => {
    let fail = true;
    const server = fakeServer({
      'GET /api/member/withdraw/info': () => ({ data: info }),
      'GET /api/banks': () => ({ data: [] }),
      'POST /api/member/withdraw': () =>
        fail ? { status: 503, error: 9000, message: 'ระบบขัดข้องชั่วคราว' } : { data: withdrawal },
    });
    renderScreen(<WithdrawPage onWithdrawn={vi.fn()} />, '/member/withdraw');
    fireEvent.change(await screen.findByPlaceholderText('กรอกจำนวนเงิน'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการถอน' }));
    fireEvent.click(await screen.findByText('ยืนยันถอนเงิน'));
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการถอน' }));
    await waitFor(() => expect(screen.getByTestId('withdraw-confirm')).toBeTruthy());
    fireEvent.click(screen.getAllByText('ยืนยันถอนเงิน').at(-1)!);
    await waitFor(() => expect(server.callsTo('POST /api/member/withdraw')).toHaveLength(2));
    const [first, second] = server
      .callsTo('POST /api/member/withdraw')
      .map((call) => (call.body as { request_id: string }).request_id);
    expect(second).toBe(first);
  });

  it('says the balance is too low for more than the withdrawable balance, and sends nothing', async () => {
    const server = fakeServer({
      'GET /api/member/withdraw/info': () => ({ data: info }),
      'GET /api/banks': () => ({ data: [] }),
    });
    renderScreen(<WithdrawPage onWithdrawn={vi.fn()} />, '/member/withdraw');
    fireEvent.change(await screen.findByPlaceholderText('กรอกจำนวนเงิน'), { target: { value: '2000' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการถอน' }));
    expect(await screen.findByText('ยอดเงินไม่พอ ถอนได้ไม่เกิน 1,500.00 บาท')).toBeTruthy();
    expect(screen.queryByText(/ต้องอยู่ระหว่าง/)).toBeNull();
    expect(screen.queryByTestId('withdraw-confirm')).toBeNull();
    expect(server.callsTo('POST /api/member/withdraw')).toHaveLength(0);
  });

  it('names the minimum for too small an amount', async () => {
    fakeServer({
      'GET /api/member/withdraw/info': () => ({ data: info }),
      'GET /api/banks': () => ({ data: [] }),
    });
    renderScreen(<WithdrawPage onWithdrawn={vi.fn()} />, '/member/withdraw');
    fireEvent.change(await screen.findByPlaceholderText('กรอกจำนวนเงิน'), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการถอน' }));
    expect(await screen.findByText('ถอนขั้นต่ำ 100.00 บาท')).toBeTruthy();
  });

  it('holds nothing when the member cancels the confirmation', async () => {
    const server = fakeServer({
      'GET /api/member/withdraw/info': () => ({ data: info }),
      'GET /api/banks': () => ({ data: [] }),
      'POST /api/member/withdraw': () => ({ data: withdrawal }),
    });
    renderScreen(<WithdrawPage onWithdrawn={vi.fn()} />, '/member/withdraw');
    fireEvent.change(await screen.findByPlaceholderText('กรอกจำนวนเงิน'), { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันการถอน' }));
    fireEvent.click(await screen.findByText('ยกเลิก'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.callsTo('POST /api/member/withdraw')).toHaveLength(0);
  });

  it('says why the button is off when the balance is under the minimum', async () => {
    fakeServer({
      'GET /api/member/withdraw/info': () => ({ data: { ...info, withdrawable: 60 } }),
      'GET /api/banks': () => ({ data: [] }),
    });
    renderScreen(<WithdrawPage onWithdrawn={vi.fn()} />, '/member/withdraw');
    expect((await screen.findByTestId('withdraw-blocked')).textContent).toBe(
      'ยอดที่ถอนได้ 60.00 บาท ต่ำกว่ายอดถอนขั้นต่ำ 100.00 บาท',
    );
    expect((screen.getByRole('button', { name: 'ยืนยันการถอน' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('lists a pending withdrawal and blocks a second one, saying why', async () => {
    fakeServer({
      'GET /api/member/withdraw/info': () => ({
        data: {
          ...info,
          pending: [
            {
              id: 9,
              amount: 300,
              status: 'pending',
              bank_code: 'KBANK',
              bank_name: 'ธนาคารกสิกรไทย',
              bank_account: 'xxxxxx7890',
              reason: '',
              created_at: '2026-11-21T03:00:00Z',
              decided_at: null,
              paid_at: null,
            },
          ],
        },
      }),
      'GET /api/banks': () => ({ data: [] }),
    });
    renderScreen(<WithdrawPage onWithdrawn={vi.fn()} />, '/member/withdraw');
    expect(await screen.findByText('รายการถอนที่รอดำเนินการ')).toBeTruthy();
    expect(screen.getByText('รอดำเนินการ')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'ยืนยันการถอน' }) as HTMLButtonElement).disabled).toBe(true);
    // The disabled button says why, and "no withdrawals yet" does not contradict the pending one.
    expect(screen.getByTestId('withdraw-blocked').textContent).toContain('มีรายการถอนที่รอดำเนินการอยู่');
    expect(screen.queryByText('ยังไม่มีรายการถอน')).toBeNull();
  });

  it('shows a paid withdrawal as โอนแล้ว with the time, and a refusal with the reason staff wrote for the member', async () => {
    const recent: Withdrawal[] = [
      {
        ...withdrawal,
        id: 21,
        status: 'approved',
        decided_at: '2026-11-21T03:00:00Z',
        paid_at: '2026-11-21T03:05:00Z',
      },
      { ...withdrawal, id: 22, amount: 250, status: 'approved', decided_at: '2026-11-21T04:00:00Z' },
      {
        ...withdrawal,
        id: 23,
        amount: 300,
        status: 'refused',
        reason: 'ชื่อบัญชีไม่ตรงกับชื่อสมาชิก',
        decided_at: '2026-11-21T05:00:00Z',
      },
    ];
    fakeServer({
      'GET /api/member/withdraw/info': () => ({ data: { ...info, recent } }),
      'GET /api/banks': () => ({ data: [] }),
    });
    renderScreen(<WithdrawPage onWithdrawn={vi.fn()} />, '/member/withdraw');
    const list = await screen.findByRole('region', { name: 'รายการถอนล่าสุด' });
    expect(list.textContent).toContain('โอนแล้วเมื่อ 21/11/2569 10:05');
    expect(screen.getByText('อนุมัติแล้ว รอโอน')).toBeTruthy();
    expect(list.textContent).toContain('ชื่อบัญชีไม่ตรงกับชื่อสมาชิก');
  });
});
