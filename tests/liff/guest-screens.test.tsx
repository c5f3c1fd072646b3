// @vitest-environment screen
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screenNames } from '@ui/app-links';
import { liffAppLinks } from '@liff-app/app/app-links';
import { liffRoutes } from '@liff-app/app/router';
import { webAppLinks } from '@web/app/app-links';
import { RequireMember } from '@web/app/guards/require-member';
import { routes as webRoutes } from '@web/app/router';
import { marketRates, publishedResults } from '@tests/shared/features/lotto/fixtures';
import { config as pollConfig, stats as pollStats } from '@tests/shared/features/poll/fixtures';
import { fakeLiffServer, promotion, session } from './helpers/liff-fake-server';
import { renderLiffApp, resetLiffApp, startLiffApp, stopLiffApp } from './helpers/render-liff-app';

/**
 * A LINE user who is not a member yet, opening a LIFF deep link: the screens the web site shows guests
 * (promotions, the safety help, the lobbies, ...) show, with registration offered above them; member screens
 * stay behind registration.
 */
const guest = (answers: Parameters<typeof fakeLiffServer>[0] = {}) =>
  fakeLiffServer({
    'POST /api/auth/line': () => ({
      data: { linked: false, line_registration_token: 'reg-1', profile: { name: 'Brown', picture: '' } },
    }),
    'POST /api/auth/line/link_account': () => ({ data: session }),
    ...answers,
  });

beforeAll(startLiffApp);
afterAll(stopLiffApp);
afterEach(() => {
  cleanup();
  resetLiffApp();
});

