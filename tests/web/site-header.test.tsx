// @vitest-environment screen
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { SiteHeader } from '@web/app/components/site-header';
import type { RouteHandle } from '@web/app/route-handle';
import { answerApi, renderRoutes } from './helpers/render-app';

const flagged: RouteHandle = { backHome: true };
const routes = [
  { path: '/member/statement', handle: flagged, element: <SiteHeader /> },
  { path: '*', element: <SiteHeader /> },
];

beforeEach(() => {
  answerApi({});
  // Phone width: short labels and the scrolling menu strip.
  window.innerWidth = 390;
});
afterEach(() => {
  cleanup();
  userCleared();
});

describe('SiteHeader', () => {
  it('marks the menu item of the current route active', () => {
    renderRoutes(routes, '/casino');
    const active = document.querySelectorAll('.site-header__link--active');
    expect(active).toHaveLength(1);
    expect(active[0]?.textContent).toBe('คาสิโน');
  });

  it('shows short register and login labels to a guest on a phone', () => {
    renderRoutes(routes, '/');
    expect(screen.getByRole('link', { name: 'สมัคร' }).getAttribute('href')).toBe('/register');
    expect(screen.getByRole('link', { name: 'เข้าระบบ' }).getAttribute('href')).toBe('/login');
  });

  it('hides register and login from a member', () => {
    userLoggedIn({ access_token: 't', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    renderRoutes(routes, '/');
    expect(screen.queryByRole('link', { name: 'สมัคร' })).toBeNull();
  });

  it('shows the back-home button only where the route sets the home flag', () => {
    renderRoutes(routes, '/member/statement');
    expect(screen.getByTestId('back-home')).toBeTruthy();
    cleanup();
    renderRoutes(routes, '/slot');
    expect(screen.queryByTestId('back-home')).toBeNull();
  });

  it('becomes fixed only after 80 px of scroll', () => {
    renderRoutes(routes, '/');
    const header = screen.getByTestId('site-header');
    const scrollTo = (y: number) =>
      act(() => {
        Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
        window.dispatchEvent(new Event('scroll'));
      });
    scrollTo(80);
    expect(header.classList.contains('site-header--fixed')).toBe(false);
    scrollTo(81);
    expect(header.classList.contains('site-header--fixed')).toBe(true);
    scrollTo(0);
    expect(header.classList.contains('site-header--fixed')).toBe(false);
  });
});
