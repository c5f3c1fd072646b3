// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositOrder, InquiryStatus } from '@contract/payment';
import type { DepositSlip } from '@contract/payment-slip';
import { PaymentPage } from '@features/payment/components/payment-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

afterEach(cleanup);

const order: DepositOrder = {
  order_id: 'DSLIPORDER1',
  channel_id: 2,
  channel_type: 'bank_transfer',
  status: 'pending',
  amount: 300,
  pay_amount: 300.37,
  qr_payload: '',
  qr_image: '',
  account: null,
  expires_at: new Date(Date.now() + 600_000).toISOString(),
  created_at: new Date().toISOString(),
  paid_at: null,
};
const pending: InquiryStatus = {
  order_id: order.order_id,
  status: 'pending',
  credited: false,
  amount: 300.37,
  seconds_left: 600,
  paid_at: null,
};
const attached: DepositSlip = {
  order_id: order.order_id,
  mime: 'image/png',
  size: 2048,
  uploaded_at: '2026-11-27T07:05:00.000Z',
};

const page = (current: DepositOrder = order) => {
  let slip: DepositSlip | null = null;
  const server = fakeServer({
    'GET /api/member/payment/qrcode_info': () => ({ data: current }),
    'GET /api/member/payment/inquiry_status': () => ({ data: { ...pending, status: current.status } }),
    'GET /api/member/payment/slip': () => ({ data: slip }),
    'POST /api/member/payment/slip': () => {
      slip = attached;
      return { data: attached };
    },
  });
  renderScreen(
    <PaymentPage orderId={current.order_id} onCredited={vi.fn()} onNewDeposit={vi.fn()} />,
    '/member/payment',
  );
  return server;
};

const choose = (file: File) =>
  fireEvent.change(screen.getByLabelText('เลือกรูปสลิป'), { target: { files: [file] } });

describe('the transfer slip on a transfer order', () => {
  it('sends the chosen image for this order and says it is attached', async () => {
    const server = page();
    expect(await screen.findByText('แนบสลิปการโอน')).toBeTruthy();
    const file = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'slip.png', { type: 'image/png' });
    choose(file);
    expect(await screen.findByText(/แนบสลิปแล้วเมื่อ/)).toBeTruthy();
    const [sent] = server.callsTo('POST /api/member/payment/slip');
    expect(sent!.params).toEqual({ order_id: order.order_id });
    expect(sent!.body).toBe(file);
    const type = Object.entries(sent!.headers).find(([name]) => name.toLowerCase() === 'content-type');
    expect(type?.[1]).toBe('image/png');
  });

  it('refuses a file that is not an image, or too large, in Thai, without sending it', async () => {
    const server = page();
    await screen.findByText('แนบสลิปการโอน');
    choose(new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('ไฟล์ต้องเป็นรูปภาพสลิป (ภาพถ่ายหรือภาพหน้าจอ) เท่านั้น')).toBeTruthy();
    choose(new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('รูปสลิปต้องมีขนาดไม่เกิน 5 เมกะไบต์')).toBeTruthy();
    await waitFor(() => expect(server.callsTo('POST /api/member/payment/slip')).toHaveLength(0));
  });

  it('offers no slip on a QR order', async () => {
    const server = page({ ...order, channel_type: 'promptpay_qr', qr_image: 'data:image/png;base64,AAAA' });
    expect(await screen.findByText(/สแกน/)).toBeTruthy();
    expect(screen.queryByText('แนบสลิปการโอน')).toBeNull();
    expect(server.callsTo('GET /api/member/payment/slip')).toHaveLength(0);
  });
});
