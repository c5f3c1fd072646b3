import type { Locator, Page } from 'playwright-core';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { collectPageErrors, newContext, screenshot, sharedBrowser } from './helpers/browser';
import { newMember, pathOf, submitRegistration, visible, waitForPath } from './helpers/flows';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

// The server runs with LIFF_MOCK=on and the build has no LIFF ids: the app uses @line/liff-mock, whose ID token
// is one fixed development LINE user. Each context below is a fresh browser (no session): every screen opens
// cold, logs in with LINE through the mock SDK and must then show its own content, inside the LIFF layout.

/**
 * The run's database is shared by the browser test files, and liff-login.test.ts expects the mock LINE user to
 * be new: leave it unlinked, as this file found it on a fresh database (through the API, as LIFF would).
 */
afterAll(async () => {
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(new URL(path, baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data: { linked?: boolean; access_token?: string } };
  };
  const session = await post('/api/auth/line', { id_token: 'id_token' });
  if (session.data.linked && session.data.access_token)
    await post('/api/auth/line/unlink', {}, session.data.access_token);
});

/** A cold page: a fresh browser profile at phone size (390 px). */
const coldPage = async () => {
  const context = await newContext(browser(), baseURL, 'phone');
  const page = await context.newPage();
  return { context, page, errors: collectPageErrors(page) };
};

/** The mock LINE user is a member from the first test on; on a fresh database it registers here first. */
const ensureLinked = async (page: Page) => {
  const registration = page.getByTestId('liff-register');
  const home = page.getByTestId('member-home');
  await visible(registration.or(home));
  if (await registration.isVisible()) {
    await submitRegistration(page, newMember(), { keepName: true });
    await visible(home);
  }
};

const screens: { path: string; content: (page: Page) => Locator }[] = [
  { path: '/liff', content: (page) => page.getByTestId('member-home') },
  { path: '/liff/profile', content: (page) => page.getByTestId('profile-info') },
  { path: '/liff/deposit', content: (page) => page.getByTestId('deposit-page') },
  { path: '/liff/withdraw', content: (page) => page.getByTestId('withdraw-page') },
  { path: '/liff/statement', content: (page) => page.getByTestId('statement-range') },
  { path: '/liff/wallets', content: (page) => page.getByTestId('wallet-summary') },
  { path: '/liff/slot', content: (page) => page.locator('.game-card') },
  { path: '/liff/casino', content: (page) => page.locator('.game-lobby') },
  { path: '/liff/fishing', content: (page) => page.locator('.game-lobby') },
  { path: '/liff/freespin', content: (page) => page.locator('.game-lobby') },
  { path: '/liff/sport', content: (page) => page.locator('.game-lobby') },
  { path: '/liff/lobby', content: (page) => page.locator('.game-card') },
  { path: '/liff/lobby/slot', content: (page) => page.locator('.game-card') },
  { path: '/liff/sooth', content: (page) => page.locator('.sooth-table') },
  { path: '/liff/play/builtin/builtin-slot-thai', content: (page) => page.locator('.game-frame__iframe') },
];

describe('every /liff/<name> opens cold through the mock SDK, logged in, with its content', () => {
  it('links the mock LINE user to a member (registration on a fresh database)', async () => {
    const { context, page } = await coldPage();
    try {
      await page.goto('/liff');
      await ensureLinked(page);
    } finally {
      await context.close();
    }
  });

  for (const screen of screens) {
    it(`opens ${screen.path}`, async () => {
      const { context, page, errors } = await coldPage();
      try {
        const answer = await page.goto(screen.path);
        expect(answer?.status()).toBe(200);
        await visible(page.getByTestId('liff-layout'));
        await visible(screen.content(page));
        // Logged in: the members' bottom bar with the balance; never the 404 page, never the web chrome.
        await visible(page.getByTestId('liff-balance'));
        expect(await page.getByTestId('error-page').count()).toBe(0);
        expect(await page.getByTestId('site-header').count()).toBe(0);
        expect(pathOf(page)).toBe(screen.path);
        await screenshot(page, `phone-${screen.path.slice(1).replace(/\//g, '-')}`);
        expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
      } finally {
        await context.close();
      }
    });
  }
});

