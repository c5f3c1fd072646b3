import { describe, expect, inject, it } from 'vitest';
import { collectPageErrors, newContext, screenshot, sharedBrowser } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  newMember,
  submitRegistration,
  visible,
  waitForPath,
} from './helpers/flows';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe('polls', () => {
  it('a member votes in the seeded poll from the event dialog', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const member = newMember();
    try {
      await page.goto('/register');
      await submitRegistration(page, member);
      await waitForPath(page, '/member');
      await closeNotificationsIfOpen(page);

      // The events are in the footer's contact sheet (nothing floats over the page).
      await page.getByTestId('footer-slot-5').click();
      await page.getByTestId('contact-sheet').getByTestId('contact-events').click();
      const dialog = page.getByTestId('event-dialog');
      await visible(dialog);
      // The seeded event leads to poll 1 (its link, SPEC §2's /poll/1).
      await dialog.locator('button.event-dialog__item').first().click();
      await waitForPath(page, '/poll/1');

      const quota = page.getByTestId('poll-quota');
      await visible(quota.getByText('เหลือ 1 จาก 1 สิทธิ์'));
      await page.getByRole('button', { name: 'โหวต เสมอ' }).click();
      await visible(quota.getByText('เหลือ 0 จาก 1 สิทธิ์'));
      await visible(page.getByText('ตัวเลือกของคุณ'));
      expect(await page.getByRole('button', { name: /^โหวต / }).count()).toBe(0);
      await screenshot(page, 'phone-poll');
      expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
