import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, newContext, screenshot, sharedBrowser } from './helpers/browser';
import { holdScripts, reactOwnsRoot, watchedPhone as phoneOf } from './helpers/first-screen';
import {
  closeNotificationsIfOpen,
  newMember,
  submitRegistration,
  visible,
  waitForPath,
} from './helpers/flows';

const baseURL = inject('baseURL');
const browser = sharedBrowser();
const watchedPhone = () => phoneOf(browser(), baseURL);

/** The server loads its render modules in the background after start: wait until pages come rendered. */
const serverRenders = async (path = '/') => {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const page = await (await fetch(`${baseURL}${path}`)).text();
    if (page.includes('id="first-screen-data"')) return;
    await new Promise((wait) => setTimeout(wait, 500));
  }
  throw new Error('the server did not render the first screen within 60 s');
};

describe('the web app first screen rendered on the server', () => {
  beforeAll(() => serverRenders());

  it('shows the banners and lobby tiles before any JavaScript, then React takes over the same nodes', async () => {
    const { context, page, errors, warnings } = await watchedPhone();
    try {
      const scripts = await holdScripts(page);
      await page.goto('/', { waitUntil: 'commit' });
      // Real content while every script is still held: the server's render with the agent's data.
      const banner = page.locator('img.agent-banner__image').first();
      await banner.waitFor({ state: 'visible' });
      await page.getByText('เลือกเล่นเกม').waitFor({ state: 'visible' });
      await page.locator('a.lobby-tile').first().waitFor({ state: 'visible' });
      expect(await banner.getAttribute('src')).toBe('/demo/banner-welcome.webp');
      // The page's scripts are asked for only after this paint (first-paint.ts waits for it, and the banner, up to
      // 1 s): they come, and are held.
      await expect.poll(() => scripts.count(), { timeout: 5_000 }).toBeGreaterThan(0);
      await screenshot(page, 'phone-first-screen-before-js');
      // Mark the server's nodes: hydration keeps them, a render from scratch would replace them.
      await page.evaluate(() => {
        const marked = document.querySelector('img.agent-banner__image') as (Element & { ssr?: 1 }) | null;
        if (marked) marked.ssr = 1;
      });

      await scripts.release();
      await reactOwnsRoot(page);
      await page.waitForLoadState('networkidle');
      const kept = await page.evaluate(
        () => (document.querySelector('img.agent-banner__image') as (Element & { ssr?: 1 }) | null)?.ssr,
      );
      expect(kept).toBe(1);
      // No hydration mismatch (React reports it as an error, #418/#423/#425 in production) and no other error.
      expect(errors).toEqual([]);
      expect(warnings.filter((text) => /hydrat/i.test(text))).toEqual([]);
      // And it is a working app: a tile navigates without a page load.
      await page.evaluate(() => ((window as unknown as { sameDocument: number }).sameDocument = 1));
      await page.locator('a.lobby-tile').first().click();
      await page.waitForURL(/\/slot$/);
      expect(await page.evaluate(() => (window as unknown as { sameDocument?: number }).sameDocument)).toBe(
        1,
      );
    } finally {
      await context.close();
    }
  });

  it('is rendered from scratch, without errors, for a member the server could not know about', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      // A session in localStorage (the server renders a guest): the client must not hydrate a guest's markup.
      await page.goto('/healthz');
      await page.evaluate(() => {
        const expires = new Date(Date.now() + 3_600_000).toISOString();
        localStorage.setItem(
          'user',
          JSON.stringify({
            state: { authUser: { access_token: 'x'.repeat(64), expires_at: expires } },
            version: 1,
          }),
        );
      });
      await page.goto('/');
      await reactOwnsRoot(page);
      // The client's first screen: the home with the agent's banner, or, once the server has refused the session
      // it never issued, the login (which of the two comes first depends on the machine's load).
      await page
        .locator('img.agent-banner__image, [data-testid="login-box"]')
        .first()
        .waitFor({ state: 'visible' });
      expect(errors.filter((text) => /#418|#423|#425|hydrat/i.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

/** The guests' banner of the demo agent (server/seed/demo-agent.json, audience 'guests'). */
const GUESTS_BANNER = '/demo/banner-welcome.webp';

/**
 * What the home's first screen shows on a 1280x800 desktop: the banners' images, and whether the first lobby
 * tile is in it, its label above the fixed bottom bar.
 */
const desktopHome = async (page: Page, { member = false } = {}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  // A member's page asks for its banners with its session (a guest's come with the server's render).
  const membersBanners = member
    ? page.waitForResponse(
        (answer) => answer.url().includes('/api/banner') && Boolean(answer.request().headers().authorization),
      )
    : null;
  await page.goto('/');
  await visible(page.locator('a.lobby-tile'));
  await visible(page.locator('img.agent-banner__image'));
  if (membersBanners) {
    // The panel sits above the banners: measured with it. Never network-idle: the member's event stream.
    await visible(page.getByTestId('member-panel'));
    const { data } = (await (await membersBanners).json()) as { data: unknown[] };
    await page.waitForFunction(
      (count) => document.querySelectorAll('img.agent-banner__image').length === count,
      data.length,
    );
  } else await page.waitForLoadState('networkidle');
  return page.evaluate(() => {
    const label = document.querySelector('a.lobby-tile .lobby-tile__label')!.getBoundingClientRect();
    const bar = document.querySelector('[data-testid="site-footer"]')!.getBoundingClientRect();
    return {
      banners: [...document.querySelectorAll('img.agent-banner__image')].map((img) =>
        img.getAttribute('src'),
      ),
      labelInFirstScreen:
        window.scrollY === 0 && label.top >= 0 && label.bottom <= Math.min(bar.top, innerHeight),
    };
  });
};

describe('the web home on a 1280x800 desktop', () => {
  it("starts the lobby within the first screen, for a guest with the guests' banner and for a member without", async () => {
    const context = await newContext(browser(), baseURL, 'desktop');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      const guest = await desktopHome(page);
      expect(guest.banners).toContain(GUESTS_BANNER);
      expect(guest.labelInFirstScreen).toBe(true);

      await page.goto('/register');
      await submitRegistration(page, newMember());
      await waitForPath(page, '/member');
      await closeNotificationsIfOpen(page);
      const member = await desktopHome(page, { member: true });
      await screenshot(page, 'desktop-1280-member-home');
      expect(member.labelInFirstScreen).toBe(true);
      expect(member.banners.length).toBeGreaterThan(0);
      expect(member.banners).not.toContain(GUESTS_BANNER);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the LIFF app first screen rendered on the server', () => {
  beforeAll(() => serverRenders('/liff'));

  it("shows the home's banners before any JavaScript and keeps them when the app has logged in", async () => {
    const { context, page, errors, warnings } = await watchedPhone();
    try {
      const scripts = await holdScripts(page);
      await page.goto('/liff', { waitUntil: 'commit' });
      await page.getByTestId('liff-shell').waitFor({ state: 'visible' });
      const banner = page.locator('img.agent-banner__image').first();
      await banner.waitFor({ state: 'visible' });
      // The LIFF app links the banners it routes: the demo's registration banner is a web page, not shown here.
      expect(await banner.getAttribute('src')).toBe('/demo/banner-slot.webp');
      await screenshot(page, 'phone-liff-first-screen-before-js');

      await scripts.release();
      await page.getByTestId('liff-layout').waitFor({ state: 'visible' });
      await page
        .getByTestId('member-home')
        .or(page.getByTestId('liff-register'))
        .first()
        .waitFor({ state: 'visible' });
      expect(await page.locator('img.agent-banner__image').first().getAttribute('src')).toBe(
        '/demo/banner-slot.webp',
      );
      expect(errors).toEqual([]);
      expect(warnings.filter((text) => /hydrat/i.test(text) && !/HydrateFallback/.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('paints a deep link as the plain shell, without the home banners, then lands on its screen', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await page.goto('/liff?liff.state=%2Fwallets');
      await page.waitForURL(/\/liff\/wallets$/);
      await page.getByTestId('liff-layout').waitFor({ state: 'visible' });
      expect(await page.locator('img.agent-banner__image').count()).toBe(0);
      expect(errors.filter((text) => /#418|#423|#425|hydrat/i.test(text))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
