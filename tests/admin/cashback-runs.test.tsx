// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@lib/query-client';
import { RunsPanel } from '@admin-app/features/cashback/components/runs-panel';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const renderPanel = (mayManage: boolean) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <RunsPanel kind="winloss" mayManage={mayManage} />
      </App>
    </QueryClientProvider>,
  );

const runs = {
  items: [
    {
      period: '2026-11-16',
      members: 12,
      total: 4321.5,
      claimed_members: 5,
      claimed_total: 1200,
      finished_at: '2026-11-23T00:01:00.000Z',
      attempts: 1,
    },
  ],
};

describe('the cashback runs panel', () => {
  it('shows each week with members entitled, total and claimed, and offers a re-run to managers', async () => {
    const server = fakeServer({ 'GET /api/admin/cashback/runs': () => ({ data: runs }) });
    renderPanel(true);
    expect(await screen.findByText('2026-11-16', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('4321.50')).toBeTruthy();
    expect(screen.getByText('1200.00')).toBeTruthy();
    expect(screen.getByTestId('cashback-rerun')).toBeTruthy();
    expect(server.callsTo('GET /api/admin/cashback/runs')[0]!.params).toEqual({ kind: 'winloss' });
  });

  it('offers no re-run to staff who may only view', async () => {
    fakeServer({ 'GET /api/admin/cashback/runs': () => ({ data: runs }) });
    renderPanel(false);
    expect(await screen.findByText('2026-11-16', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByTestId('cashback-rerun')).toBeNull();
  });
});
