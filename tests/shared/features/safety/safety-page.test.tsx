// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SafetyStatus } from '@contract/protection/protection';
import { SafetyPage } from '@features/safety/components/safety-page';
import { fakeServer } from '../helpers/fake-server';
import { renderScreen } from '../helpers/render-screen';
import { limit, status } from './status-fixture';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const card = async (name: string) => screen.findByRole('article', { name });
const openForm = (name: string) =>
  fireEvent.click(screen.getByRole('button', { name: `ตั้ง / เปลี่ยน ${name}` }));
const typeValue = (key: string, value: string) =>
  fireEvent.change(screen.getByTestId(`limit-form-${key}`).querySelector('input')!, { target: { value } });

describe('SafetyPage', () => {
  it('shows why play is refused, each limit with what is used, when it starts again, and a waiting increase', async () => {
    fakeServer({
      'GET /api/member/safety': () => ({
        data: status({
          limits: [
            limit('deposit_day', {
              value: 500,
              used: 200,
              pending: { value: 1000, effective_at: '2026-11-26T05:00:00.000Z' },
            }),
            limit('loss_week', { value: 2000, used: 2000, resets_at: '2026-11-29T17:00:00.000Z' }),
            limit('session', { value: 120, used: 61 }),
          ],
          blocked: {
            reason: 'PLAYER_LOSS_LIMIT',
            message: 'วงเงินเสียรายสัปดาห์ 2,000.00 บาท: ยอดเสียสัปดาห์นี้ 2,000.00 บาท ใช้วงเงินครบแล้ว',
            until: '2026-11-29T17:00:00.000Z',
          },
        }),
      }),
    });
    renderScreen(<SafetyPage />, '/member/safety');

    const blocked = await screen.findByTestId('safety-blocked');
    expect(blocked.textContent).toContain('ยอดเสียสัปดาห์นี้ 2,000.00 บาท ใช้วงเงินครบแล้ว');
    expect(within(blocked).getByText('จนถึง 30/11/2569 00:00 น.')).toBeTruthy();

    const day = await card('วงเงินฝากรายวัน');
    expect(within(day).getByText('500.00 บาท')).toBeTruthy();
    expect(within(day).getByText('ใช้ไปแล้ว 200.00 บาท จาก 500.00 บาท')).toBeTruthy();
    expect(within(day).getByText('เริ่มนับใหม่ 26/11/2569 00:00 น.')).toBeTruthy();
    expect(within(day).getByText('รอเปลี่ยนเป็น 1,000.00 บาท มีผล 26/11/2569 12:00 น.')).toBeTruthy();
    expect(within(day).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40');

    expect(within(await card('วงเงินฝากรายสัปดาห์')).getByText('ไม่จำกัด')).toBeTruthy();
    expect(
      within(await card('วงเงินเสียรายสัปดาห์')).getByText('ใช้ไปแล้ว 2,000.00 บาท จาก 2,000.00 บาท'),
    ).toBeTruthy();
    const session = await card('เวลาเล่นต่อรอบ');
    expect(within(session).getByText('120 นาที')).toBeTruthy();
    expect(within(session).getByText('เล่นรอบนี้แล้ว 61 นาที จาก 120 นาที')).toBeTruthy();
  });

  it('lowers a limit at once, raises it only after 24 hours, and removes it, sending what was asked', async () => {
    let current = status({ limits: [limit('deposit_day', { value: 500, used: 100 })] });
    const server = fakeServer({
      'GET /api/member/safety': () => ({ data: current }),
      'POST /api/member/safety/limit': (call) => {
        // The server's rule: lower applies at once, higher or removal waits 24 hours.
        const { value } = call.body as { value: number | null };
        const inForce = current.limits.find((l) => l.key === 'deposit_day')!.value!;
        const tighter = value !== null && value < inForce;
        current = status({
          limits: [
            limit('deposit_day', {
              value: tighter ? value : inForce,
              used: 100,
              pending: tighter ? null : { value, effective_at: '2026-11-26T05:00:00.000Z' },
            }),
          ],
        });
        return { data: current };
      },
    });
    renderScreen(<SafetyPage />, '/member/safety');
    await card('วงเงินฝากรายวัน');

    // Lower: the form says which rule it is before saving, and the card shows the new limit at once.
    openForm('วงเงินฝากรายวัน');
    typeValue('deposit_day', '300');
    expect(screen.getByText('ลดวงเงินหรือตั้งวงเงินใหม่: มีผลทันที').className).toContain('--on');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(server.callsTo('POST /api/member/safety/limit')).toHaveLength(1));
    expect(server.callsTo('POST /api/member/safety/limit')[0]!.body).toEqual({
      key: 'deposit_day',
      value: 300,
    });
    const day = await card('วงเงินฝากรายวัน');
    await waitFor(() => expect(within(day).getByText('300.00 บาท')).toBeTruthy());
    expect(within(day).queryByTestId('pending-deposit_day')).toBeNull();

    // Raise: said to wait 24 hours; the limit in force stays and the increase waits.
    openForm('วงเงินฝากรายวัน');
    typeValue('deposit_day', '1,000');
    expect(
      screen.getByText('เพิ่มวงเงินหรือยกเลิกวงเงิน: มีผลหลัง 24 ชั่วโมง ยกเลิกการเปลี่ยนได้ระหว่างรอ').className,
    ).toContain('--on');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(within(day).getByTestId('pending-deposit_day')).toBeTruthy());
    expect(server.callsTo('POST /api/member/safety/limit')[1]!.body).toEqual({
      key: 'deposit_day',
      value: 1000,
    });
    expect(within(day).getByText('300.00 บาท')).toBeTruthy();
    expect(within(day).getByText('รอเปลี่ยนเป็น 1,000.00 บาท มีผล 26/11/2569 12:00 น.')).toBeTruthy();

    // Remove: null, and it waits too.
    openForm('วงเงินฝากรายวัน');
    fireEvent.click(screen.getByRole('button', { name: 'ยกเลิกวงเงิน' }));
    await waitFor(() => expect(within(day).getByText('รอยกเลิกวงเงิน มีผล 26/11/2569 12:00 น.')).toBeTruthy());
    expect(server.callsTo('POST /api/member/safety/limit')[2]!.body).toEqual({
      key: 'deposit_day',
      value: null,
    });
  });

  it('refuses a malformed value without asking the server, and shows a refusal in Thai', async () => {
    const server = fakeServer({
      'GET /api/member/safety': () => ({ data: status() }),
      'POST /api/member/safety/limit': () => ({
        error: 8907,
        message: 'วงเงินไม่ถูกต้อง ใส่เป็นจำนวนเต็มบาท หรือเวลาเล่น 5 ถึง 1,440 นาที',
      }),
    });
    renderScreen(<SafetyPage />, '/member/safety');
    await card('เวลาเล่นต่อรอบ');
    openForm('เวลาเล่นต่อรอบ');
    typeValue('session', '1.5');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('ใส่เป็นจำนวนเต็มมากกว่า 0')).toBeTruthy();
    expect(server.callsTo('POST /api/member/safety/limit')).toHaveLength(0);

    typeValue('session', '3');
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('วงเงินไม่ถูกต้อง ใส่เป็นจำนวนเต็มบาท หรือเวลาเล่น 5 ถึง 1,440 นาที')).toBeTruthy();
    expect(server.callsTo('POST /api/member/safety/limit')[0]!.body).toEqual({ key: 'session', value: 3 });
  });

  it('cancels a waiting increase: the limit in force stays', async () => {
    const waiting = limit('loss_day', {
      value: 1000,
      used: 50,
      pending: { value: null, effective_at: '2026-11-26T05:00:00.000Z' },
    });
    const server = fakeServer({
      'GET /api/member/safety': () => ({ data: status({ limits: [waiting] }) }),
      'POST /api/member/safety/limit/cancel': () => ({
        data: status({ limits: [{ ...waiting, pending: null }] }),
      }),
    });
    renderScreen(<SafetyPage />, '/member/safety');
    const loss = await card('วงเงินเสียรายวัน');
    expect(within(loss).getByText('รอยกเลิกวงเงิน มีผล 26/11/2569 12:00 น.')).toBeTruthy();
    fireEvent.click(within(loss).getByRole('button', { name: 'ยกเลิกการเปลี่ยน' }));
    await waitFor(() => expect(within(loss).queryByTestId('pending-loss_day')).toBeNull());
    expect(server.callsTo('POST /api/member/safety/limit/cancel')[0]!.body).toEqual({ key: 'loss_day' });
    expect(within(loss).getByText('1,000.00 บาท')).toBeTruthy();
  });

  it('says the load failed, with a retry', async () => {
    fakeServer({ 'GET /api/member/safety': () => ({ status: 500, error: -1, message: 'ระบบขัดข้อง' }) });
    renderScreen(<SafetyPage />, '/member/safety');
    expect(await screen.findByText('โหลดข้อมูลการควบคุมการเล่นไม่สำเร็จ', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });

  it('saves the reality check interval on tap', async () => {
    const server = fakeServer({
      'GET /api/member/safety': () => ({ data: status() }),
      'POST /api/member/safety/reality-check': () => ({
        data: status({
          reality_check: {
            minutes: 30,
            session_started_at: '2026-11-25T04:00:00.000Z',
            next_due_at: '2026-11-25T05:30:00.000Z',
            played_minutes: 60,
            net_result: 0,
          },
        }),
      }),
    });
    renderScreen(<SafetyPage />, '/member/safety');
    const section = await screen.findByTestId('safety-reality-check');
    expect(within(section).getByRole('option', { name: 'ปิด' }).getAttribute('aria-selected')).toBe('true');
    fireEvent.click(within(section).getByRole('option', { name: '30 นาที' }));
    await waitFor(() =>
      expect(within(section).getByText('เตือนครั้งถัดไปประมาณ 25/11/2569 12:30 น.')).toBeTruthy(),
    );
    expect(server.callsTo('POST /api/member/safety/reality-check')[0]!.body).toEqual({ minutes: 30 });
  });
});

