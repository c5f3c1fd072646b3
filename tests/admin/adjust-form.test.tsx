// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { AdjustForm } from '@admin-app/features/members/components/adjust-form';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const member = {
  id: 7,
  phone: '0812345678',
  full_name: 'สมชาย ใจดี',
  wallets: [{ id: 70, wallet_type_id: 1, name: 'กระเป๋าหลัก', balance: 0 }],
};
const room = { daily_limit: 100_000, used_today: 0, four_eyes_above: 5000 };
const done = { status: 'done', request_id: 1, transfer_id: 1, replayed: false, balance: 10 };

/** Answers the adjust calls in turn (a refusal, then successes), recording each body sent. */
const serverAnswering = (answers: { error?: number; message?: string; data?: unknown }[]) => {
  let n = 0;
  return fakeServer({
    'GET /api/admin/manual_money/me': () => ({ data: room }),
    'POST /api/admin/members/7/adjust': () => answers[Math.min(n++, answers.length - 1)]!,
  });
};

const renderForm = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <AdjustForm member={member} />
      </App>
    </QueryClientProvider>,
  );

const fill = (amount: string, reason: string, memberText = '') => {
  fireEvent.change(screen.getByTestId('adjust-amount'), { target: { value: amount } });
  fireEvent.change(screen.getByTestId('adjust-reason'), { target: { value: reason } });
  fireEvent.change(screen.getByTestId('adjust-member-text'), { target: { value: memberText } });
  fireEvent.click(screen.getByTestId('adjust-submit'));
};

/**
 * Reviews the form, checks the confirmation shows member, wallet and amount, and confirms (a closed dialog may stay
 * in the page while it fades: the open one is the one showing this amount).
 */
const submit = async (amount: string, reason: string, shown: string) => {
  fill(amount, reason);
  const summary = await waitFor(() => {
    const open = screen.getAllByTestId('adjust-summary').find((s) => s.textContent?.includes(shown));
    expect(open).toBeTruthy();
    return open!;
  });
  expect(summary.textContent).toContain('สมชาย ใจดี (0812345678)');
  expect(summary.textContent).toContain('กระเป๋าหลัก');
  const dialog = summary.closest('.ant-modal') as HTMLElement;
  fireEvent.click(within(dialog).getByTestId('adjust-confirm'));
};

const adjustCalls = (server: ReturnType<typeof fakeServer>) =>
  server
    .callsTo('POST /api/admin/members/7/adjust')
    .map((c) => c.body as { idempotency_key: string; reason: string; amount: number; member_text?: string });

describe('the credit/debit form', () => {
  it('sends nothing before the confirmation, which shows member, wallet and amount and what the member reads', async () => {
    const server = serverAnswering([{ data: done }]);
    renderForm();
    fill('250.5', 'ลูกค้าแจ้งเงินไม่เข้า', 'ชดเชยระบบ');
    const summary = await screen.findByTestId('adjust-summary');
    expect(summary.textContent).toContain('250.50 บาท');
    expect(summary.textContent).toContain('ปรับยอดเพิ่มโดยแอดมิน: ชดเชยระบบ');
    expect(adjustCalls(server)).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิก' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(adjustCalls(server)).toHaveLength(0);
    fireEvent.click(screen.getByTestId('adjust-submit'));
    fireEvent.click(await screen.findByTestId('adjust-confirm'));
    await waitFor(() => expect(adjustCalls(server)).toHaveLength(1));
    expect(adjustCalls(server)[0]).toMatchObject({
      amount: 250.5,
      wallet_type_id: 1,
      reason: 'ลูกค้าแจ้งเงินไม่เข้า',
      member_text: 'ชดเชยระบบ',
    });
  });

  it('refuses an amount with more than two decimals in Thai instead of rounding it, and sends nothing', async () => {
    const server = serverAnswering([{ data: done }]);
    renderForm();
    fill('0.001', 'ชดเชยระบบ');
    expect(await screen.findByText('จำนวนเงินต้องมากกว่า 0 และมีทศนิยมไม่เกิน 2 ตำแหน่ง')).toBeTruthy();
    expect(screen.queryByTestId('adjust-summary')).toBeNull();
    expect(adjustCalls(server)).toHaveLength(0);
  });

  it('keeps its idempotency key after a failed submit and takes a new one after a success', async () => {
    const server = serverAnswering([{ error: 3004, message: 'ยอดเงินไม่พอ' }, { data: done }, { data: done }]);
    renderForm();
    await submit('10', 'ชดเชยระบบ', '10.00 บาท');
    await screen.findByText('ยอดเงินไม่พอ');
    await submit('10', 'ชดเชยระบบ', '10.00 บาท');
    await screen.findByText('บันทึกแล้ว ยอดคงเหลือ 10.00 บาท');
    await submit('5', 'ชดเชยอีกครั้ง', '5.00 บาท');
    await waitFor(() => expect(adjustCalls(server)).toHaveLength(3));
    const sent = adjustCalls(server);
    expect(sent[0]).toMatchObject({ amount: 10, reason: 'ชดเชยระบบ', direction: 'credit' });
    expect(sent[1]!.idempotency_key).toBe(sent[0]!.idempotency_key);
    expect(sent[2]!.idempotency_key).not.toBe(sent[1]!.idempotency_key);
  });

  it('says above the threshold that a second staff member must approve, and reports the request', async () => {
    serverAnswering([
      { data: { ...done, status: 'pending', request_id: 42, transfer_id: null, balance: null } },
    ]);
    renderForm();
    expect((await screen.findByTestId('adjust-room')).textContent).toContain('5,000.00 บาท');
    fill('6000', 'โบนัสพิเศษ');
    const dialog = (await screen.findByTestId('adjust-summary')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByText(/ต้องให้พนักงานอีกคนอนุมัติก่อน/)).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('adjust-confirm'));
    await screen.findByText('ส่งคำขอเลขที่ 42 แล้ว รอพนักงานอีกคนอนุมัติ');
  });
});
