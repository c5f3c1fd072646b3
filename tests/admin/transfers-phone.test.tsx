// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { TransferPage } from '@contract/admin/transfers';
import { TransfersScreen } from '@admin-app/features/transfers/components/transfers-screen';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { screenWidth } from './helpers/screen-width';
import '@admin-app/lib/dates';

afterEach(cleanup);

const page: TransferPage = {
  items: [
    {
      id: 7,
      status: 'review',
      channel_type: 'bank_transfer',
      sub_channel_id: 1,
      amount: 1500.25,
      reference: 'โอนค่าบริการ',
      from_bank: 'SCB',
      from_account: '1112223334',
      received_at: '2026-11-23T15:00:00.000Z',
      order_ref: null,
      member: null,
      note: '',
      description: '',
      has_slip: false,
    },
  ],
  total: 1,
  total_capped: false,
  next_cursor: null,
  page_size: 20,
  review_count: 1,
};

const renderScreen = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <TransfersScreen />
      </App>
    </QueryClientProvider>,
  );

describe('the transfers queue', () => {
  it('is a card per transfer on a phone, its buttons on the card', async () => {
    const restore = screenWidth(390);
    try {
      fakeServer({ 'GET /api/admin/transfers': () => ({ data: page }) });
      renderScreen();
      const card = await screen.findByTestId('transfer-card');
      expect(card.textContent).toContain('1,500.25');
      expect(within(card).getByTestId('assign-button')).toBeTruthy();
      expect(screen.queryByRole('table')).toBeNull();
    } finally {
      restore();
    }
  });

  it('is a table on a wide screen', async () => {
    const restore = screenWidth(1280);
    try {
      fakeServer({ 'GET /api/admin/transfers': () => ({ data: page }) });
      renderScreen();
      expect(await screen.findByRole('table')).toBeTruthy();
      expect(screen.queryByTestId('transfer-card')).toBeNull();
    } finally {
      restore();
    }
  });

  it("puts the queue's count beside the tab's label, not over its last letter (43 covered the บ at 390 and 1280 px)", async () => {
    fakeServer({ 'GET /api/admin/transfers': () => ({ data: { ...page, review_count: 43 } }) });
    renderScreen();
    const tab = (await screen.findAllByRole('tab'))[0]!;
    await waitFor(() => expect(tab.querySelector('.ant-badge-count')?.getAttribute('title')).toBe('43'));
    // antd's badge over its children would wrap the label; beside it, the badge stands alone.
    expect(within(tab).getByText('รอตรวจสอบ').closest('.ant-badge')).toBeNull();
  });
});
