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
      expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  }, 120_000);
});
