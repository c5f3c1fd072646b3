// @vitest-environment screen
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AgentNotification } from '@contract/agent';

type Store = typeof import('@features/notification/stores/notification-store');

const notice = (id: number, title: string): AgentNotification => ({
  id,
  type: 1,
  image: '',
  link: '',
  title,
  description: '',
});

/** A fresh module is a fresh page load: only what the store persisted to localStorage survives. */
const pageLoad = async (): Promise<Store> => {
  vi.resetModules();
  return import('@features/notification/stores/notification-store');
};

describe('the notification dialog at start', () => {
  beforeEach(() => localStorage.clear());

  it('opens for unseen announcements, and not again on the next page load once they were shown', async () => {
    const first = await pageLoad();
    const notices = [notice(1, 'ประกาศแรก'), notice(2, 'ประกาศสอง')];
    expect(first.notificationStartDecision(notices)).toBe(true);
    first.notificationsArrivedAtStart(notices);
    first.notificationDialogClosed(notices);

    const second = await pageLoad();
    expect(second.notificationStartDecision(notices)).toBe(false);
  });

  it('opens again when a new announcement arrives or a seen one is edited', async () => {
    const first = await pageLoad();
    first.notificationDialogClosed([notice(1, 'ประกาศแรก')]);

    const second = await pageLoad();
    expect(second.notificationStartDecision([notice(1, 'ประกาศแรก'), notice(2, 'ใหม่')])).toBe(true);
    expect(second.notificationStartDecision([notice(1, 'ประกาศแรก (แก้ไข)')])).toBe(true);
    expect(second.notificationStartDecision([notice(1, 'ประกาศแรก')])).toBe(false);
  });

  it('opens by itself at most once per visit', async () => {
    const store = await pageLoad();
    const notices = [notice(3, 'สาม')];
    store.notificationsArrivedAtStart(notices);
    store.notificationDialogClosed([]);
    expect(store.notificationStartDecision(notices)).toBe(false);
  });
});
