// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StatementLine } from '@contract/wallet';
import { StatementPage } from '@features/statement/components/statement-page';
import { lastDays } from '@features/statement/lib/bangkok-days';
import { fakeServer } from './helpers/fake-server';
import { renderScreen } from './helpers/render-screen';

const line = (overrides: Partial<StatementLine>): StatementLine => ({
  id: 1,
  type: 'deposit',
  description: 'ฝากเงินผ่าน QR พร้อมเพย์',
  amount: 500,
  balance_after: 1250.5,
  wallet_id: 3,
  wallet_name: 'กระเป๋าหลัก',
  status: 'done',
  created_at: '2026-11-20T08:30:00Z',
  ...overrides,
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('StatementPage', () => {
  it('renders each line with its Thai description, signed amount, balance after, status and BE time', async () => {
    const server = fakeServer({
      'GET /api/member/statement': () => ({
        data: {
          items: [
            line({}),
            line({
              id: 2,
              type: 'withdraw',
              description: 'ถอนเงินเข้าบัญชีธนาคาร',
              amount: -300,
              balance_after: 950.5,
              status: 'pending',
              created_at: '2026-11-20T17:05:00Z',
            }),
          ],
          next_cursor: null,
        },
      }),
    });
    renderScreen(<StatementPage />, '/member/statement');

    const rows = await screen.findAllByTestId('statement-line');
    expect(rows).toHaveLength(2);
    const [deposit, withdraw] = rows as [HTMLElement, HTMLElement];
    expect(within(deposit).getByText('ฝากเงินผ่าน QR พร้อมเพย์')).toBeTruthy();
    expect(within(deposit).getByText('+500.00').className).toContain('ui-money--positive');
    expect(within(deposit).getByText('1,250.50')).toBeTruthy();
    expect(within(deposit).getByText('สำเร็จ')).toBeTruthy();
    // 08:30 UTC is 15:30 in Bangkok; 2026 is 2569 in the Buddhist era.
    expect(within(deposit).getByText('20/11/2569 15:30')).toBeTruthy();
    expect(within(withdraw).getByText('-300.00').className).toContain('ui-money--negative');
    expect(within(withdraw).getByText('รอดำเนินการ')).toBeTruthy();
    // 17:05 UTC is already the next day in Bangkok.
    expect(within(withdraw).getByText('21/11/2569 00:05')).toBeTruthy();

    // Default filter: every type, the last 7 Bangkok days.
    const { from, to } = lastDays(7);
    expect(server.calls[0]?.params).toEqual({ type: 'all', from, to, limit: 20 });
  });

  it('shows the empty state when there is nothing in the range', async () => {
    fakeServer({ 'GET /api/member/statement': () => ({ data: { items: [], next_cursor: null } }) });
    renderScreen(<StatementPage />, '/member/statement');
    expect(await screen.findByText('ยังไม่มีรายการ')).toBeTruthy();
    expect(screen.queryAllByTestId('statement-line')).toHaveLength(0);
  });

  it('asks again with the chosen type and pages on with the cursor', async () => {
    const server = fakeServer({
      'GET /api/member/statement': (call) => {
        const params = call.params as { type: string; cursor?: string };
        if (params.type !== 'bonus') return { data: { items: [], next_cursor: null } };
        return params.cursor === 'c2'
          ? {
              data: {
                items: [line({ id: 11, type: 'bonus', description: 'โบนัสหน้าสอง' })],
                next_cursor: null,
              },
            }
          : {
              data: {
                items: [line({ id: 10, type: 'bonus', description: 'โบนัสหน้าแรก' })],
                next_cursor: 'c2',
              },
            };
      },
    });
    // jsdom lays nothing out, so every element looks hidden to the infinite scroll (offsetParent null): make
    // its sentinel visible, as it is on a phone once the member reaches the end of the list.
    vi.spyOn(HTMLElement.prototype, 'offsetParent', 'get').mockImplementation(() => document.body);
    renderScreen(<StatementPage />, '/member/statement');
    await screen.findByText('ยังไม่มีรายการ');

    fireEvent.click(screen.getByRole('button', { name: 'โบนัส' }));
    expect(await screen.findByText('โบนัสหน้าแรก')).toBeTruthy();
    expect(await screen.findByText('โบนัสหน้าสอง')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('แสดงครบทุกรายการแล้ว')).toBeTruthy());
    const bonusCalls = server.calls.filter((call) => (call.params as { type: string }).type === 'bonus');
    expect(bonusCalls.map((call) => (call.params as { cursor?: string }).cursor)).toEqual([undefined, 'c2']);
  });

  it("shows the server's message when the statement cannot be loaded", async () => {
    fakeServer({
      'GET /api/member/statement': () => ({
        status: 500,
        error: 9000,
        message: 'ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง',
      }),
    });
    renderScreen(<StatementPage />, '/member/statement');
    expect(await screen.findByText('ระบบขัดข้องชั่วคราว กรุณาลองใหม่อีกครั้ง', {}, { timeout: 8000 })).toBeTruthy();
  });
});