describe('a LINE user who is not a member yet', () => {
  it("sees the promotions of a deep link, registration offered above them, a card's button opening the form", async () => {
    renderLiffApp('/liff/promotions', guest());
    // The page shows while LINE's login runs (a screen open to guests); the welcome once it answered.
    const welcome = await screen.findByTestId('liff-welcome', {}, { timeout: 10_000 });
    const card = await screen.findByRole('article', { name: promotion.name }, { timeout: 10_000 });
    expect(within(welcome).getByRole('heading').textContent).toBe('สวัสดีคุณ Brown');
    expect(within(welcome).getByRole('button', { name: 'สมัครสมาชิก' })).toBeTruthy();
    expect(within(screen.getByTestId('liff-guest-page')).getByRole('article')).toBe(card);
    // No member chrome: neither the balance nor the menu.
    expect(screen.queryByTestId('liff-bottom-bar')).toBeNull();

    // LINE has logged them in already: the button registers, and says so.
    expect(within(card).queryByRole('button', { name: 'เข้าสู่ระบบเพื่อรับโปรโมชั่น' })).toBeNull();
    fireEvent.click(within(card).getByRole('button', { name: 'สมัครสมาชิกเพื่อรับโปรโมชั่น' }));
    await screen.findByTestId('register-box', {}, { timeout: 10_000 });
    expect(screen.queryByRole('article', { name: promotion.name })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '‹ กลับไปดูหน้านี้ต่อ' }));
    await screen.findByRole('article', { name: promotion.name });
  });

  it('becomes a member in place: after linking an account the same page shows as a member sees it', async () => {
    const router = renderLiffApp('/liff/promotions', guest());
    const welcome = await screen.findByTestId('liff-welcome', {}, { timeout: 10_000 });
    fireEvent.click(within(welcome).getByRole('button', { name: 'มีบัญชีอยู่แล้ว? เชื่อมบัญชี' }));
    const box = await screen.findByTestId('line-link-account', {}, { timeout: 10_000 });
    fireEvent.change(within(box).getByPlaceholderText('เบอร์มือถือ 10 หลัก'), {
      target: { value: '0812345678' },
    });
    fireEvent.change(box.querySelector('input[type="password"]')!, { target: { value: 'secret1234' } });
    fireEvent.click(within(box).getByRole('button', { name: 'ยืนยันและเชื่อมต่อ LINE' }));
    await screen.findByTestId('liff-bottom-bar', {}, { timeout: 10_000 });
    expect(screen.queryByTestId('liff-welcome')).toBeNull();
    expect(router.state.location.pathname).toBe('/liff/promotions');
    await screen.findByRole('article', { name: promotion.name });
  });

  it.each([
    ['/liff/cashback', 'สมัครสมาชิกเพื่อดูประวัติและรับคืนยอด', 'สมัครสมาชิก'],
    ['/liff/winloss', 'สมัครสมาชิกเพื่อดูประวัติและรับคืนยอด', 'สมัครสมาชิก'],
  ])(
    'is asked to register, not to log in, where %s keeps a history for members',
    async (path, text, button) => {
      renderLiffApp(
        path,
        guest({ 'GET /api/cashback/info': () => ({ data: { cashback: [], winloss: [] } }) }),
      );
      const page = await screen.findByTestId('liff-guest-page', {}, { timeout: 10_000 });
      await within(page).findByText(text);
      expect(within(page).queryByText(/เข้าสู่ระบบ/)).toBeNull();
      fireEvent.click(within(page).getByRole('button', { name: button }));
      await screen.findByTestId('register-box', {}, { timeout: 10_000 });
    },
  );

  it('is asked to register, not to log in, in the points shop', async () => {
    const shop = { items: [], balance: null, next_expiry: null, expiry_days: 0 };
    renderLiffApp('/liff/redeem', guest({ 'GET /api/redemption/list': () => ({ data: shop }) }));
    const page = await screen.findByTestId('liff-guest-page', {}, { timeout: 10_000 });
    await within(page).findByText('สมัครสมาชิกเพื่อแลกของรางวัล');
    expect(within(page).queryByText(/เข้าสู่ระบบ/)).toBeNull();
    fireEvent.click(within(page).getByRole('button', { name: 'สมัครสมาชิก' }));
    await screen.findByTestId('register-box', {}, { timeout: 10_000 });
  });

  it('sees the safety help of a deep link', async () => {
    renderLiffApp('/liff/safety-help', guest());
    await screen.findByTestId('liff-welcome', {}, { timeout: 10_000 });
    const help = await screen.findByTestId('safety-help', {}, { timeout: 10_000 });
    expect(within(screen.getByTestId('liff-guest-page')).getByTestId('safety-help')).toBe(help);
    expect(screen.getByTestId('liff-welcome')).toBeTruthy();
  });

  it.each([
    ['/liff/lotto/rates', 'rates-market'],
    ['/liff/lotto/results', 'result-round'],
  ])('reads %s, asked to register to bet, with no member tab or call', async (path, item) => {
    const server = guest({
      'GET /api/lotto/rates': () => ({ data: marketRates }),
      'GET /api/lotto/results': () => ({ data: publishedResults }),
    });
    renderLiffApp(path, server);
    const page = await screen.findByTestId('liff-guest-page', {}, { timeout: 10_000 });
    expect((await within(page).findAllByTestId(item, {}, { timeout: 10_000 })).length).toBeGreaterThan(0);
    expect(screen.getByTestId('liff-welcome')).toBeTruthy();
    const nav = page.querySelector('.lotto-nav') as HTMLElement;
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['ผลหวย', 'อัตราจ่าย']);
    // The Yeekee check is on the round's page, a member's.
    expect(within(page).queryByRole('link', { name: 'ตรวจสอบผลยี่กี' })).toBeNull();
    expect(within(page).queryByText(/เข้าสู่ระบบ/)).toBeNull();
    const keys = server.calls.map((call) => call.key);
    expect(keys.filter((key) => /get_user_info|\/api\/member\/|bill\/|lotto\/lobby/.test(key))).toEqual([]);

    fireEvent.click(within(page).getByRole('button', { name: 'สมัครสมาชิกเพื่อแทงหวย' }));
    await screen.findByTestId('register-box', {}, { timeout: 10_000 });
  });

  it('reads the current poll of /liff/poll, asked to register to vote, with no member call', async () => {
    const server = guest({
      'GET /api/poll/config': () => ({ data: pollConfig({ closes_at: '2099-11-30T12:00:00.000Z' }) }),
      'GET /api/poll/stats': () => ({ data: pollStats([3, 1]) }),
    });
    renderLiffApp('/liff/poll', server);
    const page = await screen.findByTestId('liff-guest-page', {}, { timeout: 10_000 });
    await within(page).findByText('ทายผลบอลคู่เด็ด', {}, { timeout: 10_000 });
    expect(within(page).getByText('เจ้าบ้านชนะ')).toBeTruthy();
    expect(screen.getByTestId('liff-welcome')).toBeTruthy();
    expect(within(page).getByText('สมาชิกเท่านั้นที่โหวตได้')).toBeTruthy();
    const keys = server.calls.map((call) => call.key);
    expect(keys.filter((key) => /get_user_info|\/api\/member\/|poll\/quota|poll\/submit/.test(key))).toEqual(
      [],
    );

    fireEvent.click(within(page).getByRole('button', { name: 'สมัครสมาชิกเพื่อโหวต' }));
    await screen.findByTestId('register-box', {}, { timeout: 10_000 });
  });

  it('meets registration, and nothing else, on a member screen', async () => {
    const server = guest();
    renderLiffApp('/liff/profile', server);
    const welcome = await screen.findByTestId('liff-welcome', {}, { timeout: 10_000 });
    expect(within(welcome).getByText(/ยังไม่ได้ผูกกับสมาชิก/)).toBeTruthy();
    expect(screen.queryByTestId('liff-guest-page')).toBeNull();
    await waitFor(() => expect(server.calls.map((call) => call.key)).toContain('POST /api/auth/line'));
    expect(server.calls.map((call) => call.key)).not.toContain('GET /api/get_user_info');
  });
});