describe('time-out and self-exclusion', () => {
  const excluded = (until: string): Partial<SafetyStatus> => ({
    exclusion: { kind: 'self_exclusion', started_at: '2026-11-25T05:00:00.000Z', until },
    blocked: {
      reason: 'PLAYER_SELF_EXCLUDED',
      message: 'คุณขอระงับการเล่นด้วยตนเองไว้ถึง 25/11/2570 12:00 น.',
      until,
    },
  });

  it('asks first, says it cannot be undone, needs the tick for self-exclusion, then hides what would be refused', async () => {
    const server = fakeServer({
      'GET /api/member/safety': () => ({ data: status() }),
      'POST /api/member/safety/self-exclude': () => ({ data: status(excluded('2027-11-25T05:00:00.000Z')) }),
    });
    renderScreen(<SafetyPage />, '/member/safety');
    fireEvent.click(await screen.findByRole('button', { name: 'ระงับการเล่นด้วยตนเอง 1 ปี' }));
    const dialog = await screen.findByRole('dialog', { name: 'ระงับการเล่นด้วยตนเอง 1 ปี' });
    expect(dialog.textContent).toContain('มีผลทันทีที่ยืนยัน และไม่สามารถยกเลิกหรือย่นระยะเวลาได้');
    expect(dialog.textContent).toContain('ไม่ได้รับโปรโมชั่น โบนัส');
    expect(dialog.textContent).toContain('25/11/2570 12:00 น.');
    const ok = within(dialog).getByRole('button', { name: 'ยืนยัน มีผลทันที' }) as HTMLButtonElement;
    expect(ok.disabled).toBe(true);
    fireEvent.click(within(dialog).getByText('ฉันเข้าใจว่ายกเลิกหรือย่นระยะเวลาไม่ได้'));
    await waitFor(() => expect(ok.disabled).toBe(false));
    fireEvent.click(ok);

    expect((await screen.findByTestId('safety-excluded')).textContent).toContain(
      'คุณระงับการเล่นด้วยตนเองอยู่ถึง 25/11/2570 12:00 น.',
    );
    expect(server.callsTo('POST /api/member/safety/self-exclude')[0]!.body).toEqual({
      duration: '1y',
      confirm: true,
    });
    expect(screen.getByTestId('safety-blocked').textContent).toContain('คุณขอระงับการเล่นด้วยตนเองไว้ถึง');
    // No time-out over a self-exclusion, nothing shorter than the year: only 1 and 5 years remain.
    expect(screen.queryByTestId('safety-timeout')).toBeNull();
    expect(screen.queryByRole('button', { name: 'ระงับการเล่นด้วยตนเอง 6 เดือน' })).toBeNull();
    expect(screen.getByRole('button', { name: 'ระงับการเล่นด้วยตนเอง 5 ปี' })).toBeTruthy();
  });

  it('sends nothing when the member cancels, and shows a refused time-out in Thai', async () => {
    const server = fakeServer({
      'GET /api/member/safety': () => ({ data: status() }),
      'POST /api/member/safety/timeout': () => ({
        error: 8906,
        message: 'ช่วงพักหรือการระงับที่มีอยู่ยาวกว่านี้ ย่นระยะเวลาหรือยกเลิกก่อนครบกำหนดไม่ได้',
      }),
    });
    renderScreen(<SafetyPage />, '/member/safety');
    fireEvent.click(await screen.findByRole('button', { name: 'พักการเล่น 7 วัน' }));
    let dialog = await screen.findByRole('dialog', { name: 'พักการเล่น 7 วัน' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยกเลิก' }));
    expect(server.callsTo('POST /api/member/safety/timeout')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'พักการเล่น 24 ชั่วโมง' }));
    dialog = await screen.findByRole('dialog', { name: 'พักการเล่น 24 ชั่วโมง' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'ยืนยัน มีผลทันที' }));
    expect(
      await within(dialog).findByText('ช่วงพักหรือการระงับที่มีอยู่ยาวกว่านี้ ย่นระยะเวลาหรือยกเลิกก่อนครบกำหนดไม่ได้'),
    ).toBeTruthy();
    expect(server.callsTo('POST /api/member/safety/timeout')[0]!.body).toEqual({ duration: '24h' });
  });
});
