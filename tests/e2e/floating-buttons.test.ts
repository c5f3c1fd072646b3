import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { liffScreenPaths } from '@contract/liff-screens';
import { paths } from '@web/app/paths';
import { newContext, screenshot } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  newMember,
  submitLogin,
  submitRegistration,
  visible,
  waitForPath,
  type TestMember,
} from './helpers/flows';
import { ownServerAndBrowser } from './helpers/harness';
import { coveredControls, trackRequests, type Covered } from './helpers/layout-checks';
import { depositThroughSandbox, tokenOf } from './helpers/money';

// Nothing a member taps is covered by what floats over the page (issue: the gift, LINE and Telegram buttons over
// the register button, "คัดลอก", "กลับเลข", "แลก", the home's tiles...). Every route of the web app and of the
// LIFF app, at 390 px and at 1280 px, as a member with money, a lotto bill and a deposit order (the routes that
// take an id get real ones). Its own server: the mock LINE user is linked to that member here.
const { server, browser } = ownServerAndBrowser('floating-buttons');

type Ids = { billId: number; roundId: number; orderId: string };

/** The screens open to guests only (members are sent on): checked before the member logs in. */
const GUEST_ONLY = new Set<string>(['login', 'register', 'forgot', 'loginBox', 'registerBox']);

/**
 * Every route of web-app/src/app/paths.ts, the ones with a parameter filled with real ids. A new route with a
 * parameter fails here until it is given one (or a reason to skip).
 */
const webRoutes = (ids: Ids) => {
  const withIds: Record<string, string[]> = {
    lobby: [paths.lobby.getHref(), paths.lobby.getHref('slot')],
    lottoBill: [paths.lottoBill.getHref(ids.billId)],
    lottoRound: [paths.lottoRound.getHref(), paths.lottoRound.getHref(ids.roundId)],
    poll: [paths.poll.getHref(), paths.poll.getHref(1)],
    play: [paths.play.getHref()],
    memberPayment: [`${paths.memberPayment.getHref()}?order=${ids.orderId}`],
    // The LIFF app's own pages, checked below through its own routes.
    liff: [],
  };
  const guests: string[] = [];
  const members: string[] = [];
  for (const [name, route] of Object.entries(paths)) {
    const hrefs = withIds[name] ?? (route.path.includes(':') ? null : [(route.getHref as () => string)()]);
    if (!hrefs) throw new Error(`the route ${route.path} takes a parameter: give it one in withIds`);
    (GUEST_ONLY.has(name) ? guests : members).push(...hrefs);
  }
  return { guests, members };
};

/** Every LIFF screen (shared/contract/liff-screens.ts), and those that take a parameter with a real one. */
const liffRoutes = (ids: Ids) => [
  ...Object.values(liffScreenPaths),
  `${liffScreenPaths.payment}/${ids.orderId}`,
  `${liffScreenPaths.lobby}/slot`,
  `${liffScreenPaths.poll}/1`,
  `${liffScreenPaths.lottoBills}/${ids.billId}`,
  `${liffScreenPaths.lotto}/${ids.roundId}`,
  // Last: the game's sheet covers the screen, and stays open until closed.
  `${liffScreenPaths.play}/builtin/builtin-slot-thai`,
];

type Envelope<T> = { error: number; message: string; data: T };
const api = async <T>(path: string, token: string, body?: unknown) => {
  const response = await fetch(new URL(path, server().baseURL), {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.error !== 0) throw new Error(`${path}: ${answer.error} ${answer.message}`);
  return answer.data;
};

/** A deposit order paid through the sandbox provider (500 baht), and a 10-baht bill on an open lotto round. */
const moneyAndBill = async (token: string): Promise<Ids> => {
  const orderId = await depositThroughSandbox(server(), token, 500);
  const lobby = await api<{ markets: { rounds: { round_id: number; is_open: boolean }[] }[] }>(
    '/api/lotto/lobby',
    token,
  );
  const round = lobby.markets.flatMap((market) => market.rounds).find((each) => each.is_open);
  if (!round) throw new Error('no open lotto round');
  const bill = await api<{ bill_id: number }>('/api/lotto/bill/create', token, {
    round_id: round.round_id,
    lines: [{ bet_type: 'two_top', number: '45', amount: 10 }],
    request_id: randomBytes(8).toString('hex'),
  });
  return { billId: bill.bill_id, roundId: round.round_id, orderId };
};

/** A move inside the app already loaded (its router follows the history), as a member's tap would. */
const moveTo = async (page: Page, href: string) => {
  const target = new URL(href, page.url());
  const sameApp = (path: string) => path === '/liff' || path.startsWith('/liff/');
  if (sameApp(target.pathname) !== sameApp(new URL(page.url()).pathname)) {
    await page.goto(href);
    return;
  }
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, href);
};

type Finding = Covered & { route: string };

/** Each route in turn, its controls measured in one call in the page; the findings name the width and route. */
const checkRoutes = async (page: Page, routes: string[]) => {
  const findings: Finding[] = [];
  let controls = 0;
  for (const route of routes) {
    await moveTo(page, route);
    const found = await coveredControls(page);
    controls += found.controls;
    findings.push(
      ...found.covered.map((each) => ({ route: `${page.viewportSize()?.width}px ${route}`, ...each })),
    );
  }
  return { findings, controls };
};

