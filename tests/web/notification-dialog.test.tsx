// @vitest-environment screen
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AgentNotification } from '@contract/agent';
import {
  NotificationDialog,
  notificationCounter,
} from '@features/notification/components/notification-dialog';

const notice = (id: number, title: string): AgentNotification => ({
  id,
  type: 1,
  image: `/n${id}.svg`,
  link: '',
  title,
  description: `รายละเอียด ${id}`,
});

afterEach(cleanup);

describe('NotificationDialog', () => {
  it('counts 0 when empty, otherwise current page plus one over the total', () => {
    expect(notificationCounter(0, 0)).toBe('0');
    expect(notificationCounter(0, 3)).toBe('1 / 3');
    expect(notificationCounter(2, 3)).toBe('3 / 3');
  });

  it('shows one announcement at a time, next then close', () => {
    const onClose = vi.fn();
    render(
      <NotificationDialog
        visible
        notifications={[notice(1, 'ประกาศแรก'), notice(2, 'ประกาศสอง')]}
        onClose={onClose}
      />,
    );
    expect(screen.getByText('ประกาศสำคัญ')).toBeTruthy();
    expect(screen.getByTestId('notification-counter').textContent).toBe('1 / 2');
    expect(screen.getByText('ประกาศแรก')).toBeTruthy();
    expect(screen.queryByText('ประกาศสอง')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    expect(screen.getByTestId('notification-counter').textContent).toBe('2 / 2');
    expect(screen.getByText('ประกาศสอง')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();

    fireEvent.click(screen.getAllByRole('button', { name: 'ปิด' }).at(-1)!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state and a 0 counter when there are no announcements', () => {
    render(<NotificationDialog visible notifications={[]} onClose={() => undefined} />);
    expect(screen.getByTestId('notification-counter').textContent).toBe('0');
    expect(screen.getByText('ขณะนี้ยังไม่มีประกาศสำคัญ')).toBeTruthy();
  });

  it('follows an announcement image link', () => {
    const onOpenLink = vi.fn();
    const linked = { ...notice(1, 'ฝากเงิน'), link: '/member/deposit' };
    render(
      <NotificationDialog
        visible
        notifications={[linked]}
        onClose={() => undefined}
        onOpenLink={onOpenLink}
      />,
    );
    fireEvent.click(screen.getByAltText('ฝากเงิน'));
    expect(onOpenLink).toHaveBeenCalledWith('/member/deposit');
  });
});
