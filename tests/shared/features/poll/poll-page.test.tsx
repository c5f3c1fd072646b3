// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PollConfig, PollQuota, PollStats } from '@contract/poll/poll';
import { PollPage } from '@features/poll/components/poll-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

const config = (overrides: Partial<PollConfig> = {}): PollConfig => ({
  id: 1,
  title: 'ทายผลบอลคู่เด็ด',
  description: 'ทายถูกรับเครดิต',
  image: '',
  phase: 'open',
  opens_at: '2026-11-25T00:00:00.000Z',
  closes_at: '2026-11-30T12:00:00.000Z',
  choices: [
    { id: 11, label: 'เจ้าบ้านชนะ', image: '' },
    { id: 12, label: 'เสมอ', image: '' },
  ],
  metadata: {
    prize_mode: 'per_winner',
    prize: 100,
    quota_period: 'day',
    quota_rules: [
      { type: 'fixed', votes: 1 },
      { type: 'deposit', per_baht: 300, votes: 1 },
    ],
    prediction: true,
  },
  answer_choice_id: null,
  server_time: '2026-11-25T05:00:00.000Z',
  ...overrides,
});
const quota = (overrides: Partial<PollQuota> = {}): PollQuota => ({
  poll_id: 1,
  period: 'day',
  quota: 2,
  used: 0,
  remaining: 2,
  deposited: 300,
  next_vote_deposit: 300,
  my_choice_id: null,
  ...overrides,
});
const stats = (votes: [number, number]): PollStats => {
  const total = votes[0] + votes[1];
  return {
    poll_id: 1,
    total,
    choices: [
      { choice_id: 11, votes: votes[0], percent: total ? Math.round((votes[0] * 100) / total) : 0 },
      { choice_id: 12, votes: votes[1], percent: total ? Math.round((votes[1] * 100) / total) : 0 },
    ],
  };
};

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('PollPage', () => {
  it('shows the quota and what earns more, votes once, then keeps the member on their choice', async () => {
    let mine = quota();
    let counts: [number, number] = [3, 1];
    const server = fakeServer({
      'GET /api/poll/config': () => ({ data: config() }),
      'GET /api/poll/stats': () => ({ data: stats(counts) }),
      'GET /api/poll/quota/get': () => ({ data: mine }),
      'POST /api/poll/submit': () => {
        mine = quota({ used: 1, remaining: 1, my_choice_id: 12 });
        counts = [3, 2];
        return { data: { vote_id: 5, quota: mine } };
      },
    });
    renderScreen(<PollPage pollId={1} isLoggedIn />, '/poll/1');
    expect(await screen.findByText('ทายผลบอลคู่เด็ด')).toBeTruthy();
    const card = await screen.findByTestId('poll-quota');
    await waitFor(() => expect(within(card).getByText('เหลือ 2 จาก 2 สิทธิ์')).toBeTruthy());
    expect(within(card).getByText('ฝากเพิ่มอีก 300.00 บาท รับสิทธิ์โหวตเพิ่ม')).toBeTruthy();
    expect(within(card).getByText('ฝากครบทุก 300.00 บาทในวันนั้น รับเพิ่ม 1 สิทธิ์')).toBeTruthy();
    expect(screen.getByText('ทายถูกรับ 100.00 บาท')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('3 โหวต (75%)')).toBeTruthy());

    fireEvent.click(screen.getByRole('button', { name: 'โหวต เสมอ' }));
    await waitFor(() => expect(within(card).getByText('เหลือ 1 จาก 2 สิทธิ์')).toBeTruthy());
    expect(server.callsTo('POST /api/poll/submit')[0]!.body).toEqual({ poll_id: 1, choice_id: 12 });
    await waitFor(() => expect(screen.getByText('2 โหวต (40%)')).toBeTruthy());
    // A prediction's votes stay on one choice: only that choice keeps its button.
    expect(screen.queryByRole('button', { name: 'โหวต เจ้าบ้านชนะ' })).toBeNull();
    expect(screen.getByRole('button', { name: 'โหวต เสมอ' })).toBeTruthy();
  });

  it('shows a refused vote in Thai', async () => {
    fakeServer({
      'GET /api/poll/config': () => ({ data: config() }),
      'GET /api/poll/stats': () => ({ data: stats([0, 0]) }),
      'GET /api/poll/quota/get': () => ({ data: quota() }),
      'POST /api/poll/submit': () => ({
        error: 8804,
        message: 'สิทธิ์โหวตของคุณหมดแล้ว ฝากเงินเพิ่มเพื่อรับสิทธิ์โหวตเพิ่ม',
      }),
    });
    renderScreen(<PollPage pollId={1} isLoggedIn />, '/poll/1');
    fireEvent.click(await screen.findByRole('button', { name: 'โหวต เสมอ' }));
    expect(await screen.findByText('สิทธิ์โหวตของคุณหมดแล้ว ฝากเงินเพิ่มเพื่อรับสิทธิ์โหวตเพิ่ม')).toBeTruthy();
  });

  it('gives a guest a login button and no vote buttons', async () => {
    const onLogin = vi.fn();
    const server = fakeServer({
      'GET /api/poll/config': () => ({ data: config() }),
      'GET /api/poll/stats': () => ({ data: stats([1, 1]) }),
    });
    renderScreen(<PollPage pollId={1} isLoggedIn={false} onLogin={onLogin} />, '/poll/1');
    fireEvent.click(await screen.findByRole('button', { name: 'เข้าสู่ระบบเพื่อโหวต' }));
    expect(onLogin).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: /^โหวต / })).toBeNull();
    expect(server.callsTo('GET /api/poll/quota/get')).toHaveLength(0);
  });

  it('shows the answer and the winners once the poll is answered, and a missing poll as not found', async () => {
    fakeServer({
      'GET /api/poll/config': () => ({ data: config({ phase: 'answered', answer_choice_id: 11 }) }),
      'GET /api/poll/stats': () => ({ data: stats([2, 1]) }),
      'GET /api/poll/quota/get': () => ({ data: quota({ remaining: 0, used: 2, my_choice_id: 11 }) }),
      'GET /api/poll/winners': () => ({
        data: {
          poll_id: 1,
          answer_choice_id: 11,
          winners: [{ member: 'xxx123', votes: 2, amount: 100 }],
          total_paid: 100,
        },
      }),
    });
    renderScreen(<PollPage pollId={1} isLoggedIn />, '/poll/1');
    expect((await screen.findByTestId('poll-phase')).textContent).toBe('ประกาศผลแล้ว');
    const winners = await screen.findByTestId('poll-winners');
    await waitFor(() => expect(within(winners).getByText('xxx123')).toBeTruthy());
    expect(within(winners).getByText('100.00 บาท')).toBeTruthy();
    expect(screen.getByText('คำตอบที่ถูก')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^โหวต / })).toBeNull();
    cleanup();

    fakeServer({
      'GET /api/poll/config': () => ({ error: 8801, message: 'ไม่พบกิจกรรมโหวตนี้ หรือกิจกรรมนี้ถูกปิดไปแล้ว' }),
    });
    renderScreen(<PollPage pollId={9} isLoggedIn />, '/poll/9');
    expect(await screen.findByText('ไม่พบกิจกรรมนี้')).toBeTruthy();
  });
});
