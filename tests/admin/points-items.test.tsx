// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminItem } from '@contract/rewards/points-admin';
import { ItemsTab } from '@admin-app/features/points/components/items-tab';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const existing: AdminItem = {
  id: 4,
  campaign_id: 9,
  name: 'หมุนกงล้อ 1 ครั้ง',
  image: '',
  description: '',
  cost: 20,
  type: 'wheel_spins',
  amount: 1,
  wallet_type_id: null,
  spin_value: null,
  stock: null,
  per_member_limit: null,
  active: true,
  sort: 0,
  turnover_multiplier: 0,
  freebet: null,
};

const renderTab = (mayManage: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <ItemsTab mayManage={mayManage} />
      </App>
    </QueryClientProvider>,
  );

describe('points items (back office)', () => {
  it('lists the items and creates a credit item with its wallet, unlimited stock by default', async () => {
    const server = fakeServer({
      'GET /api/admin/points/items': () => ({ data: { items: [existing] } }),
      'POST /api/admin/points/items': (call) => ({ data: { ...existing, ...(call.body as object), id: 5 } }),
    });
    renderTab(true);
    expect(await screen.findByText('หมุนกงล้อ 1 ครั้ง')).toBeTruthy();
    expect(screen.getByText('ไม่จำกัด')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'เพิ่มของรางวัล' }));
    fireEvent.change(await screen.findByLabelText('ชื่อ'), { target: { value: 'เครดิต 50 บาท' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/points/items')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/points/items')[0]!.body).toMatchObject({
      name: 'เครดิต 50 บาท',
      type: 'credit',
      amount: 50,
      wallet_type_id: 1,
      spin_value: null,
      stock: null,
      per_member_limit: null,
    });
  });

  it('offers no add or edit buttons to a viewer', async () => {
    fakeServer({ 'GET /api/admin/points/items': () => ({ data: { items: [existing] } }) });
    renderTab(false);
    expect(await screen.findByText('หมุนกงล้อ 1 ครั้ง')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'เพิ่มของรางวัล' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'แก้ไข' })).toBeNull();
  });
});
