// @vitest-environment screen
import { readFileSync } from 'node:fs';
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { liffLocalPath, liffScreens } from '@contract/liff-screens';
import { MemberHomePage } from '@features/account/components/member-home-page';
import { userCleared, userLoggedIn } from '@features/account/stores/user-store';
import { createQueryClient } from '@lib/query-client';
import { AppLinksProvider, routedIn, type AppLinks } from '@ui/app-links';
import { installReact19Render } from '@ui/react-19-render';
import { liffAppLinks } from '@liff-app/app/app-links';
import { liffRoutes } from '@liff-app/app/router';
import { webAppLinks } from '@web/app/app-links';
import { HomePage } from '@web/app/components/home-page';
import { MemberPanel } from '@web/app/components/member-panel';
import { MenuDialog } from '@web/app/components/menu-dialog';
import { navItems } from '@web/app/components/nav-items';
import { SiteFooter } from '@web/app/components/site-footer';
import { SiteHeader } from '@web/app/components/site-header';
import { routes as webRoutes } from '@web/app/router';
import { answerApi } from '@tests/web/helpers/render-app';

/**
 * Every link target of both apps (header and menu, footer slots, member panel, lobby tiles, member home tiles,
 * the LIFF bottom bar and lobby list, the agent's banners and notifications) must reach a routed page, never
 * the 404 page; links to screens that are not routed are not shown at all.
 */
type Seed = { agents: { banners: { image: string; link: string; title: string }[] }[] } & {
  agents: {
    notifications: { type: number; image: string; link: string; title: string; description: string }[];
  }[];
};
const seed = JSON.parse(readFileSync('server/seed/demo-agent.json', 'utf8')) as Seed;
const agent = seed.agents[0]!;
const banners = agent.banners.map((banner, i) => ({ id: i + 1, ...banner }));
const notifications = agent.notifications.map((notice, i) => ({ id: i + 1, ...notice }));

const config = {
  agent_code: 'demo',
  agent_id: 1,
  info: {
    agent_logo: '/demo/logo.svg',
    line_contact_url: 'https://line.me/R/ti/p/@siamdemo',
    line_admin_url: '',
    telegram_contact_url: '',
    name: 'สยามเดโม่',
  },
};
const userInfo = {
  id: 1,
  agent_code: 'demo',
  username: 'demo0812345678',
  phone: '0812345678',
  full_name: 'สมชาย ใจดี',
  bank_code: 'KBANK',
  bank_name: 'กสิกรไทย',
  bank_account: 'xxxxxx7890',
  line_id: '',
  line_linked: true,
  vip_level: 0,
};

const webLinks = webAppLinks(webRoutes);
const liffLinks = liffAppLinks(liffRoutes);

const renderIn = (links: AppLinks, routes: RouteObject[], path: string) => {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <AppLinksProvider links={links}>
        <RouterProvider router={router} />
      </AppLinksProvider>
    </QueryClientProvider>,
  );
  return router;
};

/** Every same-site `href` on the page (outside addresses, such as the LINE contact, are not ours to route). */
const pageLinks = () =>
  Array.from(document.querySelectorAll('a[href]'))
    .map((a) => a.getAttribute('href') ?? '')
    .filter((href) => href.startsWith('/'));

const deadIn = (routes: RouteObject[], targets: string[]) => targets.filter((t) => !routedIn(routes, t));

/** The web app's pages a chrome component lives on, with a catch-all so any navigation lands somewhere. */
const chrome = (element: React.ReactNode): RouteObject[] => [{ path: '*', element }];

const login = () =>
  userLoggedIn({ access_token: 't', expires_at: new Date(Date.now() + 86_400_000).toISOString() });

beforeAll(() => installReact19Render());
beforeEach(() =>
  answerApi({
    '/api/agent/config': config,
    '/api/banner': banners,
    '/api/notifications': notifications,
    '/api/event/list': [],
    '/api/get_user_info': userInfo,
    '/api/member/wallets': [{ id: 1, wallet_name: 'กระเป๋าหลัก', balance: 150.5, wallet_type_id: 1 }],
    '/api/member/points': { point: 12 },
  }),
);
afterEach(() => {
  cleanup();
  userCleared();
});

