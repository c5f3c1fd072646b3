// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { InboxItem } from '@contract/inbox';
import { InboxBell } from '@features/inbox/components/inbox-bell';
import { InboxPage } from '@features/inbox/components/inbox-page';
import { fakeServer } from './helpers/fake-server';
import { renderScreen } from './helpers/render-screen';

const item = (overrides: Partial<InboxItem>): InboxItem => ({
  id: 1,
  kind: 'deposit',
  title: 'ฝากเงินสำเร็จ',
  body: 'ฝากเงินผ่าน QR พร้อมเพย์',
  amount: 500,
  created_at: '2026-11-20T08:30:00Z',
  read: false,
  ...overrides,
});

afterEach(() => cleanup());

describe('InboxPage', () => {
  it('shows each message with its amount and BE time, marks the new ones read, and pages back', async () => {
    const server = fakeServer({
      'GET /api/member/inbox': (call) =>
        (call.params as { before?: number }).before === 12
          ? {
              data: {
                items: [
                  item({
                    id: 11,
                    kind: 'award',
                    title: 'ได้รับรางวัล',
                    body: 'คืนยอดเสีย',
                    amount: 12.5,
                    read: true,
                  }),
                ],
                unread: 0,
                next_before: null,
              },
            }
          : {
              data: {
                items: [
                  item({
                    id: 13,
                    kind: 'withdrawal_refused',
                    title: 'ถอนเงินไม่สำเร็จ',
                    body: 'บัญชีปลายทางไม่ตรง',
                    amount: 200,
                  }),
                  item({
                    id: 12,
                    kind: 'withdrawal_approved',
                    title: 'ถอนเงินสำเร็จ',
                    body: 'โอนเข้าบัญชี กสิกรไทย xxx1234 แล้ว',
                    amount: 300,
                    read: true,
                  }),
                ],
                unread: 1,
                next_before: 12,
              },
            },
      'POST /api/member/inbox/read': () => ({ data: { unread: 0 } }),
    });
    renderScreen(<InboxPage />, '/member/inbox');

    const rows = await screen.findAllByTestId('inbox-item');
    expect(rows).toHaveLength(2);
    const [refused, paid] = rows as [HTMLElement, HTMLElement];
    expect(within(refused).getByText('บัญชีปลายทางไม่ตรง')).toBeTruthy();
    expect(within(refused).getByText('ใหม่')).toBeTruthy();
    expect(within(refused).getByText('+200.00')).toBeTruthy();
    // 08:30 UTC is 15:30 in Bangkok; 2026 is 2569 in the Buddhist era.
    expect(within(refused).getByText('20/11/2569 15:30')).toBeTruthy();
    // Money paid out carries no plus.
    expect(within(paid).getByText('300.00')).toBeTruthy();
    expect(within(paid).queryByText('ใหม่')).toBeNull();
    await waitFor(() =>
      expect(server.calls.some((call) => call.path === '/api/member/inbox/read')).toBe(true),
    );
    expect(server.calls.find((call) => call.path === '/api/member/inbox/read')?.body).toEqual({ up_to: 13 });

    fireEvent.click(screen.getByRole('button', { name: 'ดูข้อความก่อนหน้า' }));
    expect(await screen.findByText('คืนยอดเสีย')).toBeTruthy();
    expect(await screen.findByText('ไม่มีข้อความเพิ่มเติม')).toBeTruthy();
  });

  it('says what will come when there is nothing yet, and marks nothing', async () => {
    const server = fakeServer({
      'GET /api/member/inbox': () => ({ data: { items: [], unread: 0, next_before: null } }),
    });
    renderScreen(<InboxPage />, '/member/inbox');
    expect(await screen.findByText('ยังไม่มีข้อความ')).toBeTruthy();
    expect(screen.getByText(/ฝากเงินเข้า ถอนเงินสำเร็จ ถูกรางวัล/)).toBeTruthy();
    expect(server.calls.map((call) => call.path)).toEqual(['/api/member/inbox']);
  });
});

describe('InboxBell', () => {
  it('counts the unread messages for a member, and is not there for a guest', async () => {
    const server = fakeServer({
      'GET /api/member/inbox': () => ({ data: { items: [item({ id: 3 })], unread: 3, next_before: 2 } }),
    });
    const { unmount } = renderScreen(<InboxBell member />, '/');
    const bell = await screen.findByRole('link', { name: 'กล่องข้อความ ยังไม่ได้อ่าน 3 รายการ' });
    expect(within(bell).getByTestId('inbox-unread').textContent).toBe('3');
    expect(bell.getAttribute('href')).toBe('/member/inbox');
    expect(server.calls[0]?.params).toEqual({ limit: 1 });
    unmount();

    renderScreen(<InboxBell member={false} />, '/');
    expect(screen.queryByTestId('inbox-bell')).toBeNull();
  });
});