describe('the LIFF screens open to guests', () => {
  /** Whether the web guards a path for members only (its route is below the RequireMember guard). */
  const membersOnlyOnWeb = async (path: string) => {
    const matches = matchRoutes(webRoutes, path) ?? [];
    for (const { route } of matches) {
      // The web's routes are lazy modules (a function each): the guard is the one whose Component is RequireMember.
      const module = typeof route.lazy === 'function' ? await route.lazy() : undefined;
      if (module?.Component === RequireMember) return true;
    }
    return false;
  };
  const leafOf = (path: string): RouteObject | undefined => matchRoutes(liffRoutes, path)?.at(-1)?.route;
  const isOpen = (route: RouteObject | undefined) =>
    (route?.handle as { openToGuests?: boolean } | undefined)?.openToGuests === true;

  it('are the ones the web site shows guests (the LIFF home is the member home)', async () => {
    const liff = liffAppLinks(liffRoutes).href;
    const web = webAppLinks(webRoutes).href;
    // A LIFF screen is open when the web shows one of its pages to guests (/winloss, not /member/winloss).
    const expected = new Map<RouteObject, boolean>();
    for (const name of screenNames) {
      const liffPath = liff[name];
      const webPath = web[name];
      if (!liffPath || !webPath || name === 'home') continue;
      const route = leafOf(liffPath)!;
      const open = !(await membersOnlyOnWeb(webPath));
      expected.set(route, (expected.get(route) ?? false) || open);
    }
    const differ = [...expected].flatMap(([route, open]) =>
      isOpen(route) === open
        ? []
        : [`${route.path}: ${open ? 'open on the web' : 'members only on the web'}`],
    );
    expect(differ).toEqual([]);
    // The checks above are real: both kinds are there, and the lobbies by key follow the lobbies.
    expect([...expected.values()]).toContain(true);
    expect([...expected.values()]).toContain(false);
    expect(isOpen(leafOf('/liff/lobby/slot'))).toBe(isOpen(leafOf(liff.lobbies!)));
    expect(await membersOnlyOnWeb('/lobby/slot')).toBe(false);
  });
});
