// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositOrder, InquiryStatus } from '@contract/payment';
import { PaymentPage } from '@features/payment/components/payment-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

afterEach(cleanup);

const order: DepositOrder = {
  order_id: 'DABCDEFGHJK',
  channel_id: 1,
  channel_type: 'promptpay_qr',
  status: 'pending',
  amount: 300,
  pay_amount: 300,
  qr_payload: '000201',
  qr_image: 'data:image/png;base64,AAAA',
  account: null,
  expires_at: new Date(Date.now() + 600_000).toISOString(),
  created_at: new Date().toISOString(),
  paid_at: null,
};
const status = (value: InquiryStatus['status']): InquiryStatus => ({
  order_id: order.order_id,
  status: value,
  credited: value === 'paid',
  amount: 300,
  seconds_left: 600,
  paid_at: null,
});

describe('PaymentPage', () => {
  it('shows the QR and countdown, polls, and shows success once the money lands', async () => {
    const answers = [status('pending'), status('paid')];
    fakeServer({
      'GET /api/member/payment/qrcode_info': () => ({ data: order }),
      'GET /api/member/payment/inquiry_status': () => ({
        data: answers.length > 1 ? answers.shift() : answers[0],
      }),
    });
    const onCredited = vi.fn();
    renderScreen(
      <PaymentPage orderId={order.order_id} onCredited={onCredited} onNewDeposit={vi.fn()} />,
      '/member/payment',
    );
    expect(await screen.findByAltText('สแกน QR ด้วยแอปธนาคารเพื่อชำระเงิน')).toBeTruthy();
    expect(screen.getByText(/^(09|10):\d\d$/)).toBeTruthy();
    expect(await screen.findByText('ฝากเงินสำเร็จ', {}, { timeout: 6000 })).toBeTruthy();
    expect(onCredited).toHaveBeenCalledTimes(1);
  });

  it('says the status cannot be checked while the provider is down, and recovers', async () => {
    let down = true;
    fakeServer({
      'GET /api/member/payment/qrcode_info': () => ({ data: order }),
      'GET /api/member/payment/inquiry_status': () =>
        down ? { error: 5003, message: 'ระบบชำระเงินขัดข้องชั่วคราว' } : { data: status('paid') },
    });
    renderScreen(
      <PaymentPage orderId={order.order_id} onCredited={vi.fn()} onNewDeposit={vi.fn()} />,
      '/member/payment',
    );
    expect(await screen.findByText(/ตรวจสอบสถานะไม่ได้ชั่วคราว/)).toBeTruthy();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบอีกครั้ง' }));
    expect(await screen.findByText('ฝากเงินสำเร็จ')).toBeTruthy();
  });

  it('offers a new deposit when the order expired', async () => {
    fakeServer({
      'GET /api/member/payment/qrcode_info': () => ({ data: { ...order, status: 'expired' } }),
      'GET /api/member/payment/inquiry_status': () => ({ data: status('expired') }),
    });
    const onNewDeposit = vi.fn();
    renderScreen(
      <PaymentPage orderId={order.order_id} onCredited={vi.fn()} onNewDeposit={onNewDeposit} />,
      '/member/payment',
    );
    expect(await screen.findByText('รายการหมดอายุ')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'ฝากเงินใหม่' }));
    expect(onNewDeposit).toHaveBeenCalled();
  });

  it('shows the account and the exact amount with copy buttons for a transfer order', async () => {
    fakeServer({
      'GET /api/member/payment/qrcode_info': () => ({
        data: {
          ...order,
          channel_type: 'bank_transfer',
          pay_amount: 300.37,
          qr_payload: '',
          qr_image: '',
          account: {
            id: 1,
            name: 'กสิกร',
            bank_code: 'KBANK',
            bank_name: 'ธนาคารกสิกรไทย',
            account_number: '1234567890',
            account_name: 'บจก. สยามเดโม่',
          },
        },
      }),
      'GET /api/member/payment/inquiry_status': () => ({ data: status('pending') }),
      'GET /api/member/payment/slip': () => ({ data: null }),
    });
    renderScreen(
      <PaymentPage orderId={order.order_id} onCredited={vi.fn()} onNewDeposit={vi.fn()} />,
      '/member/payment',
    );
    expect(await screen.findByText('1234567890')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByText('300.37').length).toBeGreaterThan(0));
    expect(screen.getAllByRole('button', { name: 'คัดลอก' }).length).toBe(3);
  });
});
