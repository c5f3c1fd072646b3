import { TOTP } from 'otpauth';
import type { Browser, Page } from 'playwright-core';
import { visible, WAIT_MS } from './flows';
import type { OwnServer } from './own-server';

const STAFF_PASSWORD = 'e2e-staff-pass-2569';

/**
 * The back office is a desktop screen: 1280 px wide, in Thai, on Bangkok time. Reduced motion: the console then
 * opens dialogs without antd's zoom, which on a loaded machine could move a button between the test's aim and
 * its click (a press on the mask closes the dialog).
 */
export const staffContext = (browser: Browser, baseURL: string) =>
  browser.newContext({
    viewport: { width: 1280, height: 900 },
    baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
    reducedMotion: 'reduce',
  });

/**
 * A new owner the way production makes one (`npm run admin:create-owner`, one-time password), then its first
 * login in the browser: the one-time password, a new password, two-factor enrolment with the secret the screen
 * shows (an authenticator app's job, done here with otpauth), and the first code. Answers the TOTP secret.
 */
export const createOwnerAndLogIn = async (server: OwnServer, page: Page, username: string) => {
  const printed = await server.operator('admin-create-owner', [username]);
  const oneTime = /one-time password: (\S+)/.exec(printed)?.[1];
  if (!oneTime) throw new Error(`no one-time password in:\n${printed}`);
  await page.goto('/admin/login');
  await page.getByLabel('ชื่อผู้ใช้').fill(username);
  await page.getByLabel('รหัสผ่าน', { exact: true }).fill(oneTime);
  await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
  await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(STAFF_PASSWORD);
  await page.getByLabel('ยืนยันรหัสผ่านใหม่').fill(STAFF_PASSWORD);
  await page.getByRole('button', { name: 'บันทึกรหัสผ่าน' }).click();
  const secretBox = page.getByTestId('enrol-secret');
  await visible(secretBox);
  const secret = (await secretBox.innerText()).trim();
  await page.getByLabel('รหัส 6 หลัก').fill(new TOTP({ secret }).generate());
  await page.getByRole('button', { name: 'ยืนยัน' }).click();
  await page.getByTestId('side-menu').waitFor({ timeout: WAIT_MS });
  return secret;
};
