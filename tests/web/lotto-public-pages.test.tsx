// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { installReact19Render } from '@ui/react-19-render';
import { configureWebApi } from '@web/app/configure-api';
import { routes as webRoutes } from '@web/app/router';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';
import { marketRates, publishedResults } from '@tests/shared/features/lotto/fixtures';
import { renderRoutes } from './helpers/render-app';

/**
 * The lotto rates and results are public pages on the web: a guest reads them inside the site's layout, is
 * asked to register where a member would bet, and meets no member control nor any call that would send them
 * to /login. The fake server answers as the real one does: the public calls for anyone, 401 to a guest on a
 * member's call (a page that made one would be sent to /login by the api client's 401 handling).
 */
const config = {
  agent_code: 'demo',
  agent_id: 1,
  info: {
    agent_logo: '',
    line_contact_url: '',
    line_admin_url: '',
    telegram_contact_url: '',
    name: 'สยามเดโม่',
  },
};

const server = (member: Parameters<typeof fakeServer>[0] = {}) => {
  const refused = () => ({ status: 401, error: 1401, message: 'กรุณาเข้าสู่ระบบ' });
  return fakeServer({
    'POST /api/agent/config': () => ({ data: config }),
    'GET /api/banner': () => ({ data: [] }),
    'GET /api/notifications': () => ({ data: [] }),
    'GET /api/event/list': () => ({ data: [] }),
    'GET /api/lotto/rates': () => ({ data: marketRates }),
    'GET /api/lotto/results': () => ({ data: publishedResults }),
    'GET /api/get_user_info': refused,
    'POST /api/member/wallets': refused,
    'POST /api/member/points': refused,
    'GET /api/lotto/bill/list': refused,
    'GET /api/lotto/lobby': refused,
    ...member,
  });
};

const memberCalls = (calls: { method: string; path: string }[]) =>
  calls
    .map((call) => `${call.method} ${call.path}`)
    .filter((key) => /get_user_info|\/api\/member\/|bill\/|lotto\/lobby/.test(key));

let navigate: ReturnType<typeof vi.fn<(to: string) => void>>;
beforeAll(() => installReact19Render());
beforeEach(() => {
  localStorage.clear();
  userCleared();
  navigate = vi.fn<(to: string) => void>();
  configureWebApi(navigate);
});
afterEach(() => {
  cleanup();
  userCleared();
});

describe('a guest on the web', () => {
  it('reads the rates inside the site layout, asked to register to bet, with no member tab or call', async () => {
    const api = server();
    const { router } = renderRoutes(webRoutes, '/lotto/rates');
    const market = await screen.findByTestId('rates-market', {}, { timeout: 10_000 });
    expect(within(market).getByRole('heading').textContent).toBe('หวยลาว');
    expect(within(market).getByText('3 ตัวบน')).toBeTruthy();
    expect(within(market).getByText('บาทละ 900')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/lotto/rates');
    // The normal layout: the site's header and footer around the page.
    expect(screen.getByTestId('site-header')).toBeTruthy();

    const join = screen.getByTestId('lotto-join');
    expect(within(join).getByRole('link', { name: 'สมัครสมาชิกเพื่อแทงหวย' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(within(join).getByRole('link', { name: 'มีบัญชีแล้ว? เข้าสู่ระบบ' }).getAttribute('href')).toBe(
      '/login?redirect=%2Flotto%2Frates',
    );
    // The section's tabs are the two public pages; the lobby and "my bills" are a member's.
    const nav = document.querySelector('.lotto-nav') as HTMLElement;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ผลหวย', 'อัตราจ่าย']);
    expect(screen.queryByRole('button', { name: 'ย้อนกลับ' })).toBeNull();

    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(memberCalls(api.calls)).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/lotto/rates');
  });

  it('reads the results, the Yeekee check (a member page) left out, and goes on to the rates', async () => {
    const api = server();
    const { router } = renderRoutes(webRoutes, '/lotto/results');
    const rounds = await screen.findAllByTestId('result-round', {}, { timeout: 10_000 });
    expect(rounds.map((round) => within(round).getByRole('heading').textContent)).toEqual([
      'หวยลาว · งวด 24/11/2569',
      'หวยยี่กี · รอบที่ 42',
    ]);
    expect(within(rounds[0]!).getByText('820866')).toBeTruthy();
    expect(within(rounds[1]!).getByText('669')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'ตรวจสอบผลยี่กี' })).toBeNull();
    expect(
      within(screen.getByTestId('lotto-join')).getByRole('link', { name: 'สมัครสมาชิกเพื่อแทงหวย' }),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('link', { name: 'อัตราจ่าย' }));
    await screen.findByTestId('rates-market', {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/lotto/rates');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(memberCalls(api.calls)).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('follows the call to action to the registration page', async () => {
    server();
    const { router } = renderRoutes(webRoutes, '/lotto/rates');
    const join = await screen.findByTestId('lotto-join', {}, { timeout: 10_000 });
    fireEvent.click(within(join).getByRole('link', { name: 'สมัครสมาชิกเพื่อแทงหวย' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/register'));
  });
});

describe('a member on the web', () => {
  it('sees the whole lotto section and the Yeekee check, and no registration', async () => {
    server({
      'GET /api/get_user_info': () => ({ data: { id: 7, agent_code: 'demo', username: '0812345678' } }),
      'POST /api/member/wallets': () => ({ data: [] }),
      'POST /api/member/points': () => ({ data: { point: 0 } }),
    });
    userLoggedIn({ access_token: 't', expires_at: new Date(Date.now() + 86_400_000).toISOString() });
    renderRoutes(webRoutes, '/lotto/results');
    await screen.findAllByTestId('result-round', {}, { timeout: 10_000 });
    const nav = document.querySelector('.lotto-nav') as HTMLElement;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['แทงหวย', 'โพยของฉัน', 'ผลหวย', 'อัตราจ่าย']);
    expect(screen.getByRole('link', { name: 'ตรวจสอบผลยี่กี' }).getAttribute('href')).toBe('/lotto/9');
    expect(screen.queryByTestId('lotto-join')).toBeNull();
  });
});
