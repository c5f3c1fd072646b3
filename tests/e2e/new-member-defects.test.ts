import type { Page } from 'playwright-core';
import { reactOwnsRoot } from './helpers/first-screen';
import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, sharedBrowser } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  newMember,
  submitLogin,
  submitRegistration,
  visible,
  waitForPath,
  type TestMember,
} from './helpers/flows';
import { contrastOf, injectButtonGallery } from './helpers/layout-checks';

// The defects a new member met on a phone (issue 11), each checked where it showed: Chromium at 390 px.
const baseURL = inject('baseURL');
const browser = sharedBrowser();

const phonePage = async () => {
  const context = await newContext(browser(), baseURL, 'phone');
  return { context, page: await context.newPage() };
};

/** Registers a member in this page (logged in afterwards, the announcements closed). */
const registered = async (page: Page): Promise<TestMember> => {
  const member = newMember();
  await page.goto('/register');
  await submitRegistration(page, member);
  await waitForPath(page, '/member');
  await visible(page.getByTestId('member-panel'));
  await closeNotificationsIfOpen(page);
  return member;
};

const settled = (page: Page) => page.waitForTimeout(600); // the 0.4 s page fade

// Nothing floats over the pages any more: floating-buttons.test.ts checks every route at 390 and 1280 px.
describe('the forgot page at 390 px', () => {
  it('tells how to reset: the built-in SMS outbox reaches no phone (issue 27)', async () => {
    const guest = await phonePage();
    try {
      await guest.page.goto('/forgot');
      await visible(guest.page.getByRole('link', { name: 'ติดต่อแอดมินทาง LINE' }));
      expect(await guest.page.locator('input[placeholder="เบอร์มือถือ 10 หลัก"]').count()).toBe(0);
      await settled(guest.page);
      await screenshot(guest.page, 'phone-forgot-contact');
    } finally {
      await guest.context.close();
    }
  });
});

