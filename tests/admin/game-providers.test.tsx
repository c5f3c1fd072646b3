// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { ProvidersPage } from '@admin-app/features/game-providers/components/providers-page';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const provider = {
  id: 2,
  code: 'hub88',
  name: 'Hub88',
  logo: '',
  status: 'active',
  sort: 100,
  game_count: 3,
  enabled_count: 2,
};
const studio = (id: number, name: string, sort: number) => ({
  id,
  provider_id: 2,
  provider_code: 'hub88',
  code: name.toLowerCase(),
  name,
  logo: '',
  status: 'active',
  sort,
  game_count: 2,
  enabled_count: 1,
});
const game = {
  id: 9,
  code: 'hub88-pg-mahjong',
  name: 'มาจอง เวย์',
  provider_code: 'hub88',
  category: 'slot',
  image: '',
  status: 'active',
  enabled: false,
  hot: false,
  sort: 0,
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <ProvidersPage />
      </App>
    </QueryClientProvider>,
  );

describe('the providers and studios page', () => {
  it('shows studios with counts, saves a studio with the values it showed, and says a conflict in Thai', async () => {
    let studios = [studio(5, 'PGSoft', 0), studio(6, 'Jili', 1)];
    let conflict = false;
    const server = fakeServer({
      'GET /api/admin/games/providers': () => ({ data: [provider] }),
      'GET /api/admin/games/studios': () => ({ data: studios }),
      'GET /api/admin/games/providers/2/shares': () => ({ data: [] }),
      'GET /api/admin/games/studios/5/games': () => ({ data: [game] }),
      'POST /api/admin/games/studios/5': (call) => {
        if (conflict)
          return {
            error: errorCatalogue.GAME_EDIT_CONFLICT.code,
            message: errorCatalogue.GAME_EDIT_CONFLICT.message,
          };
        const { was: _was, ...values } = call.body as Record<string, unknown>;
        studios = studios.map((s) => (s.id === 5 ? { ...s, ...values } : s));
        return { data: studios[0] };
      },
      'POST /api/admin/games/9': (call) => ({ data: { ...game, ...(call.body as object) } }),
    });
    renderPage();
    fireEvent.click(await screen.findByText('ดูค่ายย่อย'));
    const card = await screen.findByTestId('studios-card');
    expect(await within(card).findByText('PGSoft')).toBeTruthy();
    expect(within(card).getAllByText('1 / 2')).toHaveLength(2);

    fireEvent.click(within(card).getByLabelText('สถานะ PGSoft'));
    await waitFor(() => expect(server.callsTo('POST /api/admin/games/studios/5')).toHaveLength(1));
    expect(server.callsTo('POST /api/admin/games/studios/5')[0]!.body).toEqual({
      status: 'disabled',
      sort: 0,
      logo: '',
      was: { status: 'active', sort: 0, logo: '' },
    });
    await waitFor(() =>
      expect(within(card).getByLabelText('สถานะ PGSoft').getAttribute('aria-checked')).toBe('false'),
    );

    conflict = true;
    const logo = within(card).getByLabelText('ที่อยู่โลโก้ PGSoft');
    fireEvent.change(logo, { target: { value: '/logos/pg.webp' } });
    fireEvent.blur(logo);
    expect(await screen.findByText(errorCatalogue.GAME_EDIT_CONFLICT.message)).toBeTruthy();
    expect(server.callsTo('POST /api/admin/games/studios/5')[1]!.body).toMatchObject({
      logo: '/logos/pg.webp',
      was: { status: 'disabled', sort: 0, logo: '' },
    });

    fireEvent.click(within(card).getAllByText('ดูเกม')[0]!);
    const games = await screen.findByTestId('studio-games');
    fireEvent.click(await within(games).findByLabelText('เปิดให้เล่น มาจอง เวย์'));
    await waitFor(() =>
      expect(server.callsTo('POST /api/admin/games/9').map((c) => c.body)).toEqual([
        { enabled: true, hot: false, sort: 0, was: { enabled: false, hot: false, sort: 0 } },
      ]),
    );
  });

  it('saves the GGR share of the aggregator and shows a refusal in Thai', async () => {
    const server = fakeServer({
      'GET /api/admin/games/providers': () => ({ data: [provider] }),
      'GET /api/admin/games/studios': () => ({ data: [studio(5, 'PGSoft', 0)] }),
      'GET /api/admin/games/providers/2/shares': () => ({
        data: [{ provider_id: 2, sub_provider_id: null, percent: 10 }],
      }),
      'POST /api/admin/games/providers/2/shares': (call) =>
        (call.body as { percent: number }).percent > 100
          ? {
              error: errorCatalogue.GAME_SHARE_INVALID.code,
              message: errorCatalogue.GAME_SHARE_INVALID.message,
            }
          : { data: [{ provider_id: 2, sub_provider_id: 5, percent: 12.5 }] },
    });
    renderPage();
    fireEvent.click(await screen.findByText('ดูค่ายย่อย'));
    const card = await screen.findByTestId('ggr-shares');
    const own = await within(card).findByLabelText('ส่วนแบ่ง (%) ส่วนแบ่งของผู้ให้บริการ (ทุกค่ายย่อย)');
    expect((own as HTMLInputElement).value).toBe('10');
    const pg = await within(card).findByLabelText('ส่วนแบ่ง (%) PGSoft');
    fireEvent.change(pg, { target: { value: '120' } });
    fireEvent.click(within(card).getAllByText('บันทึก')[1]!);
    expect(await screen.findByText(errorCatalogue.GAME_SHARE_INVALID.message)).toBeTruthy();
    fireEvent.change(pg, { target: { value: '12.5' } });
    fireEvent.click(within(card).getAllByText('บันทึก')[1]!);
    await waitFor(() =>
      expect(server.callsTo('POST /api/admin/games/providers/2/shares').map((c) => c.body)).toEqual([
        { sub_provider_id: 5, percent: 120 },
        { sub_provider_id: 5, percent: 12.5 },
      ]),
    );
  });
});
