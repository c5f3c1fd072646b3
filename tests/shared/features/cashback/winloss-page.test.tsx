// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CashbackInfo, LossCurrent, LossWeek } from '@contract/rewards/cashback';
import { CashbackPage } from '@features/cashback/components/cashback-page';
import { WinlossPage } from '@features/cashback/components/winloss-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

const WAIT = { timeout: 5000 };
const info: CashbackInfo = {
  cashback: [
    {
      id: 1,
      name: 'คืนยอดเทิร์นทุกวัน',
      description: '',
      terms: '',
      rates: [
        { category: 'slot', percent: 0.5 },
        { category: 'casino', percent: 0.2 },
      ],
      min_payout: 1,
      max_payout: 500,
    },
  ],
  winloss: [
    {
      id: 2,
      name: 'คืนยอดเสีย 10%',
      description: '',
      terms: '',
      percent: 10,
      categories: ['slot', 'casino'],
      min_loss: 50,
      max_amount: 300,
      claim_open_hours: 12,
      claim_days: 3,
    },
  ],
};
const current: LossCurrent = {
  week_start: '2026-11-23',
  week_end: '2026-11-29',
  campaigns: [{ id: 2, name: 'คืนยอดเสีย 10%', percent: 10, stake: 1000, win: 400, loss: 600, estimate: 60 }],
};
const week: LossWeek = {
  id: 7,
  campaign_name: 'คืนยอดเสีย 10%',
  week_start: '2026-11-16',
  week_end: '2026-11-22',
  stake: 2000,
  win: 750,
  loss: 1250,
  amount: 125,
  opens_at: '2026-11-23T05:00:00.000Z',
  closes_at: '2026-11-26T05:00:00.000Z',
  status: 'open',
  claimed_at: null,
};

afterEach(cleanup);

describe('WinlossPage', () => {
  it("shows this week's loss and the claimable refund, and claims it by its id", async () => {
    const server = fakeServer({
      'GET /api/cashback/info': () => ({ data: info }),
      'GET /api/cashback/loss/current': () => ({ data: current }),
      'GET /api/cashback/loss/history': () => ({ data: { items: [week], next_cursor: null, limit: 20 } }),
      'POST /api/cashback/loss/claim': () => ({
        data: { award_id: 9, amount: 125, period: 'week:2026-11-16', turnover_required: 0, replayed: false },
      }),
    });
    renderScreen(<WinlossPage member />, '/member/winloss');
    expect(await screen.findByText('คืน 10% ของยอดเสียสุทธิรายสัปดาห์ (จันทร์-อาทิตย์)', {}, WAIT)).toBeTruthy();
    const thisWeek = await screen.findByTestId('loss-this-week', {}, WAIT);
    expect(thisWeek.textContent).toContain('600.00');
    expect(thisWeek.textContent).toContain('60.00');
    const item = await screen.findByTestId('loss-week', {}, WAIT);
    expect(item.textContent).toContain('รับได้ 23/11/2569 12:00 ถึง 26/11/2569 12:00');
    expect(item.textContent).toContain('125.00');
    fireEvent.click(screen.getByRole('button', { name: 'กดรับคืนยอดเสีย' }));
    await waitFor(() => expect(server.callsTo('POST /api/cashback/loss/claim')).toHaveLength(1), WAIT);
    expect(server.callsTo('POST /api/cashback/loss/claim')[0]!.body).toEqual({ id: 7 });
    expect(await screen.findByText('รับคืนยอดเสีย 125.00 บาทแล้ว', {}, WAIT)).toBeTruthy();
  });

  it('shows the refusal in Thai when the window has closed', async () => {
    fakeServer({
      'GET /api/cashback/info': () => ({ data: info }),
      'GET /api/cashback/loss/current': () => ({ data: current }),
      'GET /api/cashback/loss/history': () => ({ data: { items: [week], next_cursor: null, limit: 20 } }),
      'POST /api/cashback/loss/claim': () => ({ error: 8403, message: 'หมดเวลารับคืนยอดเสียแล้ว' }),
    });
    renderScreen(<WinlossPage member />, '/member/winloss');
    fireEvent.click(await screen.findByRole('button', { name: 'กดรับคืนยอดเสีย' }, WAIT));
    expect(await screen.findByText('หมดเวลารับคืนยอดเสียแล้ว', {}, WAIT)).toBeTruthy();
  });

  it('asks a guest to log in and asks nothing of the member API', async () => {
    const server = fakeServer({ 'GET /api/cashback/info': () => ({ data: { cashback: [], winloss: [] } }) });
    renderScreen(<WinlossPage member={false} />, '/winloss');
    expect(await screen.findByText('ยังไม่มีโปรแกรมคืนยอดเสียในตอนนี้', {}, WAIT)).toBeTruthy();
    expect(screen.getByText('เข้าสู่ระบบเพื่อดูประวัติและรับคืนยอด')).toBeTruthy();
    expect(server.calls.map((call) => call.path)).toEqual(['/api/cashback/info']);
  });
});

describe('CashbackPage', () => {
  it('shows the rate per category and the days paid, or an empty history', async () => {
    fakeServer({
      'GET /api/cashback/info': () => ({ data: info }),
      'GET /api/cashback/turnover/history': () => ({ data: { items: [], next_cursor: null, limit: 30 } }),
    });
    renderScreen(<CashbackPage member />, '/cashback');
    const program = await screen.findByTestId('cashback-program', {}, WAIT);
    expect(program.textContent).toContain('สล็อต');
    expect(program.textContent).toContain('0.5%');
    expect(await screen.findByText('ยังไม่มีประวัติ', {}, WAIT)).toBeTruthy();
  });

  it('shows the days paid a page at a time: "ดูเพิ่มเติม" asks for the page after the cursor', async () => {
    const paid = (id: number, day: string) => ({
      id,
      day,
      campaign_name: 'คืนยอดเทิร์นทุกวัน',
      turnover: 1000,
      amount: 5,
      lines: [{ category: 'slot', stake: 1000, percent: 0.5, amount: 5 }],
      paid_at: `${day}T01:00:00.000Z`,
    });
    const server = fakeServer({
      'GET /api/cashback/info': () => ({ data: info }),
      'GET /api/cashback/turnover/history': ({ params }) =>
        (params as { cursor?: string }).cursor === 'd1'
          ? { data: { items: [paid(1, '2026-11-20')], next_cursor: null, limit: 30 } }
          : { data: { items: [paid(2, '2026-11-21')], next_cursor: 'd1', limit: 30 } },
    });
    renderScreen(<CashbackPage member />, '/cashback');
    expect(await screen.findAllByTestId('cashback-day', {}, WAIT)).toHaveLength(1);
    fireEvent.click(screen.getByTestId('load-more'));
    await waitFor(() => expect(screen.getAllByTestId('cashback-day')).toHaveLength(2), WAIT);
    expect(screen.getAllByTestId('cashback-day').map((item) => item.textContent?.slice(0, 10))).toEqual([
      '21/11/2569',
      '20/11/2569',
    ]);
    expect(server.callsTo('GET /api/cashback/turnover/history').map((call) => call.params)).toEqual([
      { limit: 30 },
      { limit: 30, cursor: 'd1' },
    ]);
    await waitFor(() => expect(screen.queryByTestId('load-more')).toBeNull(), WAIT);
  });
});
