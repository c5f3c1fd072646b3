import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, newContext, screenshot } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  hidden,
  newMember,
  pathOf,
  submitRegistration,
  visible,
  waitForPath,
  WAIT_MS,
} from './helpers/flows';
import { ownServerAndBrowser } from './helpers/harness';
import { createOwnerAndLogIn, staffContext } from './helpers/staff-login';

// Its own server: the owner is created with the operator command on this server's database.
const { server, browser } = ownServerAndBrowser('admin-content');
let staff: Page;

beforeAll(async () => {
  staff = await (await staffContext(browser(), server().baseURL)).newPage();
  await createOwnerAndLogIn(server(), staff, 'e2e-content-owner');
});

const menu = (label: string) => staff.getByTestId('side-menu').getByText(label, { exact: true }).click();

describe('the back office edits what members see', () => {
  it('a contact link changed in the console is on the member site at once', async () => {
    const errors = collectPageErrors(staff);
    const link = `https://line.me/R/ti/p/@e2e${Date.now()}`;
    await menu('เนื้อหาเว็บไซต์');
    const form = staff.getByTestId('settings-form');
    await visible(form);
    await form.getByTestId('field-line_contact_url').fill('http://not-https.example');
    await form.getByTestId('settings-save').click();
    await visible(form.getByText('ลิงก์ต้องขึ้นต้นด้วย https://'));
    await form.getByTestId('field-line_contact_url').fill(link);
    await form.getByTestId('settings-save').click();
    await visible(staff.getByText('บันทึกแล้ว สมาชิกจะเห็นการเปลี่ยนแปลงทันที'));
    await screenshot(staff, 'admin-content');

    const visitor = await (await newContext(browser(), server().baseURL, 'desktop')).newPage();
    await visitor.goto('/');
    // The footer's contact slot opens the sheet with the links (a tap before the app has started does nothing).
    const sheet = visitor.getByTestId('contact-sheet');
    await expect
      .poll(
        async () => {
          if (!(await sheet.isVisible()))
            await visitor
              .getByTestId('footer-slot-5')
              .click({ timeout: 1_000 })
              .catch(() => undefined);
          return sheet.isVisible();
        },
        { timeout: WAIT_MS },
      )
      .toBe(true);
    await visible(visitor.getByTestId('contact-line'));
    expect(await visitor.getByTestId('contact-line').getAttribute('href')).toBe(link);
    await visitor.context().close();

    await staff.getByRole('tab', { name: 'แบนเนอร์' }).click();
    await visible(staff.getByTestId('list-banners').locator('img'));
    await screenshot(staff, 'admin-content-banners');
    await staff.getByRole('tab', { name: 'ช่องทางฝากเงิน' }).click();
    await visible(staff.getByText('QR พร้อมเพย์ (อัตโนมัติ)'));
    await screenshot(staff, 'admin-content-channels');
    await menu('จัดการเกม');
    await visible(staff.getByTestId('games-table').locator('tbody tr.ant-table-row').first());
    await screenshot(staff, 'admin-games');
    expect(errors).toEqual([]);
  });

  it('the deep-link builder gives a link that lands on the chosen LIFF screen (mock SDK)', async () => {
    await menu('สร้างลิงก์ LINE');
    await staff.getByTestId('deeplink-screen').click();
    await staff.locator('.ant-select-item-option', { hasText: 'ฝากเงิน' }).first().click();
    await staff.getByTestId('deeplink-build').click();
    await visible(staff.getByTestId('deeplink-qr'));
    await visible(staff.getByTestId('deeplink-preview'));
    const url = await staff.getByTestId('deeplink-url').inputValue();
    // liff.config.json has no LIFF ids in this build: the link is the site's own LIFF path.
    expect(new URL(url).pathname).toBe('/liff/deposit');
    await screenshot(staff, 'admin-deeplinks');

    const phone = await (await newContext(browser(), server().baseURL, 'phone')).newPage();
    await phone.goto(url);
    // The mock LINE user is new on this database: the LIFF app asks it to register first, then goes on.
    await submitRegistration(phone, newMember(), { keepName: true });
    await visible(phone.getByTestId('deposit-page'));
    expect(pathOf(phone)).toBe('/liff/deposit');
    // What LINE itself opens for https://liff.line.me/{liffId}/deposit: the endpoint with liff.state.
    await phone.goto('/liff?liff.state=%2Fdeposit');
    await waitForPath(phone, '/liff/deposit');
    await visible(phone.getByTestId('deposit-page'));
    await phone.context().close();
  });

  it('a staff credit with a reason shows in the member statement', async () => {
    const page = await (await newContext(browser(), server().baseURL, 'phone')).newPage();
    const member = newMember();
    await page.goto('/register');
    await submitRegistration(page, member);
    await waitForPath(page, '/member');

    await menu('สมาชิก');
    await staff.getByTestId('member-search').fill(member.phone);
    await staff.getByTestId('member-search').press('Enter');
    await staff.getByTestId('member-results').getByText(member.phone).click();
    await visible(staff.getByTestId('member-profile').getByText(member.phone, { exact: false }));
    await screenshot(staff, 'admin-member');
    await staff.getByRole('tab', { name: 'เพิ่ม/ลดเงิน' }).click();
    await staff.getByTestId('adjust-amount').fill('123.45');
    // The internal note stays with staff; the member reads the neutral line and the text meant for them.
    await staff.getByTestId('adjust-reason').fill('บันทึกภายใน ลูกค้าโทรแจ้ง');
    await staff.getByTestId('adjust-member-text').fill('ชดเชยระบบขัดข้อง E2E');
    await staff.getByTestId('adjust-submit').click();
    // Nothing moves before the confirmation that shows member, wallet and amount.
    await visible(staff.getByTestId('adjust-summary').getByText('123.45 บาท'));
    await staff.getByTestId('adjust-confirm').click();
    await visible(staff.getByText('บันทึกแล้ว ยอดคงเหลือ 123.45 บาท'));
    await visible(staff.getByTestId('wallet-1').getByText('123.45'));
    await staff.getByRole('tab', { name: 'รายการเดินบัญชี' }).click();
    await visible(staff.getByTestId('member-statement').getByText('ชดเชยระบบขัดข้อง E2E', { exact: false }));
    await screenshot(staff, 'admin-member-statement');
    // What the member was told, and that they have not read it yet.
    await staff.getByRole('tab', { name: 'ข้อความ', exact: true }).click();
    const told = staff.getByTestId('member-inbox').getByRole('row', { name: /แอดมินเพิ่มเงินให้/ });
    await visible(told.getByText('ยังไม่อ่าน'));
    await menu('สมาชิก');
    await visible(staff.getByTestId('member-search'));
    await screenshot(staff, 'admin-members');

    await page.goto('/member/statement');
    await closeNotificationsIfOpen(page);
    await visible(page.getByText('ชดเชยระบบขัดข้อง E2E', { exact: false }));
    expect(await page.getByText('บันทึกภายใน', { exact: false }).count()).toBe(0);
    await screenshot(page, 'phone-statement-staff-credit');
    // The bell counts the message; the inbox shows it and reading it clears the count.
    await visible(page.getByTestId('inbox-unread').filter({ hasText: /^1$/ }));
    await page.getByTestId('inbox-bell').click();
    await waitForPath(page, '/member/inbox');
    await visible(page.getByTestId('inbox-item').filter({ hasText: 'ชดเชยระบบขัดข้อง E2E' }));
    await hidden(page.getByTestId('inbox-unread'));
    await screenshot(page, 'phone-inbox');
    await page.context().close();
  });
});
