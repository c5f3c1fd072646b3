// @vitest-environment screen
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SoothDetail } from '@contract/game';
import { SoothPage } from '@features/sooth/components/sooth-page';
import { roomLeft } from '@features/sooth/stores/room-store';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

const table: SoothDetail = {
  table_id: 't1',
  name: 'โต๊ะ 1',
  counts: { hands: 3, banker: 2, player: 1, tie: 0, banker_pair: 0, player_pair: 1 },
  pattern: { code: 'none', label: 'ยังไม่มีรูปแบบชัดเจน', streak: 1 },
  recent: ['banker', 'banker', 'player'],
  big_road: [
    { col: 0, row: 0, value: { winner: 'banker', ties: 0 } },
    { col: 0, row: 1, value: { winner: 'banker', ties: 0 } },
    { col: 1, row: 0, value: { winner: 'player', ties: 0 } },
  ],
  formula: {
    name: 'สูตรตามเค้าไพ่',
    suggestion: 'player',
    hit_rate: { hits: 1, trials: 2, percent: 50 },
    true_odds: { banker: 45.86, player: 44.62, tie: 9.52 },
    disclaimer: 'ผลแต่ละตาเป็นอิสระต่อกัน สูตรนี้ไม่ใช่การทำนายผล',
  },
  last_dealt_at: null,
  bead_plate: [
    { col: 0, row: 0, value: 'banker' },
    { col: 0, row: 1, value: 'banker' },
    { col: 0, row: 2, value: 'player' },
  ],
  big_eye_boy: [],
  small_road: [],
  cockroach_pig: [],
  leading_ties: 0,
};

// The machine running the suite is shared: give the launch flow time beyond the 1 s default.
const WAIT = { timeout: 5000 };

afterEach(() => {
  act(() => roomLeft());
  cleanup();
});

describe('SoothPage', () => {
  it('shows each table with the formula beside the true odds and its measured hit rate', async () => {
    fakeServer({ 'POST /api/sooth/baccarat': () => ({ data: [table] }) });
    renderScreen(<SoothPage />, '/sooth');
    expect(await screen.findByText('โต๊ะ 1', {}, WAIT)).toBeTruthy();
    expect(screen.getByText(/เจ้ามือ 45.86% · ผู้เล่น 44.62% · เสมอ 9.52%/)).toBeTruthy();
    expect(screen.getByText(/ความแม่นของสูตรบนโต๊ะนี้ 50.00% \(1\/2 ตา/)).toBeTruthy();
    expect(screen.getByText('ผลแต่ละตาเป็นอิสระต่อกัน สูตรนี้ไม่ใช่การทำนายผล')).toBeTruthy();
  });

  it('opens a room with the bead plate and the derived roads', async () => {
    const server = fakeServer({
      'POST /api/sooth/baccarat': () => ({ data: [table] }),
      'POST /api/sooth/detail': () => ({ data: table }),
    });
    renderScreen(<SoothPage />, '/sooth');
    fireEvent.click(await screen.findByText('ดูเค้าไพ่', {}, WAIT));
    expect(await screen.findByText('เม็ดไพ่', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('แมลงสาบ')).toBeTruthy();
    // The roads' names and the beads' letters are Thai (issue 27): no "Big Road", no B/P/T.
    expect(screen.getByText('เค้าไพ่ใหญ่')).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/Road|Bead|Cockroach|Big Eye/);
    expect(server.callsTo('POST /api/sooth/detail')[0]!.body).toEqual({ table_id: 't1' });
    const beads = document.querySelectorAll('.road--bead .road__cell');
    expect([...beads].map((bead) => bead.textContent)).toEqual(['จ', 'จ', 'ผ']);
  });
});
