// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DepositOrder, PaymentChannel, PaymentInfo } from '@contract/payment';
import { DepositPage } from '@features/payment/components/deposit-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

afterEach(cleanup);

const channels: PaymentChannel[] = [
  {
    id: 1,
    type: 'promptpay_qr',
    name: 'QR พร้อมเพย์',
    min_amount: 100,
    max_amount: 50000,
    available: true,
    unavailable_reason: '',
  },
  {
    id: 2,
    type: 'bank_transfer',
    name: 'โอนผ่านบัญชีธนาคาร',
    min_amount: 100,
    max_amount: 100000,
    available: true,
    unavailable_reason: '',
  },
  {
    id: 3,
    type: 'truemoney',
    name: 'ทรูมันนี่',
    min_amount: 100,
    max_amount: 30000,
    available: false,
    unavailable_reason: 'ปิดปรับปรุง',
  },
];
const account = {
  id: 11,
  name: 'กสิกร',
  bank_code: 'KBANK',
  bank_name: 'ธนาคารกสิกรไทย',
  account_number: '1234567890',
  account_name: 'บจก. สยามเดโม่',
};
const info = (channel: PaymentChannel, extra: Partial<PaymentInfo> = {}): PaymentInfo => ({
  channel,
  sub_channels: channel.type === 'bank_transfer' ? [account] : [],
  quick_amounts: [100, 300, 500, 1000, 5000],
  notice: ['โอนจากบัญชีที่ลงทะเบียนไว้เท่านั้น'],
  pending_order_id: null,
  ...extra,
});
const order: DepositOrder = {
  order_id: 'DABCDEFGHJK',
  channel_id: 1,
  channel_type: 'promptpay_qr',
  status: 'pending',
  amount: 1000,
  pay_amount: 1000,
  qr_payload: '000201',
  qr_image: 'data:image/png;base64,',
  account: null,
  expires_at: '2026-01-01T00:15:00.000Z',
  created_at: '2026-01-01T00:00:00.000Z',
  paid_at: null,
};

const server = () =>
  fakeServer({
    'GET /api/member/payment/channels': () => ({ data: channels }),
    'GET /api/member/payment/info': (call) => {
      const id = Number((call.params as { channel_id: number }).channel_id);
      return { data: info(channels.find((channel) => channel.id === id)!) };
    },
    'POST /api/member/payment/generate_qr': () => ({ data: order }),
  });

describe('DepositPage', () => {
  it('makes a QR order with a quick-pick amount and hands its id to the app', async () => {
    const calls = server();
    const onOrder = vi.fn();
    renderScreen(<DepositPage onOrder={onOrder} />, '/member/deposit');
    fireEvent.click(await screen.findByRole('button', { name: '1,000' }));
    fireEvent.click(screen.getByRole('button', { name: 'สร้าง QR Code' }));
    await waitFor(() => expect(onOrder).toHaveBeenCalledWith('DABCDEFGHJK'));
    expect(calls.callsTo('POST /api/member/payment/generate_qr')[0]?.body).toEqual({
      channel_id: 1,
      sub_channel_id: null,
      amount: 1000,
    });
  });

  it('refuses more than two decimals and amounts outside the limits without calling the server', async () => {
    const calls = server();
    renderScreen(<DepositPage onOrder={vi.fn()} />, '/member/deposit');
    const input = await screen.findByPlaceholderText('กรอกจำนวนเงิน');
    fireEvent.change(input, { target: { value: '100.555' } });
    fireEvent.click(screen.getByRole('button', { name: 'สร้าง QR Code' }));
    expect(await screen.findByText(/ทศนิยมไม่เกิน 2 ตำแหน่ง/)).toBeTruthy();
    fireEvent.change(input, { target: { value: '50' } });
    expect(await screen.findByText(/ต้องอยู่ระหว่าง 100.00 - 50,000.00 บาท/)).toBeTruthy();
    expect(calls.callsTo('POST /api/member/payment/generate_qr')).toHaveLength(0);
  });

  it('shows the agent account with a copy button and the deposit notice for bank transfers', async () => {
    server();
    renderScreen(<DepositPage onOrder={vi.fn()} />, '/member/deposit');
    fireEvent.click(await screen.findByRole('radio', { name: /โอนผ่านบัญชีธนาคาร/ }));
    expect(await screen.findByText('1234567890')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'คัดลอก' })).toBeTruthy();
    expect(screen.getByText('โอนจากบัญชีที่ลงทะเบียนไว้เท่านั้น')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'แจ้งฝากเงิน' })).toBeTruthy();
  });

  it('shows a closed channel as closed and not choosable', async () => {
    server();
    renderScreen(<DepositPage onOrder={vi.fn()} />, '/member/deposit');
    const closed = await screen.findByRole('radio', { name: /ทรูมันนี่/ });
    expect((closed as HTMLButtonElement).disabled).toBe(true);
    expect(closed.textContent).toContain('ปิดปรับปรุง');
  });

  it("shows the server's Thai refusal when the provider is down", async () => {
    fakeServer({
      'GET /api/member/payment/channels': () => ({ data: channels }),
      'GET /api/member/payment/info': () => ({ data: info(channels[0]!) }),
      'POST /api/member/payment/generate_qr': () => ({ error: 5003, message: 'ระบบชำระเงินขัดข้องชั่วคราว' }),
    });
    const onOrder = vi.fn();
    renderScreen(<DepositPage onOrder={onOrder} />, '/member/deposit');
    fireEvent.click(await screen.findByRole('button', { name: '500' }));
    fireEvent.click(screen.getByRole('button', { name: 'สร้าง QR Code' }));
    expect(await screen.findByText('ระบบชำระเงินขัดข้องชั่วคราว')).toBeTruthy();
    expect(onOrder).not.toHaveBeenCalled();
  });
});
