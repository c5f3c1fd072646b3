import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, newContext, screenshot } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  newMember,
  submitRegistration,
  visible,
  waitForPath,
} from './helpers/flows';
import { depositThroughSandbox, tokenOf } from './helpers/money';
import { ownServerAndBrowser } from './helpers/harness';
import { createOwnerAndLogIn, staffContext } from './helpers/staff-login';

// Its own server: the owner is created with the operator command on this server's database.
const { server, browser } = ownServerAndBrowser('admin-phone');

/** The page does not scroll sideways: the widest element fits the 390 px screen. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the back office on a phone (staff approve at night)', () => {
  it('shows the withdrawal queue, the transfers queue and a member at 390 px without sideways scrolling', async () => {
    const memberContext = await newContext(browser(), server().baseURL, 'phone');
    // The login's last step waits for the desktop side menu; the phone view comes after it, in the same tab
    // (the staff token lives in the tab's sessionStorage).
    const staff = await staffContext(browser(), server().baseURL);
    const staffPage = await staff.newPage();
    const errors = collectPageErrors(staffPage);
    const page = await memberContext.newPage();
    const member = newMember();
    try {
      await page.goto('/register');
      await submitRegistration(page, member);
      await waitForPath(page, '/member');
      await closeNotificationsIfOpen(page);
      const token = await tokenOf(page);
      await depositThroughSandbox(server(), token, 800);
      await createOwnerAndLogIn(server(), staffPage, 'e2e-phone-owner');
      await staffPage.setViewportSize({ width: 390, height: 844 });
      const asked = await page.evaluate(
        async ([bearer, requestId]) =>
          (
            await fetch('/api/member/withdraw', {
              method: 'POST',
              headers: { authorization: `Bearer ${bearer}`, 'content-type': 'application/json' },
              body: JSON.stringify({ amount: 250, request_id: requestId }),
            })
          ).json() as Promise<{ error: number; data: { id: number } }>,
        [token, randomUUID()] as const,
      );
      expect(asked.error).toBe(0);

      await staffPage.goto('/admin/withdrawals');
      const card = staffPage.getByTestId('withdrawal-card').filter({ hasText: member.phone });
      await visible(card);
      await screenshot(staffPage, 'admin-phone-withdrawals');
      expect(await pageWidth(staffPage)).toBeLessThanOrEqual(390);
      // The member's name and account read on one line, not a letter a line (the 390 px defect).
      const name = card.getByText(member.fullName, { exact: false }).first();
      expect((await name.boundingBox())!.width).toBeGreaterThan(120);
      await visible(card.getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
      await card.getByTestId('approve-button').click();
      await visible(staffPage.getByRole('dialog').getByTestId('payout-account'));
      await screenshot(staffPage, 'admin-phone-approve-dialog');
      expect(await pageWidth(staffPage)).toBeLessThanOrEqual(390);
      await staffPage.getByRole('dialog').getByRole('button', { name: 'ยกเลิก' }).click();

      await staffPage.goto('/admin/transfers');
      // On a phone each transfer is a card with its buttons, not a table whose actions sit off screen.
      await visible(staffPage.getByTestId('transfers-page').getByTestId('transfer-cards'));
      await screenshot(staffPage, 'admin-phone-transfers');
      expect(await pageWidth(staffPage)).toBeLessThanOrEqual(390);

      await staffPage.goto('/admin/members');
      const search = staffPage.getByTestId('member-search');
      await search.fill(member.phone);
      await search.press('Enter');
      await visible(staffPage.getByTestId('member-results').getByText(member.phone));
      await screenshot(staffPage, 'admin-phone-members');
      expect(await pageWidth(staffPage)).toBeLessThanOrEqual(390);
      await staffPage.getByTestId('member-results').getByRole('link', { name: member.phone }).click();
      await visible(staffPage.getByTestId('member-profile'));
      await screenshot(staffPage, 'admin-phone-member');
      expect(await pageWidth(staffPage)).toBeLessThanOrEqual(390);
      // Every tab of the member page fits too (its tables scroll inside their card).
      const tabs = staffPage.getByRole('tab');
      for (let i = 0; i < (await tabs.count()); i += 1) {
        const tab = tabs.nth(i);
        if (!(await tab.isVisible())) continue;
        await tab.click();
        await staffPage.waitForTimeout(300);
        expect(await pageWidth(staffPage), (await tab.textContent()) ?? '').toBeLessThanOrEqual(390);
      }
      expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
    } finally {
      await memberContext.close();
      await staff.close();
    }
  });
});
