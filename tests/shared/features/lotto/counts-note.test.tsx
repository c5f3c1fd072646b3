// @vitest-environment screen
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BillsPage } from '@features/lotto/components/bills-page';
import { RoundPage } from '@features/lotto/components/round-page';
import { LottoLinksProvider } from '@features/lotto/links';
import { roundLoaded } from '@features/lotto/stores/bill-store';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';
import { billOf, lottoLinks as links, roundDetail } from './fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
  roundLoaded(null);
});

const NOTE = 'นับยอดเมื่อปิดรับแทง';
// Every reward the lotto stake feeds is named, so a member knows what waits for the close.
const NAMED = ['ยอดเทิร์นโอเวอร์', 'คืนยอดเทิร์น', 'คืนยอดเสีย', 'แต้ม', 'ภารกิจ', 'ค่าแนะนำเพื่อน'];

describe('the note that lotto play counts once betting closes', () => {
  it('is on the bet screen and in the bill, naming every reward it feeds', async () => {
    fakeServer({ 'GET /api/lotto/round': () => ({ data: roundDetail }) });
    renderScreen(
      <LottoLinksProvider links={links}>
        <RoundPage roundId={7} onCreated={vi.fn()} />
      </LottoLinksProvider>,
      '/lotto/7',
    );
    await screen.findByTestId('bet-pad');
    const notes = screen.getAllByTestId('lotto-counts-note');
    expect(notes).toHaveLength(1);
    expect(within(notes[0]!).getByText(NOTE)).toBeTruthy();
    for (const name of NAMED) expect(notes[0]!.textContent).toContain(name);
    expect(notes[0]!.className).toBe('lotto-note');

    fireEvent.click(screen.getByTestId('open-bill'));
    await screen.findByText('โพยหวย');
    expect(screen.getAllByTestId('lotto-counts-note')).toHaveLength(2);
  });

  it('is on the bills list', async () => {
    fakeServer({
      'GET /api/lotto/bill/list': () => ({ data: { bills: [billOf('pending', 0)], has_more: false } }),
    });
    renderScreen(
      <LottoLinksProvider links={links}>
        <BillsPage />
      </LottoLinksProvider>,
      '/lotto/bills',
    );
    await screen.findByTestId('bill-item');
    expect(within(screen.getByTestId('lotto-counts-note')).getByText(NOTE)).toBeTruthy();
  });
});