const VIEWPORTS = [
  { name: 'phone', size: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', size: 'desktop', viewport: { width: 1280, height: 800 } },
] as const;
type Viewport = (typeof VIEWPORTS)[number];

const pageAt = async (at: Viewport) => {
  const context = await newContext(browser() as Browser, server().baseURL, at.size);
  await trackRequests(context);
  const page = await context.newPage();
  await page.setViewportSize(at.viewport);
  return { context, page };
};

/** Resolved once, by whichever viewport gets there first (the phone registers, the desktop waits). */
const later = <T>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
};

/** The mock LINE user's LIFF login; the first time it links the LINE user to the member with their password. */
const liffLogin = async (page: Page, member: TestMember) => {
  await page.goto(liffScreenPaths.home);
  const welcome = page.getByTestId('liff-welcome');
  await visible(welcome.or(page.getByTestId('member-home')));
  if (await welcome.isVisible()) {
    await welcome.getByRole('button', { name: 'มีบัญชีอยู่แล้ว? เชื่อมบัญชี' }).click();
    const box = page.getByTestId('line-link-account');
    await box.locator('input[placeholder="เบอร์มือถือ 10 หลัก"]').fill(member.phone);
    await box.locator('input[type="password"]').fill(member.password);
    await box.getByRole('button', { name: 'ยืนยันและเชื่อมต่อ LINE' }).click();
  }
  await visible(page.getByTestId('member-home'));
  await visible(page.getByTestId('liff-balance'));
};

describe('nothing a member taps is under a floating button', () => {
  it('holds on every web and LIFF route at 390 and 1280 px', { timeout: 180_000 }, async () => {
    const registered = later<{ member: TestMember; ids: Ids }>();
    const linked = later<void>();

    // The two widths side by side, one page each; the phone registers the member, links LINE, and the
    // desktop logs in as them.
    const pass = async (at: Viewport) => {
      const { context, page } = await pageAt(at);
      try {
        await page.goto(paths.register.getHref());
        const guests = await checkRoutes(page, webRoutes({ billId: 1, roundId: 1, orderId: 'none' }).guests);
        let session: { member: TestMember; ids: Ids };
        if (at.name === 'phone') {
          const member = newMember();
          await page.goto(paths.register.getHref());
          await submitRegistration(page, member);
          await waitForPath(page, paths.member.getHref());
          session = { member, ids: await moneyAndBill(await tokenOf(page)) };
          registered.resolve(session);
        } else {
          session = await registered.promise;
          await page.goto(paths.login.getHref());
          await submitLogin(page, session.member);
          await waitForPath(page, paths.member.getHref());
        }
        await closeNotificationsIfOpen(page);
        const members = await checkRoutes(page, webRoutes(session.ids).members);

        // The contact sheet, which holds what used to float: its own rows are uncovered too.
        await moveTo(page, paths.home.getHref());
        await page.getByTestId('footer-slot-5').click();
        await visible(page.getByTestId('contact-sheet').getByTestId('contact-line'));
        const sheet = await coveredControls(page);
        await screenshot(page, `floating-${at.name}-contact-sheet`);
        await page.getByTestId('contact-sheet').getByRole('button', { name: 'ปิด' }).click();

        if (at.name === 'phone') {
          await liffLogin(page, session.member);
          linked.resolve();
        } else {
          await linked.promise;
          await liffLogin(page, session.member);
        }
        const liff = await checkRoutes(page, liffRoutes(session.ids));
        await screenshot(page, `floating-${at.name}-liff`);
        return {
          findings: [...guests.findings, ...members.findings, ...sheet.covered, ...liff.findings],
          controls: guests.controls + members.controls + liff.controls,
          sheetControls: sheet.controls,
        };
      } finally {
        await context.close();
      }
    };
    const results = await Promise.all(VIEWPORTS.map(pass));
    for (const result of results) {
      // Each width measured real screens (hundreds of controls), and the sheet's rows among them.
      expect(result.controls).toBeGreaterThan(500);
      expect(result.sheetControls).toBeGreaterThanOrEqual(3);
    }
    expect(results.flatMap((result) => result.findings)).toEqual([]);
  });

  it('finds a control under a button floating over the page (the check itself)', async () => {
    const { context, page } = await pageAt(VIEWPORTS[0]);
    try {
      await page.goto(paths.register.getHref());
      await visible(page.getByTestId('register-box'));
      // A round button on the right above the bottom bar, as the LINE button floated before.
      await page.evaluate(() => {
        const float = document.createElement('button');
        float.textContent = 'LINE';
        float.style.cssText =
          'position:fixed;right:12px;bottom:150px;width:50px;height:50px;border-radius:50%';
        document.body.append(float);
      });
      const { floating, covered } = await coveredControls(page);
      expect(floating).toEqual(['button. "LINE"']);
      expect(covered.map((each) => each.control)).toContain('input.adm-input-element "เลขบัญชี (ตัวเลขเท่านั้น)"');
      expect(covered.every((each) => each.point === 'right' && each.under === 'button. "LINE"')).toBe(true);
    } finally {
      await context.close();
    }
  });
});
