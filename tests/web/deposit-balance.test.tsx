// @vitest-environment screen
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { DepositOrder, InquiryStatus } from '@contract/payment';
import type { Wallet } from '@contract/wallet';
import { Component as DepositRoute } from '@web/app/routes/deposit';
import { Component as PaymentRoute } from '@web/app/routes/payment';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { renderScreen } from '@tests/shared/features/helpers/render-screen';

/**
 * The deposit pages sit in the payment layout, which has no member panel: the member's current balance is on
 * the page itself (issue 27), and it moves when the deposit lands.
 */
afterEach(cleanup);

const wallets = (main: number): Wallet[] => [
  { id: 1, wallet_name: 'กระเป๋าหลัก', balance: main, wallet_type_id: 1 },
  { id: 2, wallet_name: 'กระเป๋าโปรโมชั่น', balance: 250.5, wallet_type_id: 2 },
];
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
const paid: InquiryStatus = {
  order_id: order.order_id,
  status: 'paid',
  credited: true,
  amount: 300,
  seconds_left: 0,
  paid_at: new Date().toISOString(),
};

describe('the web deposit pages', () => {
  it('/member/deposit shows the balance of all wallets', async () => {
    fakeServer({
      'GET /api/member/payment/channels': () => ({ data: [] }),
      'POST /api/member/wallets': () => ({ data: wallets(1000) }),
    });
    renderScreen(<DepositRoute />, '/member/deposit');
    const line = await screen.findByTestId('balance-line');
    expect(within(line).getByText('ยอดเงินคงเหลือ')).toBeTruthy();
    await waitFor(() => expect(line.textContent).toContain('1,250.50'));
  });

  it('/member/payment shows the balance, and the new balance once the money lands', async () => {
    let main = 1000;
    const server = fakeServer({
      'GET /api/member/payment/qrcode_info': () => ({ data: order }),
      'GET /api/member/payment/inquiry_status': () => {
        main = 1300;
        return { data: paid };
      },
      'POST /api/member/wallets': () => ({ data: wallets(main) }),
    });
    renderScreen(<PaymentRoute />, '/member/payment', `/member/payment?order=${order.order_id}`);
    expect(await screen.findByText('ฝากเงินสำเร็จ')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('balance-line').textContent).toContain('1,550.50'));
    expect(server.callsTo('POST /api/member/wallets').length).toBeGreaterThanOrEqual(1);
  });
});
