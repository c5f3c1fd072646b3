// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestItem, QuestList } from '@contract/rewards/quest';
import { QuestPage } from '@features/quest/components/quest-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';

const quest = (overrides: Partial<QuestItem>): QuestItem => ({
  id: 1,
  name: 'ฝากเงินรับเครดิตฟรี',
  description: '',
  image: '',
  period: 'daily',
  task: { type: 'deposit', category: null, game_code: null },
  current: 300,
  target: 500,
  done: false,
  claimed: false,
  reward: {
    type: 'credit',
    freebets: null,
    amount: 50,
    points: 0,
    wallet_type_id: 3,
    turnover_multiplier: 5,
  },
  period_key: '2026-11-25',
  ends_at: '2026-11-25T17:00:00.000Z',
  seconds_left: 3725,
  ...overrides,
});
const listOf = (items: QuestItem[], streak = 2): QuestList => ({
  items,
  streak,
  server_time: '2026-11-25T15:57:55.000Z',
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('QuestPage', () => {
  it('shows each daily quest with its progress, reward, time left and a disabled claim until done', async () => {
    fakeServer({
      'GET /api/quest/list': () => ({
        data: listOf([
          quest({}),
          quest({
            id: 2,
            name: 'สตรีคล็อกอิน',
            task: { type: 'login_streak', category: null, game_code: null },
            current: 2,
            target: 3,
            reward: {
              type: 'points',
              freebets: null,
              amount: 0,
              points: 30,
              wallet_type_id: null,
              turnover_multiplier: 0,
            },
          }),
          quest({ id: 3, name: 'ภารกิจรายสัปดาห์', period: 'weekly', period_key: 'week:2026-11-23' }),
        ]),
      }),
    });
    renderScreen(<QuestPage />, '/member/creditfree');
    const cards = await screen.findAllByTestId('quest-card');
    expect(cards).toHaveLength(2);
    const [deposit, streak] = cards as [HTMLElement, HTMLElement];
    expect(within(deposit).getByText('ฝากเงินครบ 500.00 บาท')).toBeTruthy();
    expect(within(deposit).getByText('300.00 / 500.00 บาท')).toBeTruthy();
    expect(within(deposit).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('60');
    expect(within(deposit).getByText('รางวัล เครดิตฟรี 50.00 บาท')).toBeTruthy();
    expect(within(deposit).getByText('ทำเทิร์นโอเวอร์ 5 เท่าก่อนถอน')).toBeTruthy();
    expect(within(deposit).getByTestId('quest-countdown').textContent).toMatch(/^สิ้นสุดใน 01:02:0[45]$/);
    expect((within(deposit).getByRole('button', { name: /ยังไม่สำเร็จ/ }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(streak).getByText('2 / 3 วัน')).toBeTruthy();
    expect(within(streak).getByText('รางวัล 30 พอยท์')).toBeTruthy();
    expect(screen.getByTestId('quest-streak').textContent).toBe('เข้าสู่ระบบติดต่อกัน 2 วัน');

    fireEvent.click(screen.getByRole('tab', { name: 'รายสัปดาห์' }));
    await waitFor(() => expect(screen.getAllByTestId('quest-card')).toHaveLength(1));
    expect(screen.getByText('ภารกิจรายสัปดาห์')).toBeTruthy();
  });

  it('claims a completed quest once and shows it claimed after the list reloads', async () => {
    let claimed = false;
    const server = fakeServer({
      'GET /api/quest/list': () => ({ data: listOf([quest({ current: 500, done: true, claimed })]) }),
      'POST /api/quest/redeem': () => {
        claimed = true;
        return {
          data: {
            quest_id: 1,
            period_key: '2026-11-25',
            amount: 50,
            points: 0,
            wallet_type_id: 3,
            turnover_required: 250,
            description: 'รางวัลภารกิจ ฝากเงินรับเครดิตฟรี',
          },
        };
      },
    });
    renderScreen(<QuestPage />, '/member/creditfree');
    fireEvent.click(await screen.findByRole('button', { name: /รับรางวัล/ }));
    const done = await screen.findByRole('button', { name: /รับรางวัลแล้ว/ });
    expect((done as HTMLButtonElement).disabled).toBe(true);
    expect(server.callsTo('POST /api/quest/redeem')).toHaveLength(1);
    expect(server.callsTo('POST /api/quest/redeem')[0]!.body).toEqual({ quest_id: 1 });
  });

  it('shows a refused claim in Thai on the card', async () => {
    fakeServer({
      'GET /api/quest/list': () => ({ data: listOf([quest({ current: 500, done: true })]) }),
      'POST /api/quest/redeem': () => ({
        error: 8202,
        message: 'ภารกิจนี้ยังไม่สำเร็จ กรุณาทำภารกิจให้ครบก่อนรับรางวัล',
      }),
    });
    renderScreen(<QuestPage />, '/member/creditfree');
    fireEvent.click(await screen.findByRole('button', { name: /รับรางวัล/ }));
    const card = screen.getByTestId('quest-card');
    expect((await within(card).findByRole('alert')).textContent).toBe(
      'ภารกิจนี้ยังไม่สำเร็จ กรุณาทำภารกิจให้ครบก่อนรับรางวัล',
    );
  });

  it('shows the empty state, and the error state with a retry', async () => {
    let fail = true;
    fakeServer({
      'GET /api/quest/list': () => (fail ? { error: 1, message: 'ระบบขัดข้อง' } : { data: listOf([], 0) }),
    });
    renderScreen(<QuestPage />, '/member/creditfree');
    expect(await screen.findByText('โหลดภารกิจไม่สำเร็จ')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /ลองใหม่|retry/i }));
    expect(await screen.findByText('ยังไม่มีภารกิจในขณะนี้')).toBeTruthy();
    expect(screen.queryByTestId('quest-streak')).toBeNull();
  });
});
