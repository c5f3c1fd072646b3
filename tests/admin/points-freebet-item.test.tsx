// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { ItemsTab } from '@admin-app/features/points/components/items-tab';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

// The console's free-bet item (issue 30): a Hub88 game, then our own value per free bet or one of Hub88's prepaids
// of that game (its fixed count and value fill the form and lock it).
afterEach(cleanup);

const PREPAID = '0e6bde62-4713-4b85-b510-59f0d729d8f7';

const renderTab = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <ItemsTab mayManage />
      </App>
    </QueryClientProvider>,
  );

/** Opens an antd Select by its form label and clicks the option with this text. */
const choose = async (label: string, option: string | RegExp) => {
  const select = (await screen.findByLabelText(label)).closest('.ant-select')!;
  fireEvent.mouseDown(select.querySelector('.ant-select-selector')!);
  const found = await screen.findAllByText(option, { selector: '.ant-select-item-option-content' });
  fireEvent.click(found[0]!);
};

const server = () =>
  fakeServer({
    'GET /api/admin/points/items': () => ({ data: { items: [] } }),
    'GET /api/admin/rewards/freebet-games': () => ({
      data: {
        items: [{ code: 'hub88-mahjong', name: 'Mahjong Ways', studio: 'PG Soft', studio_disabled: false }],
      },
    }),
    'GET /api/admin/rewards/freebet-prepaids': () => ({
      data: {
        items: [
          { prepaid_uuid: PREPAID, bet_count: 5, bet_value: 2 },
          { prepaid_uuid: 'a28f93f2-98c5-41f7-8fbb-967985acf8fe', bet_count: null, bet_value: null },
        ],
      },
    }),
    'POST /api/admin/points/items': (call) => ({ data: { id: 5, ...(call.body as object) } }),
  });

const startFreebetItem = async () => {
  renderTab();
  fireEvent.click(await screen.findByRole('button', { name: 'เพิ่มของรางวัล' }));
  fireEvent.change(await screen.findByLabelText('ชื่อ'), { target: { value: 'ฟรีเบทมาจองเวย์' } });
  await choose('ประเภท', 'ฟรีเบท (เกม Hub88)');
  await choose('เกม', 'Mahjong Ways · PG Soft');
};

describe('points items (back office): free bets', () => {
  it('saves a free-bet item with our own value per bet', async () => {
    const calls = server();
    await startFreebetItem();
    fireEvent.change(screen.getByLabelText('จำนวนฟรีเบท (ครั้ง)'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('มูลค่าต่อครั้ง (บาท)'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(calls.callsTo('POST /api/admin/points/items')).toHaveLength(1));
    expect(calls.callsTo('POST /api/admin/points/items')[0]!.body).toMatchObject({
      name: 'ฟรีเบทมาจองเวย์',
      type: 'freebets',
      amount: 3,
      wallet_type_id: null,
      freebet: { game_code: 'hub88-mahjong', bet_value: 5, valid_days: 7, prepaid_uuid: null },
    });
    expect(calls.callsTo('GET /api/admin/rewards/freebet-prepaids')).toHaveLength(0);
  });

  it('a prepaid of the game fills and locks its count and value', async () => {
    const calls = server();
    await startFreebetItem();
    fireEvent.click(screen.getByLabelText('ใช้ prepaid ของ Hub88'));
    await choose('prepaid ของเกมนี้', /^5 ครั้ง × 2.00 บาท/);
    expect(calls.callsTo('GET /api/admin/rewards/freebet-prepaids')[0]!.params).toMatchObject({
      game: 'hub88-mahjong',
    });
    const count = screen.getByLabelText('จำนวนฟรีเบท (ครั้ง)') as HTMLInputElement;
    const value = screen.getByLabelText('มูลค่าต่อครั้ง (บาท)') as HTMLInputElement;
    await waitFor(() => expect([count.value, value.value]).toEqual(['5', '2.00']));
    expect(count.disabled && value.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(calls.callsTo('POST /api/admin/points/items')).toHaveLength(1));
    expect(calls.callsTo('POST /api/admin/points/items')[0]!.body).toMatchObject({
      type: 'freebets',
      amount: 5,
      freebet: { game_code: 'hub88-mahjong', bet_value: 2, prepaid_uuid: PREPAID },
    });
    expect(within(document.body).queryByText('เกมนี้ไม่มี prepaid เป็นเงินบาท')).toBeNull();
  });
});
