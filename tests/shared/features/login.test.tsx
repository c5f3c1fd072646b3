// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LoginPage } from '@features/account/components/login-page';
import {
  getAccessToken,
  getUserSnapshot,
  userCleared,
  userLoggedIn,
} from '@features/account/stores/user-store';
import { errorCatalogue } from '@contract/errors';
import { configureApi } from '@lib/api';
import type { UserInfo } from '@contract/account';
import { fakeServer } from './helpers/fake-server';
import { renderScreen } from './helpers/render-screen';

const expiresAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
const info: UserInfo = {
  id: 7,
  agent_code: 'demo',
  username: '0812345678',
  phone: '0812345678',
  full_name: 'สมชาย ใจดี',
  bank_code: 'KBANK',
  bank_name: 'ธนาคารกสิกรไทย',
  bank_account: 'xxxxxx7890',
  line_id: '',
  line_linked: false,
  vip_level: 1,
  referral_code: 'AB12CD',
  created_at: '2026-11-01T03:00:00Z',
};

const fillAndSubmit = (phone: string, password: string) => {
  fireEvent.change(screen.getByPlaceholderText('เบอร์มือถือ 10 หลัก'), { target: { value: phone } });
  fireEvent.change(screen.getByPlaceholderText('กรอกรหัสผ่าน'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'เข้าสู่ระบบ' }));
};

beforeEach(() => {
  // As the apps do at start: the client reads the token from the user store.
  configureApi({ getToken: getAccessToken });
  localStorage.clear();
  userCleared();
});
afterEach(cleanup);

describe('LoginPage', () => {
  it('stores the token, loads the user info and goes to the redirect target on success', async () => {
    const server = fakeServer({
      'POST /api/login': () => ({ data: { access_token: 'tok-123', expires_at: expiresAt } }),
      'GET /api/get_user_info': () => ({ data: info }),
    });
    const { router } = renderScreen(<LoginPage />, '/login', '/login?redirect=%2Fmember%2Fdeposit');

    fillAndSubmit('081-234-5678', 'secret123');

    await waitFor(() => expect(router.state.location.pathname).toBe('/member/deposit'));
    expect(server.callsTo('POST /api/login')[0]?.body).toEqual({
      phone: '0812345678',
      password: 'secret123',
    });
    expect(getAccessToken()).toBe('tok-123');
    expect(getUserSnapshot().userInfo?.full_name).toBe('สมชาย ใจดี');
    // The user info call carries the new bearer token.
    expect(server.callsTo('GET /api/get_user_info')[0]?.headers.Authorization).toBe('Bearer tok-123');
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').state.authUser.access_token).toBe('tok-123');
  });

  it('ignores a redirect to another site and goes to /member', async () => {
    fakeServer({
      'POST /api/login': () => ({ data: { access_token: 'tok-9', expires_at: expiresAt } }),
      'GET /api/get_user_info': () => ({ data: info }),
    });
    const { router } = renderScreen(<LoginPage />, '/login', '/login?redirect=%2F%2Fevil.example');
    fillAndSubmit('0812345678', 'secret123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/member'));
  });

  it("shows the server's Thai message and clears the user when the login is refused", async () => {
    userLoggedIn({ access_token: 'old-token', expires_at: expiresAt });
    const refusal = errorCatalogue.LOGIN_FAILED;
    fakeServer({ 'POST /api/login': () => ({ error: refusal.code, message: refusal.message }) });
    const { router } = renderScreen(<LoginPage />, '/login');

    fillAndSubmit('0812345678', 'wrong-pass1');

    expect((await screen.findByRole('alert')).textContent).toBe(refusal.message);
    expect(getAccessToken()).toBeNull();
    expect(getUserSnapshot().authUser).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('does not call the server when the phone is not a 10-digit mobile number', async () => {
    const server = fakeServer({});
    renderScreen(<LoginPage />, '/login');
    fillAndSubmit('12345', 'secret123');
    expect(await screen.findByText('กรุณากรอกเบอร์มือถือ 10 หลัก เช่น 0812345678')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });
});
