import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { newContext, sharedBrowser } from './helpers/browser';
import { newMember, submitRegistration, waitForPath } from './helpers/flows';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

/** Every CSP violation the page reports, from its own event and from Chromium's console line for it. */
const collectViolations = async (page: Page) => {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.exposeFunction('reportViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      (window as unknown as { reportViolation: (text: string) => void }).reportViolation(
        `${event.violatedDirective} ${event.blockedURI}`,
      );
    });
  });
  return violations;
};

// The production build under the production policy (scripts only from our origin or by hash): every page a
// member opens, the game pages in demo mode included, runs with no violation.
describe('the content security policy in Chromium', () => {
  it.each([
    ['the web site', '/'],
    ['the login page', '/login'],
    // Public since issue 27: a guest's lotto results and rates.
    ['the lotto results', '/lotto/results'],
    ['the lotto rates', '/lotto/rates'],
    ['the member safety help', '/safety'],
    ['the LIFF app', '/liff/profile'],
    ['the LIFF home (rendered on the server)', '/liff'],
    ['the slot game', '/games/builtin-slot-thai/?mode=demo'],
    ['the baccarat game', '/games/builtin-baccarat/?mode=demo'],
    ['the roulette game', '/games/builtin-roulette/?mode=demo'],
    ['the fishing game', '/games/builtin-fishing/?mode=demo'],
    ['the football game', '/games/builtin-football/?mode=demo'],
    ['the verify page', '/games/verify/'],
    ['the back office login', '/admin/login'],
  ])('reports no violation on %s', async (_name, path) => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    // A member's live stream (the LIFF mock user is a member once another file linked it) never ends, so the
    // network would never be idle: refused here, the app tries it again after a second, between which it is.
    await page.route('**/api/member/events', (route) => route.abort());
    try {
      const violations = await collectViolations(page);
      const answer = await page.goto(path, { waitUntil: 'networkidle' });
      expect(String(answer?.headers()['content-security-policy'])).not.toMatch(
        /script-src[^;]*unsafe-inline/,
      );
      expect(violations).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // A member's pages load the screens' modules (forms, contract schemas) a guest never does: zod builds its
  // parsers without probing new Function (shared/lib/zod-jitless.ts), which a probe would report here.
  it('reports no violation on the pages a member opens', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    await page.route('**/api/member/events', (route) => route.abort());
    try {
      const violations = await collectViolations(page);
      await page.goto('/register');
      await submitRegistration(page, newMember());
      await waitForPath(page, '/member');
      for (const path of [
        '/member/profile',
        '/member/safety',
        '/member/deposit',
        '/member/withdraw',
        '/member/statement',
        '/member/coupon',
        '/lotto/lobby',
        '/redeem',
      ]) {
        await page.goto(path, { waitUntil: 'networkidle' });
        expect({ path, violations }).toEqual({ path, violations: [] });
      }
    } finally {
      await context.close();
    }
  });

  it('blocks a script injected into a page, and says so', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      const violations = await collectViolations(page);
      await page.goto('/games/verify/', { waitUntil: 'networkidle' });
      const ran = await page.evaluate(async () => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true;';
        document.body.append(script);
        await new Promise((settle) => setTimeout(settle, 100));
        return (window as unknown as { injected?: boolean }).injected === true;
      });
      expect(ran).toBe(false);
      await expect.poll(() => violations.length).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});
