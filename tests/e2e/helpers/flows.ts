import { randomInt } from 'node:crypto';
import type { Locator, Page } from 'playwright-core';

export type TestMember = { phone: string; password: string; fullName: string; bankAccount: string };

/** A member nobody has registered yet in this run's database. */
export const newMember = (): TestMember => ({
  phone: `09${String(randomInt(0, 100_000_000)).padStart(8, '0')}`,
  password: `Pass${randomInt(1000, 9999)}word`,
  fullName: 'ทดสอบ อัตโนมัติ',
  bankAccount: String(randomInt(1_000_000_000, 9_999_999_999)),
});

export const WAIT_MS = 20_000;

export const visible = (locator: Locator) => locator.first().waitFor({ state: 'visible', timeout: WAIT_MS });
export const hidden = (locator: Locator) => locator.first().waitFor({ state: 'hidden', timeout: WAIT_MS });

const input = (page: Page, placeholder: string) => page.locator(`input[placeholder="${placeholder}"]`);

/** LIFF welcomes a LINE user who is not a member before any form: its "สมัครสมาชิก" shows the registration form. */
export const openLiffRegistration = async (page: Page) => {
  const welcome = page.getByTestId('liff-welcome');
  await visible(welcome);
  await welcome.getByRole('button', { name: 'สมัครสมาชิก', exact: true }).click();
  await visible(page.getByTestId('register-box'));
};

/**
 * Fills the shared registration form (web /register and the LIFF one, after its welcome) with the placeholders
 * the account screens show, and submits it. `keepName` keeps what is there (LIFF prefills the LINE name).
 */
export const submitRegistration = async (
  page: Page,
  member: TestMember,
  options: { keepName?: boolean } = {},
) => {
  const box = page.getByTestId('register-box');
  const welcome = page.getByTestId('liff-welcome');
  await visible(box.or(welcome));
  if (await welcome.isVisible()) await openLiffRegistration(page);
  await input(page, 'เบอร์มือถือ 10 หลัก').fill(member.phone);
  await box.locator('input[placeholder="กรอกรหัสผ่าน"]').fill(member.password);
  await input(page, 'กรอกรหัสผ่านอีกครั้ง').fill(member.password);
  if (!options.keepName) await input(page, 'ชื่อ-นามสกุล ตรงกับบัญชีธนาคาร').fill(member.fullName);
  await box.getByText('เลือกธนาคาร').click();
  await page.locator('.adm-list-item', { hasText: 'ธนาคารกสิกรไทย' }).first().click();
  await hidden(page.locator('.account-sheet'));
  await input(page, 'เลขบัญชี (ตัวเลขเท่านั้น)').fill(member.bankAccount);
  await box.getByText('ข้าพเจ้ามีอายุ 20 ปีบริบูรณ์ขึ้นไป').click();
  await box.locator('button[type="submit"]').click();
};

export const submitLogin = async (page: Page, member: Pick<TestMember, 'phone' | 'password'>) => {
  const box = page.getByTestId('login-box');
  await visible(box);
  await box.locator('input[placeholder="เบอร์มือถือ 10 หลัก"]').fill(member.phone);
  await box.locator('input[placeholder="กรอกรหัสผ่าน"]').fill(member.password);
  await box.locator('button[type="submit"]').click();
};

/**
 * The announcement dialog opens by itself for a member; tests that are about something else close it. It opens
 * only for announcements the member has not been shown (notification-store.ts keeps their fingerprints on the
 * device): once this browser context has closed it, the same announcements never open it again, and a page load
 * does not wait to see it not come.
 */
export const closeNotificationsIfOpen = async (page: Page) => {
  const dialog = page.getByTestId('notification-dialog');
  const seen = await page.evaluate(() => {
    try {
      const stored = JSON.parse(localStorage.getItem('local') ?? 'null') as {
        state?: { seen?: unknown[] };
      } | null;
      return stored?.state?.seen?.length ?? 0;
    } catch {
      return 0;
    }
  });
  if (seen > 0 && !(await dialog.first().isVisible())) return;
  try {
    await dialog.first().waitFor({ state: 'visible', timeout: 5_000 });
  } catch {
    return;
  }
  await dialog.getByRole('button', { name: 'ปิด' }).first().click();
  await hidden(dialog);
};

/** Menu (hamburger in the member panel) -> logout -> confirm. */
export const logoutThroughMenu = async (page: Page) => {
  await page.getByTestId('menu-button').click();
  const menu = page.getByTestId('menu-dialog');
  await visible(menu);
  await menu.getByTestId('logout-button').click();
  await page.locator('.adm-dialog').getByRole('button', { name: 'ออกจากระบบ' }).click();
  await visible(page.getByText('ออกจากระบบเรียบร้อย'));
};

export const pathOf = (page: Page) => new URL(page.url()).pathname;

export const waitForPath = (page: Page, path: string) =>
  page.waitForURL((url) => url.pathname === path, { timeout: WAIT_MS });
