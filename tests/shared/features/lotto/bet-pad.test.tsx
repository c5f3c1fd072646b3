// @vitest-environment screen
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RoundDetail } from '@contract/lotto';
import { RoundPage } from '@features/lotto/components/round-page';
import { LottoLinksProvider } from '@features/lotto/links';
import { getBillState, roundLoaded } from '@features/lotto/stores/bill-store';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';
import { lottoLinks as links, roundDetail } from './fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
  roundLoaded(null);
});

const renderPad = async (round: RoundDetail) => {
  fakeServer({ 'GET /api/lotto/round': () => ({ data: round }) });
  renderScreen(
    <LottoLinksProvider links={links}>
      <RoundPage roundId={7} onCreated={vi.fn()} />
    </LottoLinksProvider>,
    '/lotto/7',
  );
  await screen.findByTestId('bet-pad');
};
const addButton = () => screen.getByRole('button', { name: 'เพิ่มเลข' }) as HTMLButtonElement;
const added = () => getBillState().input.map((line) => line.key);

describe('the pad before a number is added', () => {
  // 2 top 58 is sold out (its cap reached), 2 top 55 a closed restricted number (fixtures).
  const round: RoundDetail = { ...roundDetail, sold_out: [{ bet_type: 'two_top', number: '58' }] };

  it('says a typed sold-out number is sold out, and will not add it', async () => {
    await renderPad(round);
    fireEvent.click(screen.getByRole('tab', { name: '2 ตัว' }));
    const field = screen.getByPlaceholderText('00');

    fireEvent.change(field, { target: { value: '58' } });
    expect(screen.getByTestId('pad-flag').textContent).toBe('2 ตัวบน 58: เลขเต็ม แทงไม่ได้');
    expect(addButton().disabled).toBe(true);
    fireEvent.keyDown(field, { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(added()).toEqual([]);

    fireEvent.change(field, { target: { value: '55' } });
    expect(screen.getByTestId('pad-flag').textContent).toBe('2 ตัวบน 55: ปิดรับ แทงไม่ได้');

    fireEvent.change(field, { target: { value: '57' } });
    expect(screen.queryByTestId('pad-flag')).toBeNull();
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(added()).toEqual(['two_top:57']);
  });

  it('a sold-out number with another ticked bet type that takes it: flagged, and only the open line is added', async () => {
    await renderPad(round);
    fireEvent.click(screen.getByRole('tab', { name: '2 ตัว' }));
    fireEvent.click(screen.getByText('2 ตัวล่าง'));
    fireEvent.change(screen.getByPlaceholderText('00'), { target: { value: '58' } });
    expect(screen.getAllByTestId('pad-flag').map((e) => e.textContent)).toEqual([
      '2 ตัวบน 58: เลขเต็ม แทงไม่ได้',
    ]);
    expect(addButton().disabled).toBe(false);
    fireEvent.click(addButton());
    expect(added()).toEqual(['two_bottom:58']);
  });

  it('a helper leaves sold-out and closed numbers out and says how many', async () => {
    await renderPad(round);
    fireEvent.click(screen.getByRole('tab', { name: '2 ตัว' }));
    fireEvent.change(screen.getByPlaceholderText('00'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '19 ประตู' }));
    expect(added()).toHaveLength(17);
    expect(added()).not.toContain('two_top:55');
    expect(added()).not.toContain('two_top:58');
    expect(
      await screen.findByText('เพิ่ม 17 รายการในโพย (ข้าม 2 รายการที่แทงไม่ได้: เลขเต็ม ปิดรับ หรือเลขตองโต๊ด)'),
    ).toBeTruthy();
  });
});

describe('the pad and 3 ตัวโต๊ด on a triple', () => {
  const round = (allowed: boolean): RoundDetail => ({
    ...roundDetail,
    market: {
      ...roundDetail.market,
      bet_types: ['three_top', 'three_tote', 'two_top', 'two_bottom'],
      tote_triples_allowed: allowed,
    },
    bet_types: [
      ...roundDetail.bet_types.slice(0, 1),
      { bet_type: 'three_tote', name: '3 ตัวโต๊ด', digits: 3, rate: 130 },
      ...roundDetail.bet_types.slice(1),
    ],
  });

  it('flags a triple typed for tote and adds only the 3 top line; เลขตอง adds no tote lines', async () => {
    await renderPad(round(false));
    fireEvent.click(screen.getByText('3 ตัวโต๊ด'));
    fireEvent.change(screen.getByPlaceholderText('000'), { target: { value: '555' } });
    expect(screen.getAllByTestId('pad-flag').map((e) => e.textContent)).toEqual([
      '3 ตัวโต๊ด 555: เลขตองไม่รับโต๊ด แทงไม่ได้',
    ]);
    fireEvent.click(addButton());
    expect(added()).toEqual(['three_top:555']);

    fireEvent.change(screen.getByPlaceholderText('000'), { target: { value: '556' } });
    expect(screen.queryByTestId('pad-flag')).toBeNull();

    // Tote alone: the ten triples of เลขตอง are all refused, and the pad says so instead of adding.
    fireEvent.click(screen.getByText('3 ตัวบน'));
    fireEvent.click(screen.getByRole('button', { name: 'เลขตอง' }));
    expect(added()).toEqual(['three_top:555']);
    expect(await screen.findByText('ข้าม 10 รายการที่แทงไม่ได้: เลขเต็ม ปิดรับ หรือเลขตองโต๊ด')).toBeTruthy();
  });

  it('takes a triple for tote on a market that allows it', async () => {
    await renderPad(round(true));
    fireEvent.click(screen.getByText('3 ตัวบน'));
    fireEvent.click(screen.getByText('3 ตัวโต๊ด'));
    fireEvent.change(screen.getByPlaceholderText('000'), { target: { value: '555' } });
    expect(screen.queryByTestId('pad-flag')).toBeNull();
    fireEvent.click(addButton());
    expect(added()).toEqual(['three_tote:555']);
  });
});