describe('contrast of the theme (WCAG AA, 4.5:1 for text)', () => {
  it('holds for the logout confirmation, the menu, and every button colour and fill', async () => {
    const { context, page } = await phonePage();
    try {
      await registered(page);
      await page.getByTestId('menu-button').click();
      await visible(page.getByTestId('menu-dialog'));
      expect(await contrastOf(page, '.adm-center-popup-body')).toEqual([]);
      await page.getByTestId('menu-dialog').getByTestId('logout-button').click();
      const confirm = page.locator('.adm-dialog');
      await visible(confirm.getByRole('button', { name: 'ออกจากระบบ' }));
      await settled(page);
      await screenshot(page, 'phone-logout-confirm');
      expect(await contrastOf(page, '.adm-dialog-body')).toEqual([]);

      await injectButtonGallery(page);
      expect(await contrastOf(page, '#button-gallery')).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('holds for the buttons and links of the login and register pages', async () => {
    const { context, page } = await phonePage();
    try {
      for (const path of ['/login', '/register']) {
        await page.goto(path);
        await visible(page.locator('main button[type="submit"]'));
        await settled(page);
        expect({ path, low: await contrastOf(page, 'main button, main a') }).toEqual({ path, low: [] });
      }
    } finally {
      await context.close();
    }
  });
});

describe('the notification dialog', () => {
  it('does not open again on the next page load once its announcements were seen', async () => {
    const { context, page } = await phonePage();
    try {
      const member = newMember();
      await page.goto('/register');
      await submitRegistration(page, member);
      await waitForPath(page, '/member');
      const dialog = page.getByTestId('notification-dialog');
      await visible(dialog);
      await dialog.getByRole('button', { name: 'ปิด' }).first().click();
      await page.reload();
      await visible(page.getByTestId('member-panel'));
      await page.waitForTimeout(3000);
      expect(await dialog.isVisible()).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('the play page and the game sheet', () => {
  it('/play opened directly has a way back home', async () => {
    const { context, page } = await phonePage();
    try {
      await page.goto('/play');
      await visible(page.getByTestId('play-page'));
      await screenshot(page, 'phone-play-direct');
      await page.getByRole('button', { name: 'กลับไปหน้าล็อบบี้' }).click();
      await waitForPath(page, '/');
    } finally {
      await context.close();
    }
  });

  it("full screen's exit button leaves the game's balance uncovered", async () => {
    const { context, page } = await phonePage();
    try {
      await page.goto('/slot');
      // The lobby is rendered on the server: a tap before its scripts run is lost.
      await reactOwnsRoot(page);
      const card = page.locator('.game-card').first();
      await visible(card);
      await card.getByRole('button', { name: 'ทดลองเล่น' }).click();
      const balance = page.frameLocator('iframe.game-frame__iframe').locator('.gp-balance');
      await visible(balance);
      await page.getByRole('button', { name: 'เต็มจอ' }).click();
      const exit = page.getByRole('button', { name: 'ออกจากเต็มจอ' });
      await visible(exit);
      await page.waitForTimeout(300);
      const [button, money] = [await exit.boundingBox(), await balance.first().boundingBox()];
      expect(button && money).toBeTruthy();
      const overlap =
        button!.x < money!.x + money!.width &&
        button!.x + button!.width > money!.x &&
        button!.y < money!.y + money!.height &&
        button!.y + button!.height > money!.y;
      await screenshot(page, 'phone-game-full-screen');
      expect(overlap).toBe(false);
    } finally {
      await context.close();
    }
  });
});

describe('coming back after login', () => {
  it('takes a guest who tapped play back to that game, and a member whose session ended back to their page', async () => {
    const { context, page } = await phonePage();
    let member: TestMember;
    try {
      member = await registered(page);
      // The server no longer knows the session (as after it expired): the next call is refused. The token is
      // changed on a page without the app, which would otherwise write its own copy back.
      await page.goto('/demo/logo.svg');
      await page.evaluate(() => {
        const stored = JSON.parse(localStorage.getItem('user') ?? '{}') as {
          state: { authUser: { access_token: string } };
        };
        stored.state.authUser.access_token = 'ended-session-token';
        localStorage.setItem('user', JSON.stringify(stored));
      });
      await page.goto('/member/profile');
      await waitForPath(page, '/login');
      await visible(page.getByTestId('session-ended'));
      expect(new URL(page.url()).searchParams.get('redirect')).toBe('/member/profile');
      await submitLogin(page, member);
      await waitForPath(page, '/member/profile');
    } finally {
      await context.close();
    }

    const guest = await phonePage();
    try {
      await guest.page.goto('/slot');
      // The lobby is rendered on the server: a tap before its scripts run is lost.
      await reactOwnsRoot(guest.page);
      const card = guest.page.locator('.game-card').first();
      await visible(card);
      await card.getByRole('button', { name: 'เข้าเล่น' }).click();
      await waitForPath(guest.page, '/login');
      await submitLogin(guest.page, member);
      await waitForPath(guest.page, '/play');
      expect(new URL(guest.page.url()).searchParams.get('game_id')).toBeTruthy();
      await visible(guest.page.getByTestId('play-page'));
    } finally {
      await guest.context.close();
    }
  });
});

describe('the verify page', () => {
  it('labels its fields in Thai and draws them in Prompt', async () => {
    const { context, page } = await phonePage();
    try {
      await page.goto('/games/verify/');
      await visible(page.locator('label.field'));
      const labels = await page
        .locator('label.field')
        .evaluateAll((nodes) => nodes.map((node) => node.firstChild?.textContent ?? ''));
      expect(labels.length).toBeGreaterThan(3);
      // Each label leads with Thai (an English term may follow in brackets, as the game's own panel names it).
      for (const label of labels) expect(label).toMatch(/^[\u0E00-\u0E7F]/);
      const button = await page.getByRole('button', { name: 'คำนวณผลใหม่' }).textContent();
      expect(button).toBe('คำนวณผลใหม่');
      const prompt = await page.evaluate(async () => {
        await document.fonts.ready;
        const family = getComputedStyle(document.querySelector('label.field')!).fontFamily;
        const loaded = [...document.fonts].some(
          (face) => face.family.includes('Prompt') && face.status === 'loaded',
        );
        return { family, loaded };
      });
      expect(prompt.family.startsWith('Prompt') || prompt.family.startsWith('"Prompt"')).toBe(true);
      expect(prompt.loaded).toBe(true);
      await screenshot(page, 'phone-verify');
    } finally {
      await context.close();
    }
  });
});
