import type { Locator } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLineLoginStandIn, type LineLoginStandIn } from '@tests/server/helpers/line-login-stand-in';
import { collectPageErrors, newContext } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  newMember,
  submitRegistration,
  visible,
  waitForPath,
  WAIT_MS,
} from './helpers/flows';
import { ownServerAndBrowser } from './helpers/harness';

/** Contrast of an antd-mobile switch's handle against the track around it (the track's inner fill). */
const switchHandleContrast = (control: Locator) =>
  control.evaluate((element) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r = 0, g = 0, b = 0] = rgb(colour).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const handle = getComputedStyle(element.querySelector('.adm-switch-handle')!).backgroundColor;
    const track = getComputedStyle(
      element.querySelector('.adm-switch-checkbox')!,
      '::before',
    ).backgroundColor;
    const [light, dark] = [luminance(handle), luminance(track)].sort((a, b) => b - a);
    return (light! + 0.05) / (dark! + 0.05);
  });

const CHANNEL_ID = '1650000042';
const SECRET = 'e2e0secret0of0the0line0channel00';

// LINE's authorize and token endpoints are the stand-in, started before the server that points at it.
let line: LineLoginStandIn;
beforeAll(async () => {
  line = await startLineLoginStandIn({ channelId: CHANNEL_ID, channelSecret: SECRET });
});
afterAll(() => line.close());

const { server, browser } = ownServerAndBrowser('line-link', () => ({
  LINE_CHANNEL_ID: CHANNEL_ID,
  LINE_LOGIN_CHANNEL_SECRET: SECRET,
  LINE_AUTHORIZE_URL: line.authorizeUrl,
  LINE_TOKEN_URL: line.tokenUrl,
  LINE_JWKS_URL: line.jwksUrl,
}));

describe('linking LINE from the web profile (LINE Login with PKCE, against the stand-in)', () => {
  it('goes to LINE from "เชื่อมต่อ LINE", comes back to the profile linked and says so in Thai', async () => {
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      const member = newMember();
      await page.goto('/register');
      await submitRegistration(page, member);
      await waitForPath(page, '/member');
      await closeNotificationsIfOpen(page);
      await page.goto('/member/profile');
      const card = page.getByTestId('profile-info');
      await visible(card.getByText('ยังไม่เชื่อมต่อ'));
      const box = page.getByTestId('line-connect');
      await box.locator('input[placeholder="รหัสผ่านของบัญชีนี้"]').fill(member.password);
      line.loginAs({ sub: `U${Date.now().toString(16).padStart(32, '0')}` });
      await box.getByRole('button', { name: 'เชื่อมต่อ LINE' }).click();
      await page.waitForURL(/\/member\/profile\?line=linked$/, { timeout: WAIT_MS });
      await visible(page.getByText('เชื่อมต่อ LINE กับบัญชีของคุณแล้ว'));
      await visible(card.getByText('เชื่อมต่อแล้ว'));
      expect(await page.getByTestId('line-connect').count()).toBe(0);
      expect(line.tokenRequests()).toHaveLength(1);
      // Its LINE messages' switches: one that is off (rewards, until the member turns it on) must still be seen
      // as a switch, its handle at 3:1 against its track at least (WCAG 1.4.11); it was a dark handle on the
      // dark card.
      const rewards = page.getByTestId('line-messages-rewards');
      await visible(rewards);
      expect(await rewards.getAttribute('aria-checked')).toBe('false');
      expect(await switchHandleContrast(rewards)).toBeGreaterThanOrEqual(3);
      expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