describe('the web app: every link reaches a routed page', () => {
  it('for a guest: header, home banners and lobby tiles, footer', async () => {
    renderIn(
      webLinks,
      chrome(
        <>
          <SiteHeader />
          <HomePage />
          <SiteFooter />
        </>,
      ),
      '/',
    );
    await screen.findByTestId('banner-carousel');
    const links = pageLinks();
    expect(links).toEqual(expect.arrayContaining(['/', '/slot', '/casino', '/sooth', '/login', '/register']));
    expect(deadIn(webRoutes, links)).toEqual([]);
    // Not routed yet: hidden, not a 404.
    expect(links).toContain('/lotto/lobby');
    // Routed by issue 13: promotions and the win/loss refund of the header menu.
    expect(links).toContain('/promotions');
    expect(links).toContain('/winloss');
    // Routed by issue 14 and the points shop: the guest footer's second slot and the points link.
    expect(links).toContain('/affiliate');
    expect(links).toContain('/redeem');
  });

  it('follows every banner tap to a routed page, the lotto banner to the lotto lobby', async () => {
    const router = renderIn(webLinks, chrome(<HomePage />), '/');
    const carousel = await screen.findByTestId('banner-carousel');
    const items = within(carousel).getAllByRole('button');
    // The banners after the first get their pictures once the page has hydrated (banner-strip.tsx): a render later.
    await waitFor(() =>
      expect(items.map((item) => item.querySelector('img')?.getAttribute('alt'))).toEqual([
        'สมัครวันนี้ รับโบนัสต้อนรับ',
        'สล็อตแตกง่าย จ่ายจริง',
        expect.any(String),
      ]),
    );
    for (const item of items) {
      fireEvent.click(item);
      expect(deadIn(webRoutes, [router.state.location.pathname])).toEqual([]);
    }
  });

  it('for a member: member panel, every menu entry, member home tiles, footer', async () => {
    login();
    const router = renderIn(
      webLinks,
      chrome(
        <>
          <SiteHeader />
          <MemberPanel onOpenMenu={() => undefined} />
          <MemberHomePage />
          <SiteFooter />
          <MenuDialog visible onClose={() => undefined} />
        </>,
      ),
      '/member',
    );
    await screen.findByTestId('member-home');
    const links = pageLinks();
    expect(links).toEqual(
      expect.arrayContaining(['/member/deposit', '/member/withdraw', '/member/statement', '/member/profile']),
    );
    expect(deadIn(webRoutes, links)).toEqual([]);
    // Points lead to /redeem now that it is routed.
    expect(screen.getByTestId('member-points').tagName).toBe('A');
    expect(screen.getByTestId('member-points').getAttribute('href')).toBe('/redeem');

    const menu = screen.getByTestId('menu-dialog');
    const entries = within(menu)
      .getAllByRole('button')
      .filter((button) => button.classList.contains('menu-dialog__item'));
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      fireEvent.click(entry);
      await waitFor(() => expect(deadIn(webRoutes, [router.state.location.pathname])).toEqual([]));
    }
  });

  it("opens the agent's notifications only where the web app has a page", () => {
    const targets = notifications.map((notice) => webLinks.content(notice.link)).filter((t) => t !== null);
    expect(targets).toEqual(['/member/deposit']);
    expect(deadIn(webRoutes, targets)).toEqual([]);
    expect(webLinks.content('/promotions')).toBe('/promotions');
    expect(webLinks.content('/affiliate')).toBe('/affiliate');
    expect(webLinks.content('/redeem')).toBe('/redeem');
    expect(webLinks.content('/no-such-page')).toBeNull();
    expect(webLinks.content('//evil.example/x')).toBeNull();
    // Polls are routed (issue 14): the event dialog's poll and an event's /poll/<id> link open the poll page.
    expect(webLinks.pollItem(1)).toBe('/poll/1');
    expect(webLinks.content('/poll/2')).toBe('/poll/2');
    expect(deadIn(webRoutes, ['/poll/1', '/poll'])).toEqual([]);
  });
});

