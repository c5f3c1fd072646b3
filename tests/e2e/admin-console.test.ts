import { TOTP } from 'otpauth';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot } from './helpers/browser';
import { visible } from './helpers/flows';
import { ownServerAndBrowser } from './helpers/harness';

// Its own server: the owner is created by the operator command, exactly as on a production database.
const { server, browser } = ownServerAndBrowser('admin');

const codeAt = (secret: string, timestamp: number) => new TOTP({ secret }).generate({ timestamp });

describe('the back office console', () => {
  it('takes a new owner through the first login (new password, QR enrolment), then a login with two-factor', async () => {
    const printed = await server().operator('admin-create-owner', ['boss']);
    const oneTime = /one-time password: (\S+)/.exec(printed)?.[1];
    expect(oneTime).toBeDefined();

    const context = await browser().newContext({
      viewport: { width: 1280, height: 800 },
      baseURL: server().baseURL,
      locale: 'th-TH',
      timezoneId: 'Asia/Bangkok',
    });
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await page.goto('/admin');
      await visible(page.getByText('เข้าสู่ระบบหลังบ้าน', { exact: true }));
      expect(new URL(page.url()).pathname).toBe('/admin/login');
      await screenshot(page, 'admin-login');

      await page.getByLabel('ชื่อผู้ใช้').fill('boss');
      await page.getByLabel('รหัสผ่าน').fill(oneTime!);
      await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();

      await visible(page.getByText('ตั้งรหัสผ่านใหม่', { exact: true }));
      await screenshot(page, 'admin-first-login-password');
      const password = 'boss-new-secret-2569';
      await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill(password);
      await page.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'บันทึกรหัสผ่าน' }).click();

      await visible(page.getByTestId('enrol-qr'));
      await screenshot(page, 'admin-enrol-qr');
      const secret = (await page.getByTestId('enrol-secret').first().innerText()).trim();
      await page.getByLabel('รหัส 6 หลัก').fill(codeAt(secret, Date.now()));
      await page.getByRole('button', { name: 'ยืนยัน' }).click();

      await visible(page.getByTestId('dashboard-page'));
      const menu = await page.getByTestId('side-menu').innerText();
      expect(menu).toContain('พนักงาน');
      expect(menu).toContain('บันทึกการใช้งาน');
      await screenshot(page, 'admin-home');

      // Staff management: a new finance account and its one-time password.
      await page.getByTestId('side-menu').getByText('พนักงาน', { exact: true }).click();
      await page.getByRole('button', { name: 'เพิ่มพนักงาน' }).click();
      await page.getByLabel('ชื่อผู้ใช้').fill('somchai.fin');
      await page.getByLabel('ชื่อที่แสดง').fill('สมชาย การเงิน');
      await page.locator('.ant-modal').getByText('ฝ่ายดูแลสมาชิก').click();
      await page.locator('.ant-select-item-option', { hasText: 'การเงิน' }).click();
      await page.getByRole('button', { name: 'สร้างบัญชี' }).click();
      await visible(page.getByTestId('one-time-password'));
      const financePassword = (await page.getByTestId('one-time-password').first().innerText()).trim();
      await screenshot(page, 'admin-staff-created');
      await page.getByRole('button', { name: 'ปิด' }).click();
      await visible(page.getByTestId('staff-table').getByText('somchai.fin'));
      await screenshot(page, 'admin-staff');

      // The audit log shows the creation.
      await page.getByTestId('side-menu').getByText('บันทึกการใช้งาน').click();
      await visible(page.getByTestId('audit-table').getByText('staff.create'));
      await screenshot(page, 'admin-audit');

      // Log out, and in again: this time the code of the authenticator app is asked.
      await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
      await visible(page.getByText('เข้าสู่ระบบหลังบ้าน', { exact: true }));
      await page.getByLabel('ชื่อผู้ใช้').fill('boss');
      await page.getByLabel('รหัสผ่าน').fill(password);
      await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
      await visible(page.getByText('ยืนยันตัวตนสองขั้นตอน', { exact: true }));
      await screenshot(page, 'admin-totp');
      // The enrolment's code was used: the next step's code (within the one-step window) is a new one.
      await page.getByLabel('รหัส 6 หลัก').fill(codeAt(secret, Date.now() + 30_000));
      await page.getByRole('button', { name: 'ยืนยัน' }).click();
      await visible(page.getByTestId('dashboard-page')).catch(async (error: unknown) => {
        await screenshot(page, 'admin-failure');
        throw error;
      });

      // The finance member's first login: the menu holds only what the role may open; the staff page is refused.
      await page.getByRole('button', { name: 'ออกจากระบบ' }).click();
      await visible(page.getByText('เข้าสู่ระบบหลังบ้าน', { exact: true }));
      await page.getByLabel('ชื่อผู้ใช้').fill('somchai.fin');
      await page.getByLabel('รหัสผ่าน').fill(financePassword);
      await page.getByRole('button', { name: 'เข้าสู่ระบบ' }).click();
      await visible(page.getByText('ตั้งรหัสผ่านใหม่', { exact: true }));
      await page.getByLabel('รหัสผ่านใหม่', { exact: true }).fill('somchai-secret-2569');
      await page.getByLabel('ยืนยันรหัสผ่านใหม่', { exact: true }).fill('somchai-secret-2569');
      await page.getByRole('button', { name: 'บันทึกรหัสผ่าน' }).click();
      await visible(page.getByTestId('enrol-qr'));
      const financeSecret = (await page.getByTestId('enrol-secret').first().innerText()).trim();
      await page.getByLabel('รหัส 6 หลัก').fill(codeAt(financeSecret, Date.now()));
      await page.getByRole('button', { name: 'ยืนยัน' }).click();
      await visible(page.getByTestId('dashboard-page'));
      const financeMenu = await page.getByTestId('side-menu').innerText();
      expect(financeMenu).toContain('ภาพรวม');
      expect(financeMenu).toContain('รายการถอน');
      expect(financeMenu).not.toContain('พนักงาน');
      expect(financeMenu).not.toContain('บันทึกการใช้งาน');
      await screenshot(page, 'admin-home-finance');
      await page.goto('/admin/staff');
      await visible(page.getByText('ไม่มีสิทธิ์เข้าหน้านี้'));
      await screenshot(page, 'admin-forbidden');
      expect(errors.filter((e) => !e.includes('401'))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
