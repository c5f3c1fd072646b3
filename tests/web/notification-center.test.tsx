// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { NotificationCenter } from '@web/app/components/notification-center';
import { answerApi, renderRoutes } from './helpers/render-app';

const notices = [
  { id: 1, type: 1, image: '/n1.svg', link: '', title: 'ประกาศแรก', description: '' },
  { id: 2, type: 2, image: '', link: '', title: 'ประกาศสอง', description: '' },
];
const routes = [{ path: '*', element: <NotificationCenter /> }];
const storedLastShown = () =>
  (JSON.parse(localStorage.getItem('local') ?? '{}') as { state?: { lastShownAt?: string } }).state
    ?.lastShownAt;

beforeEach(() => answerApi({ '/api/notifications': notices }));
afterEach(() => {
  cleanup();
  userCleared();
});

describe('NotificationCenter', () => {
  it('opens at start for a member with notifications and records the time when finished', async () => {
    userLoggedIn({ access_token: 't', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    renderRoutes(routes, '/');
    // The dialog's code loads lazily on first open.
    expect(await screen.findByText('ประกาศแรก', {}, { timeout: 10_000 })).toBeTruthy();
    expect(storedLastShown() ?? null).toBeNull();

    const before = Date.now();
    fireEvent.click(screen.getByRole('button', { name: 'ถัดไป' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'ปิด' }).at(-1)!);
    await waitFor(() => expect(typeof storedLastShown()).toBe('string'));
    expect(Date.parse(storedLastShown()!)).toBeGreaterThanOrEqual(before - 1000);
  });

  it('does not fetch or open for a guest', async () => {
    renderRoutes(routes, '/');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText('ประกาศแรก')).toBeNull();
  });
});
