import { describe, expect, inject, it } from 'vitest';
import { collectPageErrors, newContext, screenshot, sharedBrowser } from './helpers/browser';
import { newMember, pathOf, submitRegistration, visible, waitForPath } from './helpers/flows';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

// The server runs with LIFF_MOCK=on and the build has no LIFF ids, so the app uses @line/liff-mock, whose
// ID token maps to one fixed development LINE user. The database is fresh per run: that user starts unlinked.
describe('/liff/profile through the mocked LIFF SDK', () => {
  it('registers a new LINE user with the LINE profile, then shows the profile', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const member = newMember();
    try {
      await page.goto('/liff/profile');
      await visible(page.getByTestId('liff-layout'));
      const registration = page.getByTestId('liff-register');
      await visible(registration);
      const nameField = page.locator('input[placeholder="ชื่อ-นามสกุล ตรงกับบัญชีธนาคาร"]');
      const prefilled = await nameField.inputValue();
      expect(prefilled.length).toBeGreaterThan(0);
      expect(await registration.textContent()).toContain(`สวัสดีคุณ ${prefilled}`);
      await screenshot(page, 'phone-liff-register');

      await submitRegistration(page, member, { keepName: true });
      const info = page.getByTestId('profile-info');
      await visible(info.filter({ hasText: member.phone }).filter({ hasText: 'เชื่อมต่อแล้ว' }));
      expect(pathOf(page)).toBe('/liff/profile');
      await screenshot(page, 'phone-liff-profile');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('logs the linked LINE user straight in, also from a liff.state deep link', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      // What LINE opens for https://liff.line.me/{liffId}/profile: the endpoint with the path in liff.state.
      await page.goto('/liff?liff.state=%2Fprofile');
      await waitForPath(page, '/liff/profile');
      await visible(page.getByTestId('profile-info').filter({ hasText: 'เชื่อมต่อแล้ว' }));
      expect(await page.getByTestId('liff-register').count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it('lands on the deposit screen from a cold /liff/deposit deep link', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      await page.goto('/liff/deposit');
      await visible(page.getByTestId('deposit-page'));
      expect(pathOf(page)).toBe('/liff/deposit');
      await screenshot(page, 'phone-liff-deposit');
    } finally {
      await context.close();
    }
  });

  it('opens the member home at /liff', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      await page.goto('/liff');
      await visible(page.getByTestId('member-home'));
      await screenshot(page, 'phone-liff-home');
    } finally {
      await context.close();
    }
  });
});
