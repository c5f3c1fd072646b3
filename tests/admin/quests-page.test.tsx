// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { QuestAdminItem } from '@contract/rewards/quest-admin';
import { QuestsPage } from '@admin-app/features/quests/components/quests-page';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const item: QuestAdminItem = {
  id: 7,
  name: 'ฝากครบ 500 รับเครดิตฟรี',
  description: '',
  image: '',
  status: 'active',
  period: 'daily',
  task: { type: 'deposit', target: 500, category: null, game_code: null },
  reward: { type: 'credit', amount: 50, points: 0, wallet_type_id: 3, freebets: null },
  turnover_multiplier: 5,
  turnover_categories: ['slot'],
  total_limit: null,
  budget: null,
  starts_at: null,
  ends_at: null,
  sort: 0,
  awarded_count: 12,
  awarded_amount: 600,
  period_key: '2026-11-25',
  completed: 9,
  claimed_today: 4,
};

const renderPage = (mayManage: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <QuestsPage mayManage={mayManage} />
      </App>
    </QueryClientProvider>,
  );

describe('the quests page', () => {
  it('lists quests with completions this period and claims today, read-only without rewards.manage', async () => {
    fakeServer({ 'GET /api/admin/quests': () => ({ data: { items: [item] } }) });
    renderPage(false);
    const row = (await screen.findByText('ฝากครบ 500 รับเครดิตฟรี')).closest('tr')!;
    expect(within(row).getByText('ฝากเงินครบ (บาท): 500.00 บาท')).toBeTruthy();
    expect(within(row).getByText('50.00 บาท · เทิร์น 5x')).toBeTruthy();
    expect(within(row).getByText('9')).toBeTruthy();
    expect(within(row).getByText('4')).toBeTruthy();
    expect(within(row).getByText('12 ครั้ง · 600.00 บาท')).toBeTruthy();
    expect(screen.queryByTestId('quest-create')).toBeNull();
    expect(screen.queryByRole('button', { name: /พักภารกิจ/ })).toBeNull();
  });

  it('creates a quest from the form and pauses one', async () => {
    const server = fakeServer({
      'GET /api/admin/quests': () => ({ data: { items: [item] } }),
      'POST /api/admin/quests': () => ({ data: { ...item, id: 8 } }),
      'POST /api/admin/quests/7/status': () => ({ data: { ...item, status: 'paused' } }),
    });
    renderPage(true);
    await screen.findByText('ฝากครบ 500 รับเครดิตฟรี');
    fireEvent.click(screen.getByRole('button', { name: /พักภารกิจ/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/quests/7/status')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/quests/7/status')[0]!.body).toEqual({ status: 'paused' });

    fireEvent.click(screen.getByTestId('quest-create'));
    fireEvent.change(await screen.findByTestId('quest-name'), { target: { value: 'ภารกิจใหม่' } });
    fireEvent.change(screen.getByTestId('quest-target'), { target: { value: '200' } });
    fireEvent.click(screen.getByRole('button', { name: /บันทึก/ }));
    await waitFor(() => expect(server.callsTo('POST /api/admin/quests')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/quests')[0]!.body).toMatchObject({
      name: 'ภารกิจใหม่',
      period: 'daily',
      task: { type: 'deposit', target: 200, category: null, game_code: null },
      reward: { type: 'credit', amount: 10, points: 0, wallet_type_id: 3 },
      starts_at: null,
    });
  });
});
