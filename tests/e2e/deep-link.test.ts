import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, sharedBrowser } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  newMember,
  pathOf,
  submitRegistration,
  visible,
  waitForPath,
} from './helpers/flows';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe('a deep link opened cold', () => {
  it('lands a logged-in member on /member/profile', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    const member = newMember();
    try {
      await page.goto('/register');
      await submitRegistration(page, member);
      await waitForPath(page, '/member');

      // A fresh page load of the deep link, as from a LINE broadcast or a refresh.
      const answer = await page.goto('/member/profile');
      expect(answer?.status()).toBe(200);
      await closeNotificationsIfOpen(page);
      await visible(page.getByTestId('profile-info').filter({ hasText: member.phone }));
      expect(pathOf(page)).toBe('/member/profile');
      await visible(page.getByTestId('change-password'));
      await screenshot(page, 'phone-deep-link-profile');
    } finally {
      await context.close();
    }
  });

  it('sends a guest from /member/profile to the login page', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      await page.goto('/member/profile');
      await waitForPath(page, '/login');
      await visible(page.getByTestId('login-box'));
    } finally {
      await context.close();
    }
  });
});
