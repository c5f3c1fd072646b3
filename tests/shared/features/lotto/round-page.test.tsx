// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { BillCreateBody, BillValidateBody } from '@contract/lotto';
import { BillDetailPage } from '@features/lotto/components/bill-detail-page';
import { RoundPage } from '@features/lotto/components/round-page';
import { LottoLinksProvider } from '@features/lotto/links';
import { getBillState, linesAdded, roundLoaded } from '@features/lotto/stores/bill-store';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';
import { billOf, CLOSED_REASON, lottoLinks as links, roundDetail, verdictOf } from './fixtures';

afterEach(() => {
  cleanup();
  localStorage.clear();
  roundLoaded(null);
});

const renderRound = (onCreated = vi.fn()) =>
  renderScreen(
    <LottoLinksProvider links={links}>
      <RoundPage roundId={7} onCreated={onCreated} />
    </LottoLinksProvider>,
    '/lotto/7',
  );

describe('RoundPage and the bill dialog', () => {
  it('19 doors fills the bill, a refused line says why in its row, and the fixed bill is submitted once', async () => {
    let validations = 0;
    const server = fakeServer({
      // 55 is closed after the page loaded: the pad adds it, the server's validation refuses it.
      'GET /api/lotto/round': () => ({ data: { ...roundDetail, restricted: [] } }),
      'POST /api/lotto/bill/validate': (call) => {
        validations += 1;
        return { data: verdictOf((call.body as BillValidateBody).lines, ['55']) };
      },
      'POST /api/lotto/bill/create': (call) => ({
        data: {
          ...billOf('pending', 0),
          bill_id: 99,
          total: (call.body as BillCreateBody).lines.length * 10,
        },
      }),
    });
    const onCreated = vi.fn();
    renderRound(onCreated);

    fireEvent.click(await screen.findByRole('tab', { name: '2 ตัว' }));
    fireEvent.change(screen.getByPlaceholderText('00'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: '19 ประตู' }));
    expect(getBillState().input).toHaveLength(19);
    expect(getBillState().input.every((line) => line.betType === 'two_top' && line.amount === 10)).toBe(true);

    fireEvent.click(screen.getByTestId('open-bill'));
    const rows = await screen.findAllByTestId('bill-row');
    expect(rows).toHaveLength(19);
    expect(screen.getByTestId('bill-total').textContent).toBe('190.00');

    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
    const reason = await screen.findByTestId('refused-reason');
    expect(reason.textContent).toBe(CLOSED_REASON);
    const refusedRow = reason.closest('[data-testid="bill-row"]') as HTMLElement;
    expect(within(refusedRow).getByText('55')).toBeTruthy();
    // SPEC §4: the validated bill and the input it judged are stored together.
    expect(getBillState().cache?.valid).toBe(false);
    expect(getBillState().cache?.lines).toHaveLength(19);
    expect(server.callsTo('POST /api/lotto/bill/create')).toHaveLength(0);

    fireEvent.click(within(refusedRow).getByRole('button', { name: 'ลบเลข 55' }));
    expect(getBillState().cache).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'ตรวจสอบโพย' }));
    await screen.findByText('ตรวจสอบแล้ว แทงได้ทุกรายการ กดยืนยันเพื่อส่งโพย');
    expect(validations).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'ยืนยันส่งโพย' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalledTimes(1));
    const [create] = server.callsTo('POST /api/lotto/bill/create');
    const body = create!.body as BillCreateBody;
    expect(body.round_id).toBe(7);
    expect(body.lines).toHaveLength(18);
    expect(body.lines.some((line) => line.number === '55')).toBe(false);
    expect(body.request_id.length).toBeGreaterThanOrEqual(8);
    // The accepted bill is the next round's "repeat last bill"; the pad starts empty.
    expect(getBillState().input).toEqual([]);
    expect(JSON.parse(localStorage.getItem('lotto.lastBill') ?? '[]')).toHaveLength(18);
  });

  it('loading a round clears the bill left from before (SPEC §4)', async () => {
    fakeServer({ 'GET /api/lotto/round': () => ({ data: roundDetail }) });
    roundLoaded(3);
    linesAdded([{ betType: 'two_top', number: '12', amount: 10 }]);
    renderRound();
    await screen.findByTestId('bet-pad');
    expect(getBillState()).toEqual({ roundId: 7, input: [], cache: null });
    expect(screen.getByTestId('open-bill').textContent).toBe('ดูโพย (0)');
  });

  it('repeat last bill brings back the last accepted lines the round offers', async () => {
    fakeServer({ 'GET /api/lotto/round': () => ({ data: roundDetail }) });
    localStorage.setItem(
      'lotto.lastBill',
      JSON.stringify([
        { betType: 'two_top', number: '45', amount: 20 },
        { betType: 'run_top', number: '4', amount: 5 },
      ]),
    );
    renderRound();
    fireEvent.click(await screen.findByRole('button', { name: 'ซ้ำโพยล่าสุด' }));
    expect(getBillState().input.map((line) => [line.key, line.amount])).toEqual([['two_top:45', 20]]);
  });

  it('a 401 on the round says the session expired, in Thai', async () => {
    fakeServer({ 'GET /api/lotto/round': () => ({ status: 401, error: 2001, message: 'unauthorized' }) });
    renderRound();
    expect(await screen.findByText('เซสซั่นหมดอายุ กรุณาลองใหม่')).toBeTruthy();
  });
});

describe('BillDetailPage', () => {
  it('a won bill shows the winning card with what it paid, and each line its frozen rate and result', async () => {
    fakeServer({ 'GET /api/lotto/bill/detail': () => ({ data: billOf('won', 900) }) });
    renderScreen(
      <LottoLinksProvider links={links}>
        <BillDetailPage billId={31} />
      </LottoLinksProvider>,
      '/lotto/bills/31',
    );
    const card = await screen.findByTestId('winning-card');
    expect(card.textContent).toContain('900.00');
    expect(screen.queryByTestId('losing-card')).toBeNull();
    const lines = screen.getAllByTestId('bill-line');
    expect(within(lines[0]!).getByText('x90')).toBeTruthy();
    expect(within(lines[0]!).getByText('ถูกรางวัล')).toBeTruthy();
    expect(within(lines[1]!).getByText('x85')).toBeTruthy();
    expect(within(lines[1]!).getByText('ไม่ถูกรางวัล')).toBeTruthy();
  });

  it('a lost bill shows the losing card', async () => {
    fakeServer({ 'GET /api/lotto/bill/detail': () => ({ data: billOf('lost', 0) }) });
    renderScreen(
      <LottoLinksProvider links={links}>
        <BillDetailPage billId={31} />
      </LottoLinksProvider>,
      '/lotto/bills/31',
    );
    expect(await screen.findByTestId('losing-card')).toBeTruthy();
    expect(screen.queryByTestId('winning-card')).toBeNull();
  });
});