describe('deep links and back navigation', () => {
  it('lands a liff.state deep link with a parameter on that screen after LINE login', async () => {
    const { context, page } = await coldPage();
    try {
      // What LINE opens for https://liff.line.me/{liffId}/lobby/slot: the endpoint, the path in liff.state.
      await page.goto('/liff?liff.state=%2Flobby%2Fslot');
      await waitForPath(page, '/liff/lobby/slot');
      await visible(page.locator('.game-card'));
      await visible(page.getByTestId('liff-balance'));
    } finally {
      await context.close();
    }
  });

  it('keeps the member inside LIFF: links lead to LIFF screens and back never leaves', async () => {
    const { context, page } = await coldPage();
    try {
      await page.goto('/liff/statement');
      await visible(page.getByTestId('statement-range'));
      // Opened cold: back goes to the LIFF home, not to a blank page or the web site.
      await page.getByTestId('liff-back').click();
      await waitForPath(page, '/liff');
      await visible(page.getByTestId('member-home'));

      const hrefs = await page
        .locator('a[href^="/"]')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
      expect(hrefs.length).toBeGreaterThan(5);
      expect(hrefs.filter((href) => !href.startsWith('/liff'))).toEqual([]);

      // Into a lobby from the home, then back returns to the home.
      await page.locator('.liff-lobbies__item', { hasText: 'สล็อต' }).click();
      await waitForPath(page, '/liff/slot');
      await page.getByTestId('liff-back').click();
      await waitForPath(page, '/liff');
      await visible(page.getByTestId('member-home'));
    } finally {
      await context.close();
    }
  });

  it('closes a game opened cold from a deep link back to the LIFF home', async () => {
    const { context, page } = await coldPage();
    try {
      await page.goto('/liff?liff.state=%2Fplay%2Fbuiltin%2Fbuiltin-slot-thai');
      await waitForPath(page, '/liff/play/builtin/builtin-slot-thai');
      await visible(page.locator('.game-frame__iframe'));
      expect(await page.locator('iframe').count()).toBe(1);
      await page.getByRole('button', { name: 'ปิดเกม' }).click();
      await waitForPath(page, '/liff');
      await visible(page.getByTestId('member-home'));
    } finally {
      await context.close();
    }
  });

  it('unlinks LINE from the profile, then links it to an existing account with its password', async () => {
    // An account made on the web site (not through LINE), which the LINE user will claim.
    const member = newMember();
    const registered = await fetch(new URL('/api/register', baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        phone: member.phone,
        password: member.password,
        full_name: member.fullName,
        bank_code: 'KBANK',
        bank_account: member.bankAccount,
        age_confirmed: true,
      }),
    });
    expect(((await registered.json()) as { error: number }).error).toBe(0);

    const first = await coldPage();
    try {
      await first.page.goto('/liff/profile');
      await visible(first.page.getByTestId('profile-info').filter({ hasText: 'เชื่อมต่อแล้ว' }));
      await first.page.getByTestId('line-unlink').click();
      await first.page.locator('.adm-dialog').getByText('ยืนยัน').click();
      await visible(first.page.getByTestId('profile-info').filter({ hasText: 'ยังไม่เชื่อมต่อ' }));
      expect(await first.page.getByTestId('line-unlink').count()).toBe(0);
    } finally {
      await first.context.close();
    }

    // Cold again on a deep link: the LINE user is unlinked now, so the gate asks; "already a member" links it.
    const second = await coldPage();
    try {
      await second.page.goto('/liff/wallets');
      const welcome = second.page.getByTestId('liff-register').getByTestId('liff-welcome');
      await visible(welcome);
      await welcome.getByRole('button', { name: 'มีบัญชีอยู่แล้ว? เชื่อมบัญชี' }).click();
      const box = second.page.getByTestId('line-link-account');
      await visible(box);
      await box.locator('input[placeholder="เบอร์มือถือ 10 หลัก"]').fill(member.phone);
      await box.locator('input[type="password"]').fill('wrong-password-1');
      await box.getByRole('button', { name: 'ยืนยันและเชื่อมต่อ LINE' }).click();
      await visible(box.getByRole('alert'));
      await box.locator('input[type="password"]').fill(member.password);
      await box.getByRole('button', { name: 'ยืนยันและเชื่อมต่อ LINE' }).click();
      await visible(second.page.getByTestId('wallet-summary'));
      expect(pathOf(second.page)).toBe('/liff/wallets');
      await second.page.goto('/liff/profile');
      await visible(
        second.page
          .getByTestId('profile-info')
          .filter({ hasText: member.phone })
          .filter({ hasText: 'เชื่อมต่อแล้ว' }),
      );
      await screenshot(second.page, 'phone-liff-linked-existing-account');
    } finally {
      await second.context.close();
    }
  });

  it('shows the 404 page for a LIFF name without a screen, with the layout around it', async () => {
    const { context, page } = await coldPage();
    try {
      await page.goto('/liff/no-such-screen');
      await visible(page.getByTestId('error-page'));
      await visible(page.getByTestId('liff-layout'));
    } finally {
      await context.close();
    }
  });
});
