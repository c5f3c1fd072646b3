import { describe, expect, inject, it } from 'vitest';
import { collectPageErrors, newContext, screenshot, sharedBrowser, type Size } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  logoutThroughMenu,
  newMember,
  submitLogin,
  submitRegistration,
  visible,
  waitForPath,
} from './helpers/flows';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe.each<Size>(['phone', 'desktop'])('a member on a %s', (size) => {
  it('registers, sees the member panel, opens the menu, logs out, and logs in again', async () => {
    const context = await newContext(browser(), baseURL, size);
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const member = newMember();
    try {
      await page.goto('/');
      await page.locator('[data-testid="site-header"] a[href="/register"]').click();
      await waitForPath(page, '/register');
      await submitRegistration(page, member);

      await waitForPath(page, '/member');
      await visible(page.getByTestId('member-panel'));
      await closeNotificationsIfOpen(page);
      await screenshot(page, `${size}-member`);
      // The name arrives with the member's info, after the panel itself.
      await visible(page.getByTestId('member-username').filter({ hasText: member.phone }));
      await visible(page.getByTestId('member-total').filter({ hasText: '0.00' }));

      await page.getByTestId('menu-button').click();
      const menu = page.getByTestId('menu-dialog');
      await visible(menu);
      for (const entry of ['โปรไฟล์', 'ประวัติการเงิน', 'ภารกิจ', 'กงล้อนำโชค', 'แลกของรางวัล', 'ใช้คูปอง']) {
        await visible(menu.getByText(entry, { exact: true }));
      }
      await screenshot(page, `${size}-menu`);
      await menu.getByRole('button', { name: 'ยกเลิก' }).click();

      await logoutThroughMenu(page);
      await waitForPath(page, '/');
      await visible(page.locator('[data-testid="site-header"] a[href="/login"]'));
      expect(await page.getByTestId('member-panel').count()).toBe(0);

      await page.locator('[data-testid="site-header"] a[href="/login"]').click();
      await waitForPath(page, '/login');
      await submitLogin(page, member);
      await waitForPath(page, '/member');
      await visible(page.getByTestId('member-panel'));
      // The name arrives with the member's info, after the panel itself.
      await visible(page.getByTestId('member-username').filter({ hasText: member.phone }));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});

describe('the announcement dialog', () => {
  it('opens at start for a logged-in member, one announcement at a time', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    const member = newMember();
    try {
      await page.goto('/register');
      await submitRegistration(page, member);
      await waitForPath(page, '/member');

      // A new visit: the dialog opens by itself once the member's notifications arrive.
      await page.goto('/');
      const dialog = page.getByTestId('notification-dialog');
      await visible(dialog);
      await visible(dialog.getByText('ประกาศสำคัญ'));
      expect(await dialog.getByTestId('notification-counter').textContent()).toBe('1 / 2');
      await screenshot(page, 'phone-notification');
      await dialog.getByRole('button', { name: 'ถัดไป' }).click();
      expect(await dialog.getByTestId('notification-counter').textContent()).toBe('2 / 2');
      await dialog.getByRole('button', { name: 'ปิด' }).first().click();
      await dialog.waitFor({ state: 'hidden' });

      const stored = await page.evaluate(() => localStorage.getItem('local'));
      expect(stored).toMatch(/lastShownAt":"\d{4}-/);
    } finally {
      await context.close();
    }
  });

  it('does not open for a guest', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      await page.goto('/');
      await visible(page.getByTestId('site-header'));
      await page.waitForLoadState('networkidle');
      expect(await page.getByTestId('notification-dialog').count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
