// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { DepositPage } from '@contract/admin/deposits';
import { DepositsScreen } from '@admin-app/features/deposits/components/deposits-screen';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { screenWidth } from './helpers/screen-width';
import '@admin-app/lib/dates';

afterEach(cleanup);

const item = (ref: string, status: DepositPage['items'][number]['status'], hasSlip: boolean) => ({
  id: ref.length,
  ref,
  status,
  channel_type: 'bank_transfer',
  channel_name: 'โอนผ่านบัญชีธนาคาร',
  amount: 500,
  pay_amount: 500.12,
  member: { id: 1, phone: '0812345678', full_name: 'สมชาย ใจดี' },
  created_at: '2026-11-27T07:00:00.000Z',
  paid_at: null,
  expires_at: '2026-11-27T07:15:00.000Z',
  has_slip: hasSlip,
});

const renderScreen = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <DepositsScreen />
      </App>
    </QueryClientProvider>,
  );

describe('the deposit orders page', () => {
  it('shows an expired order as หมดอายุ and opens the slip a member attached', async () => {
    const restore = screenWidth(1280);
    try {
      fakeServer({
        'GET /api/admin/deposits': () => ({
          data: {
            items: [item('DEXPIRED001', 'expired', true), item('DPENDING02', 'pending', false)],
            total: 2,
            total_capped: false,
            next_cursor: null,
            page_size: 20,
          },
        }),
        'GET /api/admin/deposits/slip': () => ({
          data: {
            order_id: 'DEXPIRED001',
            mime: 'image/jpeg',
            size: 3,
            uploaded_at: '2026-11-27T07:05:00.000Z',
            data_base64: 'BBBB',
          },
        }),
      });
      renderScreen();
      expect(await screen.findByText('หมดอายุ')).toBeTruthy();
      expect(screen.getAllByRole('button', { name: 'ดูสลิป' })).toHaveLength(1);
      fireEvent.click(screen.getByRole('button', { name: 'ดูสลิป' }));
      const image = (await screen.findByAltText('สลิปการโอนที่สมาชิกแนบ')) as HTMLImageElement;
      expect(image.src).toBe('data:image/jpeg;base64,BBBB');
    } finally {
      restore();
    }
  });

  it("pages by cursor: next sends the last answer's cursor, previous goes back, a count past the cap says more than", async () => {
    const restore = screenWidth(1280);
    try {
      const server = fakeServer({
        'GET /api/admin/deposits': (call) => {
          const cursor = (call.params as { cursor?: string }).cursor;
          const ref = cursor === 'after-first' ? 'DSECOND0002' : 'DFIRST00001';
          return {
            data: {
              items: [item(ref, 'paid', false)],
              total: 10_000,
              total_capped: true,
              next_cursor: cursor === 'after-first' ? null : 'after-first',
              page_size: 20,
            },
          };
        },
      });
      renderScreen();
      expect(await screen.findByText('DFIRST00001')).toBeTruthy();
      expect(screen.getByText('มากกว่า 10,000 รายการ')).toBeTruthy();
      fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
      expect(await screen.findByText('DSECOND0002')).toBeTruthy();
      expect(screen.getByText('หน้า 2')).toBeTruthy();
      const button = screen.getByRole('button', { name: 'ถัดไป' }) as HTMLButtonElement;
      expect(button.disabled).toBe(true);
      fireEvent.click(screen.getByRole('button', { name: 'ก่อนหน้า' }));
      expect(await screen.findByText('DFIRST00001')).toBeTruthy();
      const cursors = server
        .callsTo('GET /api/admin/deposits')
        .map((c) => (c.params as { cursor?: string }).cursor);
      expect(cursors).toContain('after-first');
      expect(cursors[0]).toBeUndefined();
    } finally {
      restore();
    }
  });
});
