// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { UserInfo } from '@contract/account';
import { LoginPage } from '@features/account/components/login-page';
import { safeRedirect } from '@features/account/links';
import { loginWithReturn } from '@features/account/return-target';
import { getUserSnapshot, userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { GameCard } from '@features/game/components/game-card';
import { api } from '@lib/api';
import { configureWebApi } from '@web/app/configure-api';
import { RequireMember } from '@web/app/guards/require-member';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { renderScreen } from '@tests/shared/features/helpers/render-screen';
import { renderRoutes } from './helpers/render-app';

const later = () => new Date(Date.now() + 86_400_000).toISOString();
const info = { id: 7, agent_code: 'demo', username: '0812345678' } as UserInfo;

beforeEach(() => {
  localStorage.clear();
  userCleared();
});
afterEach(() => {
  cleanup();
  window.history.replaceState(null, '', '/');
});

describe('the way back after login', () => {
  it('carries only same-site paths', () => {
    expect(loginWithReturn('/login', '/member/withdraw?x=1')).toBe(
      '/login?redirect=%2Fmember%2Fwithdraw%3Fx%3D1',
    );
    expect(loginWithReturn('/login', '/member', { expired: true })).toBe(
      '/login?redirect=%2Fmember&expired=1',
    );
    for (const evil of ['//evil.example', 'https://evil.example', '/\\evil.example', '/\t/evil.example'])
      expect(loginWithReturn('/login', evil)).toBe('/login');
    expect(safeRedirect('/\\evil.example')).toBe('/member');
    expect(safeRedirect('/\n/evil.example')).toBe('/member');
  });

  it('sends a member whose session the server refused to /login, saying so, with the page they were on', async () => {
    const navigate = vi.fn();
    configureWebApi(navigate);
    fakeServer({ 'GET /api/get_user_info': () => ({ status: 401, error: 1401, message: 'x' }) });
    userLoggedIn({ access_token: 't', expires_at: later() });
    window.history.replaceState(null, '', '/member/statement?day=2026-11-20');
    await api.get('/api/get_user_info').catch(() => undefined);
    expect(getUserSnapshot().authUser).toBeNull();
    expect(navigate).toHaveBeenCalledWith(
      '/login?redirect=%2Fmember%2Fstatement%3Fday%3D2026-11-20&expired=1',
    );
  });

  it('sends a guest refused by the server to /login with the way back but no session message', async () => {
    const navigate = vi.fn();
    configureWebApi(navigate);
    fakeServer({ 'GET /api/get_user_info': () => ({ status: 401, error: 1401, message: 'x' }) });
    window.history.replaceState(null, '', '/sooth');
    await api.get('/api/get_user_info').catch(() => undefined);
    expect(navigate).toHaveBeenCalledWith('/login?redirect=%2Fsooth');
  });

  it('says the session ended when the guard sends a member whose session the server refused', async () => {
    configureWebApi(vi.fn());
    fakeServer({ 'GET /api/get_user_info': () => ({ status: 401, error: 1401, message: 'x' }) });
    userLoggedIn({ access_token: 't', expires_at: later() });
    await api.get('/api/get_user_info').catch(() => undefined);
    const routes = [
      { element: <RequireMember />, children: [{ path: '/member/profile', element: <p>profile</p> }] },
      { path: '/login', element: <p>login</p> },
    ];
    const { router } = renderRoutes(routes, '/member/profile');
    expect(router.state.location.search).toBe('?redirect=%2Fmember%2Fprofile&expired=1');
  });

  it('shows the session-ended message on the login page and returns to the page after login', async () => {
    fakeServer({
      'POST /api/login': () => ({ data: { access_token: 'tok', expires_at: later() } }),
      'GET /api/get_user_info': () => ({ data: info }),
    });
    const { router } = renderScreen(<LoginPage />, '/login', '/login?redirect=%2Fmember%2Fdeposit&expired=1');
    expect(screen.getByTestId('session-ended').textContent).toContain('เซสซั่นหมดอายุ');
    fireEvent.change(screen.getByPlaceholderText('เบอร์มือถือ 10 หลัก'), { target: { value: '0812345678' } });
    fireEvent.change(screen.getByPlaceholderText('กรอกรหัสผ่าน'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/deposit'));
  });

  it('remembers a session that expired while the site was closed, so the login says it ended', async () => {
    const past = new Date(Date.now() - 1000).toISOString();
    localStorage.setItem(
      'user',
      JSON.stringify({
        state: { authUser: { access_token: 'old', expires_at: past }, userInfo: null },
        version: 1,
      }),
    );
    vi.resetModules();
    const store = await import('@features/account/stores/user-store');
    expect(store.getUserSnapshot().authUser).toBeNull();
    expect(store.getUserSnapshot().sessionEnded).toBe(true);
  });

  it('does not greet a plain guest with the session message', () => {
    renderScreen(<LoginPage />, '/login', '/login?redirect=%2Fmember');
    expect(screen.queryByTestId('session-ended')).toBeNull();
  });

  it('hands the tapped game to the login, so a guest lands back on it', () => {
    const onLoginRequired = vi.fn();
    renderScreen(
      <GameCard
        game={
          {
            game_id: 'g-7',
            provider_id: 'builtin',
            sub_provider_id: '',
            name: 'สล็อตทอง',
            image: '/x.png',
            status: 'active',
            is_hot: false,
            demo: true,
            rtp: null,
          } as never
        }
        source="slot"
        isLoggedIn={false}
        onLoginRequired={onLoginRequired}
      />,
      '/slot',
    );
    fireEvent.click(screen.getByRole('button', { name: 'เข้าเล่น' }));
    expect(onLoginRequired).toHaveBeenCalledWith({ game_id: 'g-7', provider_id: 'builtin' });
  });
});
