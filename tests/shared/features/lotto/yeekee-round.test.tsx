// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { LottoRound, RoundDetail } from '@contract/lotto';
import { RoundPage } from '@features/lotto/components/round-page';
import { LottoLinksProvider } from '@features/lotto/links';
import { roundLoaded } from '@features/lotto/stores/bill-store';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';
import { lottoLinks as links, roundDetail } from './fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
  roundLoaded(null);
});

// A 15-minute Yeekee round, 08:00-08:15 UTC (15:00-15:15 in Bangkok) on 24 November 2026 (2569 in the Buddhist era).
const yeekeeRound = (secondsToOpen: number): LottoRound => ({
  ...roundDetail.round,
  market_type: 'yeekee',
  market_name: 'หวยยี่กี',
  title: 'ยี่กี รอบที่ 37',
  open_at: '2026-11-24T08:00:00.000Z',
  close_at: '2026-11-24T08:15:00.000Z',
  result_at: '2026-11-24T08:16:00.000Z',
  status: 'open',
  is_open: secondsToOpen <= 0,
  seconds_to_close: 15 * 60 + secondsToOpen,
});
const detailOf = (round: LottoRound): RoundDetail => ({
  ...roundDetail,
  round,
  market: { ...roundDetail.market, type: 'yeekee', name: 'หวยยี่กี' },
});

const renderRound = () =>
  renderScreen(
    <LottoLinksProvider links={links}>
      <RoundPage roundId={7} onCreated={() => {}} />
    </LottoLinksProvider>,
    '/lotto/7',
  );

describe('a Yeekee round that has not opened yet', () => {
  it('says when shooting opens, in Bangkok time and the Buddhist era, and nothing of closing or results', async () => {
    const server = fakeServer({ 'GET /api/lotto/round': () => ({ data: detailOf(yeekeeRound(600)) }) });
    renderRound();

    expect((await screen.findByTestId('round-countdown')).textContent).toBe('เปิดรับใน 10:00');
    expect(screen.getByText('ยังไม่เปิดรับ')).toBeTruthy();
    expect(screen.getByText('เปิดรับแทง 24/11/2569 15:00 น.')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'ยิงเลข' }));
    expect(await screen.findByText('รอบนี้ยังไม่เปิดให้ยิงเลข')).toBeTruthy();
    expect(screen.getByText('ยิงเลขได้ตั้งแต่ 24/11/2569 15:00 ถึง 15:15 น.')).toBeTruthy();
    const page = document.body.textContent ?? '';
    expect(page).not.toContain('ปิดรับการยิงเลขแล้ว');
    expect(page).not.toContain('ไม่ถึง 20');
    expect(page).not.toContain('ผลรางวัล');
    expect(page).not.toContain('ปิดรับแล้ว');
    // No shots are asked for (there are none, and a closed round's list is cached for good).
    expect(server.calls.some((call) => call.path.startsWith('/api/lotto/yeekee'))).toBe(false);
  });

  it('asks for the round again when it opens, and then takes bets', async () => {
    let calls = 0;
    fakeServer({
      'GET /api/lotto/round': () => {
        calls += 1;
        return { data: detailOf(yeekeeRound(calls === 1 ? 1 : 0)) };
      },
    });
    renderRound();
    expect(await screen.findByText('ยังไม่เปิดรับ')).toBeTruthy();
    await waitFor(() => expect(screen.getByTestId('bet-pad')).toBeTruthy(), { timeout: 4000 });
    expect(screen.getByTestId('round-countdown').textContent).toBe('ปิดรับใน 15:00');
  });

  it('once closed, a round with fewer than 20 shots says it has no result', async () => {
    fakeServer({
      'GET /api/lotto/round': () => ({
        data: detailOf({ ...yeekeeRound(-900), status: 'closed', is_open: false, seconds_to_close: 0 }),
      }),
      'GET /api/lotto/yeekee/lists': () => ({
        data: {
          round_id: 7,
          status: 'closed',
          close_at: '2026-11-24T08:15:00.000Z',
          shots: [],
          minimum_shots: 20,
          subtracted_from_last: 16,
          verification: null,
        },
      }),
      'GET /api/lotto/result': () => ({ data: null }),
    });
    renderRound();
    expect(await screen.findByText('รอบนี้ปิดรับการยิงเลขแล้ว')).toBeTruthy();
    expect(await screen.findByText('ยิงเลขไม่ถึง 20 ครั้ง ไม่มีผลรางวัล คืนเงินทุกโพย')).toBeTruthy();
  });
});
