// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminFreebets } from '@contract/games/hub88-freebets';
import { FreebetProblems } from '@admin-app/features/rewards-report/components/freebet-problems';
import { api } from '@lib/api';
import { createQueryClient } from '@lib/query-client';
import { fakeAdapter } from '@tests/shared/lib/fake-adapter';
import '@admin-app/lib/dates';

afterEach(cleanup);

const list: AdminFreebets = {
  items: [
    {
      id: 7,
      member_id: 12,
      member_username: 'somchai',
      campaign_name: 'ฟรีเบทต้อนรับ',
      game_name: 'มาจองเวย์',
      bet_count: 10,
      bet_value: 5,
      ends_at: '2026-11-30T03:00:00.000Z',
      status: 'failed',
      attempts: 1,
      last_error: 'Hub88 ปฏิเสธ (HTTP 400): game does not support freebets',
      created_at: '2026-11-25T03:00:00.000Z',
    },
  ],
};

/** Answers the list, and records the retries. */
const serve = () => {
  const posted: string[] = [];
  api.defaults.adapter = async (config) => {
    if (config.method === 'post') {
      posted.push(config.url ?? '');
      return fakeAdapter(200, { error: 0, message: '', data: null })(config);
    }
    return fakeAdapter(200, { error: 0, message: '', data: list })(config);
  };
  return posted;
};

const shell = (node: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>{node}</App>
    </QueryClientProvider>,
  );

describe('the free bets Hub88 has not created', () => {
  it("shows each with Hub88's answer; marketing sends a failed one again", async () => {
    const posted = serve();
    shell(<FreebetProblems mayManage />);
    const card = await screen.findByTestId('freebet-problems');
    expect(await within(card).findByText('somchai')).toBeTruthy();
    expect(within(card).getByText('Hub88 ปฏิเสธ (HTTP 400): game does not support freebets')).toBeTruthy();
    expect(within(card).getByText('ส่งไม่สำเร็จ (1)')).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'ส่งใหม่' }));
    await waitFor(() => expect(posted).toEqual(['/api/admin/rewards/freebets/7/retry']));
  });

  it('without rewards.manage there is no button', async () => {
    serve();
    shell(<FreebetProblems />);
    const card = await screen.findByTestId('freebet-problems');
    expect(await within(card).findByText('somchai')).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'ส่งใหม่' })).toBeNull();
  });
});
