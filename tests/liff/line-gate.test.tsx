// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { getAccessToken, userCleared } from '@features/account/stores/user-store';
import { api, configureApi } from '@lib/api';
import { createQueryClient } from '@lib/query-client';
import { AppLinksProvider } from '@ui/app-links';
import { installReact19Render } from '@ui/react-19-render';
import { liffAppLinks } from '@liff-app/app/app-links';
import { LineGate } from '@liff-app/app/line-login/line-gate';
import { openToGuests } from '@liff-app/app/line-login/open-to-guests';
import { liffRoutes } from '@liff-app/app/router';
import { initLiff, isMockLiff } from '@liff-app/lib/liff';

// The welcome must not bring the registration form: the first import of each of its modules is counted (the
// real ones load). The module cache lasts the whole file: the welcome's test runs before any test that taps.
const imports = vi.hoisted(() => ({ registerPage: 0, linkBox: 0 }));
vi.mock('@features/account/components/register-page', async (original) => {
  imports.registerPage += 1;
  return original();
});
vi.mock('@features/account/components/line-link-account-box', async (original) => {
  imports.linkBox += 1;
  return original();
});

// The HTTP layer is replaced at axios' adapter: the app's own client, interceptors and envelope handling run.
type Reply = { status?: number; body: unknown };
let answers: Record<string, () => Reply> = {};
const calls: { url: string; body: unknown }[] = [];

const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
  const url = config.url ?? '';
  calls.push({ url, body: config.data ? JSON.parse(String(config.data)) : undefined });
  const reply = answers[url]?.() ?? { status: 404, body: { error: 404, message: 'ไม่พบ', data: null } };
  const status = reply.status ?? 200;
  const response = { data: reply.body, status, statusText: '', headers: {}, config };
  if (status >= 400) {
    const { AxiosError } = await import('axios');
    throw new AxiosError('failed', String(status), config, null, response);
  }
  return response;
};

const envelope = (data: unknown) => ({ body: { error: 0, message: '', data } });
const session = { access_token: 'member-token', expires_at: new Date(Date.now() + 86_400_000).toISOString() };

const renderGate = (handle?: typeof openToGuests) => {
  const router = createMemoryRouter(
    [{ path: '/liff/profile', handle, element: <LineGate>{<p>หน้าโปรไฟล์</p>}</LineGate> }],
    { initialEntries: ['/liff/profile'] },
  );
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppLinksProvider links={liffAppLinks(liffRoutes)}>
        <RouterProvider router={router} />
      </AppLinksProvider>
    </QueryClientProvider>,
  );
};

beforeAll(async () => {
  // Linking shows a toast: antd-mobile's imperative render needs its React 19 adapter, as main.tsx installs.
  installReact19Render();
  api.defaults.adapter = adapter;
  configureApi({ getToken: getAccessToken, onUnauthorized: () => userCleared() });
  await initLiff();
});

afterEach(() => {
  cleanup();
  userCleared();
  answers = {};
  calls.length = 0;
});

