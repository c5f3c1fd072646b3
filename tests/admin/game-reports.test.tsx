// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { GameReportPage } from '@admin-app/features/game-reports/components/game-report-page';
import { createQueryClient } from '@lib/query-client';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

afterEach(cleanup);

const figures = (stake: number, win: number, players: number) => ({
  bets: players * 2,
  stake,
  win,
  ggr: stake - win,
  realised_rtp: Math.round((win / stake) * 10_000) / 100,
  published_rtp: 96.5,
  players,
});
const line = (studio: string, studioId: number | null, game: string, f: ReturnType<typeof figures>) => ({
  provider_code: 'hub88',
  provider_name: 'Hub88',
  studio_id: studioId,
  studio_name: studio,
  game_code: game ? `hub88-${game}` : '',
  game_name: game,
  category: game ? 'slot' : '',
  ...f,
});
const report = {
  from: '2026-11-01',
  to: '2026-11-27',
  total: figures(300, 240, 3),
  providers: [line('', null, '', figures(300, 240, 3))],
  studios: [line('PGSoft', 5, '', figures(100, 40, 1)), line('Jili', 6, '', figures(200, 200, 2))],
  games: [line('PGSoft', 5, 'Mahjong', figures(100, 40, 1)), line('Jili', 6, 'Boxing', figures(200, 200, 2))],
};
const statementLine = {
  studio_id: 5,
  studio_code: 'pg',
  studio_name: 'PGSoft',
  bets: 4,
  stake: 221.22,
  wins: 2,
  win: 83.34,
  rollbacks: 1,
  rolled_back: 10,
  ggr: 127.88,
  share_percent: 15,
  owed: 19.18,
  first_at: '2026-10-31T17:00:00.000Z',
  last_at: '2026-11-20T03:00:00.000Z',
};

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <App>
        <GameReportPage />
      </App>
    </QueryClientProvider>,
  );

describe('the game reports page', () => {
  it('shows each level, sorts by a column, filters by studio, and the statement with its total owed', async () => {
    const server = fakeServer({
      'GET /api/admin/reports/games': () => ({ data: report }),
      'GET /api/admin/reports/aggregator-statement': () => ({
        data: {
          month: '2026-11',
          provider_code: 'hub88',
          provider_name: 'Hub88',
          studios: [statementLine],
          total: { ...statementLine, studio_id: null, studio_code: '', studio_name: 'รวม' },
        },
      }),
    });
    renderPage();
    const providers = await screen.findByTestId('game-report-provider');
    expect(within(providers).getByText('Hub88')).toBeTruthy();
    expect(within(providers).getByText('80.00%')).toBeTruthy();
    fireEvent.click(screen.getByText('ตามเกม'));
    const games = await screen.findByTestId('game-report-game');
    const names = () =>
      within(games)
        .getAllByText(/Mahjong|Boxing/)
        .map((cell) => cell.textContent);
    expect(names()).toEqual(['Mahjong', 'Boxing']);
    fireEvent.click(within(games).getAllByText('GGR')[0]!);
    await waitFor(() => expect(names()).toEqual(['Boxing', 'Mahjong']));

    fireEvent.mouseDown(
      screen.getAllByLabelText('ค่ายย่อย')[0]!.closest('.ant-select')!.querySelector('.ant-select-selector')!,
    );
    fireEvent.click(await screen.findByText('Jili (Hub88)'));
    await waitFor(() =>
      expect(server.callsTo('GET /api/admin/reports/games').at(-1)!.params).toMatchObject({ studio: '6' }),
    );

    const statement = await screen.findByTestId('statement-table');
    expect(within(statement).getByText('PGSoft')).toBeTruthy();
    expect(within(screen.getByTestId('statement-owed')).getByText('19.18')).toBeTruthy();
    // Bangkok time in the Buddhist era: 31 Oct 2026 17:00 UTC is 1 Nov 2569 00:00.
    expect(within(statement).getAllByText('1 พ.ย. 2569 00:00').length).toBeGreaterThan(0);
  });

  it('shows a refused range in Thai', async () => {
    fakeServer({
      'GET /api/admin/reports/games': () => ({
        error: errorCatalogue.REPORT_RANGE_INVALID.code,
        message: errorCatalogue.REPORT_RANGE_INVALID.message,
      }),
      'GET /api/admin/reports/aggregator-statement': () => ({
        error: errorCatalogue.GAME_MONTH_INVALID.code,
        message: errorCatalogue.GAME_MONTH_INVALID.message,
      }),
    });
    renderPage();
    expect(await screen.findByText(errorCatalogue.REPORT_RANGE_INVALID.message)).toBeTruthy();
    expect(await screen.findByText(errorCatalogue.GAME_MONTH_INVALID.message)).toBeTruthy();
  });
});

describe('the game reports page, counts', () => {
  it('writes counts with thousands separators as the totals above do (the tables showed 2216 beside 2,216)', async () => {
    const big = { ...figures(90_000, 80_000, 1_234), bets: 12_345 };
    const many = { ...statementLine, bets: 12_345, wins: 6_789, rollbacks: 1_001 };
    fakeServer({
      'GET /api/admin/reports/games': () => ({
        data: { ...report, total: big, providers: [line('', null, '', big)] },
      }),
      'GET /api/admin/reports/aggregator-statement': () => ({
        data: {
          month: '2026-11',
          provider_code: 'hub88',
          provider_name: 'Hub88',
          studios: [many],
          total: { ...many, studio_id: null, studio_code: '', studio_name: 'รวม' },
        },
      }),
    });
    renderPage();
    const providers = await screen.findByTestId('game-report-provider');
    expect(within(providers).getByText('12,345')).toBeTruthy();
    expect(within(providers).getByText('1,234')).toBeTruthy();
    const statement = await screen.findByTestId('statement-table');
    for (const count of ['12,345', '6,789', '1,001'])
      expect(within(statement).getAllByText(count)).toHaveLength(2);
    expect(within(statement).queryByText('12345')).toBeNull();
  });
});

describe('the aggregator statement, a month without play', () => {
  it('says there is nothing this month instead of a lone "-" above a total of zeros', async () => {
    fakeServer({
      'GET /api/admin/reports/games': () => ({ data: report }),
      'GET /api/admin/reports/aggregator-statement': () => ({
        data: {
          month: '2026-11',
          provider_code: 'hub88',
          provider_name: 'Hub88',
          studios: [],
          total: {
            ...statementLine,
            ...{ studio_id: null, studio_code: '', studio_name: 'รวม', bets: 0, stake: 0, wins: 0, win: 0 },
            ...{ rollbacks: 0, rolled_back: 0, ggr: 0, owed: 0, first_at: null, last_at: null },
          },
        },
      }),
    });
    renderPage();
    const statement = await screen.findByTestId('statement-table');
    expect(await within(statement).findByText('ไม่มีรายการจากผู้ให้บริการในเดือนนี้')).toBeTruthy();
    expect(within(statement).queryByText('รวม')).toBeNull();
  });
});
