// @vitest-environment screen
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealityCheckStatus } from '@contract/protection/protection';
import { RealityCheckReminder } from '@features/safety/components/reality-check-reminder';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';
import { status } from './status-fixture';

const MINUTE = 60_000;
const at = (iso: string, minutes: number) =>
  new Date(new Date(iso).getTime() + minutes * MINUTE).toISOString();

/** The server's answer at `now`: a 30-minute reality check due at `due`, with the session's figures. */
const answer = (now: string, due: string | null, played: number, net: number, minutes = 30) =>
  status({
    server_time: now,
    reality_check: {
      minutes,
      session_started_at: '2026-11-25T04:00:00.000Z',
      next_due_at: due,
      played_minutes: played,
      net_result: net,
    } satisfies RealityCheckStatus,
  });

const T0 = '2026-11-25T05:00:00.000Z';

// Only the timers the reminder schedules are faked; time still flows, so Testing Library's waits work.
beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const reminder = () => screen.queryByRole('dialog', { name: 'เตือนเวลาเล่น' });

describe('RealityCheckReminder', () => {
  it('appears after the interval with the figures fetched then; "continue" posts and schedules the next one', async () => {
    const answers = [answer(T0, at(T0, 30), 60, 0), answer(at(T0, 30), at(T0, 30), 90, -150)];
    const server = fakeServer({
      'GET /api/member/safety': () => ({ data: answers.shift() ?? answer(at(T0, 31), at(T0, 61), 91, -150) }),
      'POST /api/member/safety/reality-check/continue': () => ({
        data: answer(at(T0, 31), at(T0, 61), 91, -150),
      }),
    });
    const onStop = vi.fn();
    renderScreen(<RealityCheckReminder onStop={onStop} />, '/slot');
    await waitFor(() => expect(server.callsTo('GET /api/member/safety')).toHaveLength(1));

    await advance(29 * MINUTE);
    expect(reminder()).toBeNull();
    await advance(1 * MINUTE);
    const dialog = await screen.findByRole('dialog', { name: 'เตือนเวลาเล่น' });
    // Shown, it asks the server again: the time played and the result as of now.
    await waitFor(() =>
      expect(within(dialog).getByTestId('reality-check-played').textContent).toBe('90 นาที'),
    );
    expect(within(dialog).getByTestId('reality-check-net').textContent).toBe('เสีย −150.00 บาท');
    expect(server.callsTo('GET /api/member/safety')).toHaveLength(2);

    fireEvent.click(within(dialog).getByRole('button', { name: 'เล่นต่อ' }));
    await waitFor(() =>
      expect(server.callsTo('POST /api/member/safety/reality-check/continue')).toHaveLength(1),
    );
    // Hidden and scheduled again from the answer: 30 minutes after its server time, not before (while shown,
    // nothing is scheduled, so the third fetch below proves it was hidden).
    await advance(29 * MINUTE);
    expect(server.callsTo('GET /api/member/safety')).toHaveLength(2);
    await advance(1 * MINUTE);
    await waitFor(() => expect(server.callsTo('GET /api/member/safety')).toHaveLength(3));
    expect(await screen.findByRole('dialog', { name: 'เตือนเวลาเล่น' })).toBeTruthy();
    expect(onStop).not.toHaveBeenCalled();
  });

  it('shows at once when the reminder is already due as the game opens; "stop" hands over to the app', async () => {
    fakeServer({ 'GET /api/member/safety': () => ({ data: answer(T0, at(T0, -5), 95, 320) }) });
    const onStop = vi.fn();
    renderScreen(<RealityCheckReminder onStop={onStop} />, '/slot');
    const dialog = await screen.findByRole('dialog', { name: 'เตือนเวลาเล่น' });
    await waitFor(() =>
      expect(within(dialog).getByTestId('reality-check-net').textContent).toBe('ได้ +320.00 บาท'),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'หยุดเล่น' }));
    expect(onStop).toHaveBeenCalledTimes(1);
  });

  it('counts the wait from the server times, whatever the device clock says', async () => {
    // The device thinks it is a year later; the server says 10 minutes to go.
    vi.useRealTimers();
    vi.useFakeTimers({
      shouldAdvanceTime: true,
      toFake: ['setTimeout', 'clearTimeout', 'Date'],
      now: new Date('2027-11-25T00:00:00.000Z'),
    });
    expect(new Date().getUTCFullYear()).toBe(2027);
    fakeServer({ 'GET /api/member/safety': () => ({ data: answer(T0, at(T0, 10), 20, 0) }) });
    renderScreen(<RealityCheckReminder onStop={() => undefined} />, '/slot');
    await advance(0);
    await advance(9 * MINUTE);
    expect(reminder()).toBeNull();
    await advance(1 * MINUTE);
    expect(await screen.findByRole('dialog', { name: 'เตือนเวลาเล่น' })).toBeTruthy();
  });

  it('stays silent when the reality check is off', async () => {
    const server = fakeServer({ 'GET /api/member/safety': () => ({ data: answer(T0, null, 60, 0, 0) }) });
    renderScreen(<RealityCheckReminder onStop={() => undefined} />, '/slot');
    await waitFor(() => expect(server.callsTo('GET /api/member/safety')).toHaveLength(1));
    await advance(120 * MINUTE);
    expect(reminder()).toBeNull();
  });
});