describe('LINE login in the LIFF app (mock SDK)', () => {
  it('runs on the mock SDK when liff.config.json has no id', () => {
    expect(isMockLiff()).toBe(true);
  });

  it('sends the ID token and shows the page to a linked LINE user', async () => {
    answers['/api/auth/line'] = () => envelope({ linked: true, ...session });
    renderGate();
    await screen.findByText('หน้าโปรไฟล์');
    expect(calls.find((call) => call.url === '/api/auth/line')?.body).toEqual({ id_token: 'id_token' });
    expect(getAccessToken()).toBe('member-token');
  });

  it.each([
    ['shows a screen open to guests while the login runs', openToGuests, true],
    ['shows a member screen only once the login answered', undefined, false],
  ])('%s', async (_, handle, shownAtOnce) => {
    answers['/api/auth/line'] = () => envelope({ linked: true, ...session });
    let answer = () => {};
    const answered = new Promise<void>((resolve) => (answer = resolve));
    let asked = false;
    api.defaults.adapter = async (config) => {
      if (config.url === '/api/auth/line') {
        asked = true;
        await answered;
      }
      return adapter(config);
    };
    try {
      renderGate(handle);
      await waitFor(() => expect(asked).toBe(true));
      const waiting = screen.getByTestId('liff-logging-in');
      expect(within(waiting).queryByText('หน้าโปรไฟล์') !== null).toBe(shownAtOnce);
      answer();
      await screen.findByText('หน้าโปรไฟล์');
      await waitFor(() => expect(screen.queryByTestId('liff-logging-in')).toBeNull());
    } finally {
      api.defaults.adapter = adapter;
    }
  });

  const unlinked = (token = 'reg', name = 'Brown') => {
    answers['/api/auth/line'] = () =>
      envelope({ linked: false, line_registration_token: token, profile: { name, picture: '' } });
    answers['/api/banks'] = () => envelope([]);
  };

  it('welcomes a LINE user who is not a member by name, without loading the registration form', async () => {
    unlinked();
    renderGate();
    const welcome = await screen.findByTestId('liff-welcome');
    expect(within(screen.getByTestId('liff-register')).getByTestId('liff-welcome')).toBe(welcome);
    expect(within(welcome).getByRole('heading', { name: 'สวัสดีคุณ Brown' })).toBeTruthy();
    expect(within(welcome).getByText('บัญชี LINE นี้ยังไม่ได้ผูกกับสมาชิก สมัครสมาชิกเพื่อใช้งานต่อ')).toBeTruthy();
    expect(within(welcome).getByRole('button', { name: 'สมัครสมาชิก' })).toBeTruthy();
    expect(within(welcome).getByRole('button', { name: 'มีบัญชีอยู่แล้ว? เชื่อมบัญชี' })).toBeTruthy();
    // Give a lazy load that was started anyway the time to arrive.
    await new Promise((wait) => setTimeout(wait, 200));
    expect(imports).toEqual({ registerPage: 0, linkBox: 0 });
    expect(screen.queryByTestId('register-box')).toBeNull();
    expect(calls.map((call) => call.url)).not.toContain('/api/banks');
    expect(screen.queryByText('หน้าโปรไฟล์')).toBeNull();
  });

  it('greets without a name when LINE gave none', async () => {
    unlinked('reg', '');
    renderGate();
    const welcome = await screen.findByTestId('liff-welcome');
    expect(within(welcome).getByRole('heading').textContent).toBe('สวัสดี');
  });

  it('starts loading the form as the finger goes down, and shows it prefilled with the LINE name at the tap', async () => {
    unlinked();
    renderGate();
    const button = within(await screen.findByTestId('liff-welcome')).getByRole('button', {
      name: 'สมัครสมาชิก',
    });
    fireEvent.touchStart(button);
    await waitFor(() => expect(imports.registerPage).toBe(1));
    expect(screen.getByTestId('liff-welcome')).toBeTruthy();
    fireEvent.click(button);
    const box = await screen.findByTestId('register-box', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('liff-welcome')).toBeNull();
    expect(within(screen.getByTestId('liff-register')).getByText('สวัสดีคุณ Brown')).toBeTruthy();
    expect(within(box).getByDisplayValue('Brown')).toBeTruthy();
    expect(imports.linkBox).toBe(0);
  });

  it('switches between the form and the link box both ways', async () => {
    unlinked();
    renderGate();
    fireEvent.click(
      within(await screen.findByTestId('liff-welcome')).getByRole('button', { name: 'สมัครสมาชิก' }),
    );
    fireEvent.click(await screen.findByTestId('have-account', {}, { timeout: 10_000 }));
    const box = await screen.findByTestId('line-link-account', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('register-box')).toBeNull();
    fireEvent.click(within(box).getByText('ยังไม่มีบัญชี? สมัครสมาชิก'));
    await screen.findByTestId('register-box', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('line-link-account')).toBeNull();
  });

  it('links a LINE user who already has an account after its phone and password, then shows the page', async () => {
    unlinked('reg-1');
    answers['/api/auth/line/link_account'] = () => envelope(session);
    renderGate();
    const linkButton = within(await screen.findByTestId('liff-welcome')).getByRole('button', {
      name: 'มีบัญชีอยู่แล้ว? เชื่อมบัญชี',
    });
    fireEvent.mouseDown(linkButton);
    fireEvent.click(linkButton);
    const box = await screen.findByTestId('line-link-account', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('liff-welcome')).toBeNull();
    fireEvent.change(within(box).getByPlaceholderText('เบอร์มือถือ 10 หลัก'), {
      target: { value: '0812345678' },
    });
    fireEvent.change(box.querySelector('input[type="password"]')!, { target: { value: 'secret1234' } });
    fireEvent.click(within(box).getByRole('button', { name: 'ยืนยันและเชื่อมต่อ LINE' }));
    await screen.findByText('หน้าโปรไฟล์');
    expect(calls.find((call) => call.url === '/api/auth/line/link_account')?.body).toEqual({
      line_registration_token: 'reg-1',
      phone: '0812345678',
      password: 'secret1234',
    });
    expect(getAccessToken()).toBe('member-token');
  });

  it('shows the server refusal with a retry', async () => {
    answers['/api/auth/line'] = () => ({ body: { error: 1234, message: 'โทเคน LINE ไม่ถูกต้อง', data: null } });
    renderGate();
    await screen.findByText('โทเคน LINE ไม่ถูกต้อง');
    expect(screen.getByRole('button', { name: 'ลองใหม่' })).toBeTruthy();
  });

  it('logs in with LINE again when the session is refused with 401', async () => {
    let lineLogins = 0;
    let refuse = false;
    answers['/api/auth/line'] = () => {
      lineLogins += 1;
      return envelope({ linked: true, ...session, access_token: `token-${lineLogins}` });
    };
    answers['/api/get_user_info'] = () =>
      refuse ? { status: 401, body: { error: 401, message: 'หมดอายุ', data: null } } : envelope(null);
    renderGate();
    await screen.findByText('หน้าโปรไฟล์');
    expect(getAccessToken()).toBe('token-1');
    // A call refused with 401 clears the session; the gate notices and sends the LINE token again.
    refuse = true;
    await api.get('/api/get_user_info').catch(() => undefined);
    refuse = false;
    await waitFor(() => expect(getAccessToken()).toBe('token-2'));
    await screen.findByText('หน้าโปรไฟล์');
  });

  it('stops logging in with LINE when every session is refused at once', async () => {
    let lineLogins = 0;
    answers['/api/auth/line'] = () => {
      lineLogins += 1;
      return envelope({ linked: true, ...session });
    };
    answers['/api/get_user_info'] = () => ({
      status: 401,
      body: { error: 401, message: 'หมดอายุ', data: null },
    });
    renderGate();
    await screen.findByText('เข้าสู่ระบบด้วย LINE ไม่สำเร็จ');
    expect(lineLogins).toBe(3);
    expect(screen.queryByText('หน้าโปรไฟล์')).toBeNull();
  });
});
