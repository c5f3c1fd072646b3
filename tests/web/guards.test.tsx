// @vitest-environment screen
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { GuestOnly } from '@web/app/guards/guest-only';
import { RequireMember } from '@web/app/guards/require-member';
import { renderRoutes } from './helpers/render-app';

const routes = [
  {
    element: <RequireMember />,
    children: [
      { path: '/member/profile', element: <p>member page</p> },
      { path: '/lotto/lobby', element: <p>lotto lobby</p>, handle: { guestHref: '/lotto/results' } },
    ],
  },
  { path: '/lotto/results', element: <p>lotto results</p> },
  { element: <GuestOnly />, children: [{ path: '/login', element: <p>login page</p> }] },
  { path: '/member', element: <p>member home</p> },
  { path: '/lotto/bills', element: <p>bills</p> },
];

const logIn = () =>
  userLoggedIn({ access_token: 't', expires_at: new Date(Date.now() + 86_400_000).toISOString() });

afterEach(() => {
  cleanup();
  userCleared();
});

describe('guards', () => {
  it('sends a guest from a member page to /login with the way back', () => {
    const { router } = renderRoutes(routes, '/member/profile');
    expect(screen.getByText('login page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.search).toBe('?redirect=%2Fmember%2Fprofile');
  });

  it('sends a guest from a page with a public counterpart there, and lets a member in', () => {
    const { router } = renderRoutes(routes, '/lotto/lobby');
    expect(screen.getByText('lotto results')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lotto/results');
    cleanup();
    logIn();
    renderRoutes(routes, '/lotto/lobby');
    expect(screen.getByText('lotto lobby')).toBeTruthy();
  });

  it('lets a member open a member page', () => {
    logIn();
    renderRoutes(routes, '/member/profile');
    expect(screen.getByText('member page')).toBeTruthy();
  });

  it('sends a member from a guest page to /member', () => {
    logIn();
    const { router } = renderRoutes(routes, '/login');
    expect(screen.getByText('member home')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/member');
  });

  it('honours a same-site redirect and refuses another site', () => {
    logIn();
    const first = renderRoutes(routes, '/login?redirect=%2Flotto%2Fbills');
    expect(first.router.state.location.pathname).toBe('/lotto/bills');
    cleanup();
    const second = renderRoutes(routes, '/login?redirect=%2F%2Fevil.example');
    expect(second.router.state.location.pathname).toBe('/member');
  });

  it('shows the login page to a guest', () => {
    renderRoutes(routes, '/login');
    expect(screen.getByText('login page')).toBeTruthy();
  });
});