describe('the LIFF app: every link reaches a LIFF screen, never the web site nor the 404 page', () => {
  it('the member home, its lobby list and the bottom bar', async () => {
    login();
    renderIn(liffLinks, liffRoutes, '/liff');
    await screen.findByTestId('member-home', {}, { timeout: 10_000 });
    await screen.findByTestId('liff-bottom-bar');
    const links = pageLinks();
    expect(links).toEqual(
      expect.arrayContaining([
        '/liff',
        '/liff/deposit',
        '/liff/withdraw',
        '/liff/statement',
        '/liff/profile',
        '/liff/wallets',
        '/liff/slot',
        '/liff/casino',
        '/liff/sooth',
        '/liff/lobby',
      ]),
    );
    expect(links.filter((link) => !link.startsWith('/liff'))).toEqual([]);
    expect(deadIn(liffRoutes, links)).toEqual([]);
    expect(links).toContain('/liff/lotto');
    expect(links).not.toContain('/liff/wheel');
  });

  it('maps the agent content written in site paths onto LIFF screens, and hides what LIFF lacks', () => {
    expect(banners.map((banner) => liffLinks.content(banner.link))).toEqual([
      null,
      '/liff/slot',
      '/liff/lotto',
    ]);
    expect(notifications.map((notice) => liffLinks.content(notice.link))).toEqual(['/liff/deposit', null]);
    expect(liffLinks.content('/member/payment?order=DP1')).toBe('/liff/payment/DP1');
    expect(liffLinks.content('/lobby/slot%20copy')).toBe('/liff/lobby/slot%20copy');
    expect(liffLinks.content('/member/promotions')).toBe('/liff/member-promotions');
    expect(liffLinks.content('/affiliate')).toBe('/liff/affiliate');
    expect(liffLinks.content('/redeem')).toBe('/liff/redeem');
    expect(liffLinks.content('/no-such-page')).toBeNull();
    expect(liffLinks.content('https://line.me/R/ti/p/@siamdemo')).toBe('https://line.me/R/ti/p/@siamdemo');
    expect(liffLinks.pollItem(1)).toBe('/liff/poll/1');
    expect(liffLinks.content('/poll/3')).toBe('/liff/poll/3');
    expect(liffLinks.href.poll).toBe('/liff/poll/1');
    for (const target of [liffLinks.payment('DP1'), liffLinks.lobby('fishing')!])
      expect(deadIn(liffRoutes, [target])).toEqual([]);
  });
});

describe('one route table', () => {
  it('shows a feature everywhere as soon as it is routed (promotions on the web, the wheel in LIFF)', () => {
    // Promotions are routed on the web: the menu, content links and href all lead there.
    expect(webLinks.href.promotions).toBe('/promotions');
    expect(navItems(webLinks).map((item) => item.to)).toContain('/promotions');
    expect(webLinks.content('/promotions')).toBe('/promotions');
    expect(deadIn(webRoutes, ['/promotions', '/member/promotions', '/member/coupon'])).toEqual([]);

    // The wheel is routed in LIFF (issue 13): its links show; a table without its route hides them.
    const liffWithoutWheel = liffAppLinks([{ path: '/liff/lotto', element: null }]);
    expect(liffWithoutWheel.href.wheel).toBeNull();
    expect(liffWithoutWheel.content('/member/wheel')).toBeNull();
    expect(liffLinks.href.wheel).toBe('/liff/wheel');
    expect(liffLinks.content('/member/wheel')).toBe('/liff/wheel');
  });

  it('lists every routed LIFF screen for deep links, and routes every screen it lists', () => {
    const listed = liffScreens.map((screenEntry) => {
      const params = Object.fromEntries(screenEntry.params.map((param) => [param.key, param.example]));
      return liffLocalPath(screenEntry, params);
    });
    expect(listed).not.toContain(null);
    expect(deadIn(liffRoutes, listed as string[])).toEqual([]);

    // Each route under /liff (but the 404) is reachable from some listed screen.
    const gate = liffRoutes[0]!.children!.find((route) => route.children)!;
    // A route passing a LINE message's arrival on to a screen (a broadcast's link) is named by no deep link.
    const patterns = gate
      .children!.filter(
        (route) => (route.handle as { passThrough?: boolean } | undefined)?.passThrough !== true,
      )
      .map((route) => (route.index ? '' : route.path!));
    for (const pattern of patterns) {
      const shape = new RegExp(`^/liff${pattern ? `/${pattern.replace(/:\w+/g, '[^/]+')}` : ''}$`);
      expect(
        listed.some((path) => shape.test(path!)),
        `no deep-link entry for /liff/${pattern}`,
      ).toBe(true);
    }
  });
});
