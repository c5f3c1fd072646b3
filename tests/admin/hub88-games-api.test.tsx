// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { Hub88GamesApiCard } from '@admin-app/features/games/components/hub88-games-api-card';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const record = {
  id: 3,
  trigger: 'daily' as const,
  started_at: '2026-11-27T01:00:00.000Z',
  finished_at: '2026-11-27T01:00:09.000Z',
  listed: 292,
  created: 292,
  updated: 0,
  disabled: 0,
  thumbnails: 291,
  errors: ['รูปเกม pgs_golden0: HTTP 404'],
};
const settings = { api_url: 'https://api.example', operator_id: 7, sub_partner_id: '', importing: false };

const renderCard = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <Hub88GamesApiCard />
      </App>
    </QueryClientProvider>,
  );

describe('the games page’s Hub88 Games API section', () => {
  it('shows the last import’s counts and errors, saves the address, imports now and says a running one in Thai', async () => {
    let running = false;
    const server = fakeServer({
      'GET /api/admin/games/hub88/games-api': () => ({ data: { ...settings, last_import: record } }),
      'POST /api/admin/games/hub88/games-api': (call) => ({
        data: { ...settings, ...(call.body as object), last_import: record },
      }),
      'POST /api/admin/games/hub88/import': () =>
        running
          ? {
              error: errorCatalogue.HUB88_IMPORT_RUNNING.code,
              message: errorCatalogue.HUB88_IMPORT_RUNNING.message,
            }
          : { data: { ...record, id: 4, trigger: 'manual', created: 0, thumbnails: 0, errors: [] } },
    });
    renderCard();
    const card = await screen.findByTestId('hub88-games-api-card');
    expect(await within(card).findByText('รูปเกม pgs_golden0: HTTP 404')).toBeTruthy();
    expect(within(card).getAllByText('292')).toHaveLength(2);
    expect(within(card).getByText('อัตโนมัติรายวัน')).toBeTruthy();

    const address = within(card).getByLabelText('ที่อยู่ API ของ Hub88');
    await waitFor(() => expect((address as HTMLInputElement).value).toBe('https://api.example'));
    fireEvent.change(address, { target: { value: 'https://hub88.example/' } });
    fireEvent.click(within(card).getByText('บันทึกการเชื่อมต่อ'));
    await waitFor(() => expect(server.callsTo('POST /api/admin/games/hub88/games-api')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/games/hub88/games-api')[0]!.body).toEqual({
      api_url: 'https://hub88.example/',
      operator_id: 7,
      sub_partner_id: '',
    });

    fireEvent.click(within(card).getByText('นำเข้ารายการเกมตอนนี้'));
    expect(await within(card).findByText('ไม่มีข้อผิดพลาด')).toBeTruthy();
    expect(within(card).getByText('สั่งจากหน้านี้')).toBeTruthy();

    running = true;
    fireEvent.click(within(card).getByText('นำเข้ารายการเกมตอนนี้'));
    expect(await screen.findByText(errorCatalogue.HUB88_IMPORT_RUNNING.message)).toBeTruthy();
  });
});
