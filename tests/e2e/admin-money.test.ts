import { describe, expect, it } from 'vitest';
import { collectPageErrors, newContext, screenshot } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  newMember,
  submitRegistration,
  visible,
  waitForPath,
  WAIT_MS,
} from './helpers/flows';
import { depositThroughSandbox, tokenOf } from './helpers/money';
import { ownServerAndBrowser } from './helpers/harness';
import { createOwnerAndLogIn, staffContext } from './helpers/staff-login';

// Its own server: the owner is created with the operator command on this server's database.
const { server, browser } = ownServerAndBrowser('admin-money');

describe('the back office approves a withdrawal', () => {
  it('member asks, staff logs in with two-factor and approves in the queue, member sees it approved', async () => {
    const memberContext = await newContext(browser(), server().baseURL, 'phone');
    const staffPage = await (await staffContext(browser(), server().baseURL)).newPage();
    const staffErrors = collectPageErrors(staffPage);
    const page = await memberContext.newPage();
    const member = newMember();
    try {
      await page.goto('/register');
      await submitRegistration(page, member);
      await waitForPath(page, '/member');
      await closeNotificationsIfOpen(page);
      await depositThroughSandbox(server(), await tokenOf(page), 800);

      // The staff member logs in first: the owner is created while no member is mid-request (PGlite restarts).
      await createOwnerAndLogIn(server(), staffPage, 'e2e-owner');
      await staffPage.goto('/admin');
      await visible(staffPage.getByTestId('dashboard-page'));
      await visible(staffPage.getByTestId('dashboard-queues').getByText('รวม 0.00 บาท'));
      await staffPage.evaluate(() => Object.assign(window, { e2eNoReload: true }));

      await page.goto('/member/withdraw');
      const withdraw = page.getByTestId('withdraw-page');
      await visible(withdraw.locator('.payment-balance__value', { hasText: '800.00' }));
      await withdraw.locator('#payment-amount').fill('250');
      await withdraw.getByRole('button', { name: 'ยืนยันการถอน' }).click();
      // Nothing is held before the member confirms the amount in the dialog.
      await page.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
      await visible(page.getByText('ส่งคำขอถอนเงินแล้ว รอแอดมินตรวจสอบ'));

      // The open dashboard counts it in the queue on its own (it polls), with no reload.
      await visible(staffPage.getByTestId('dashboard-queues').getByText('รวม 250.00 บาท'));
      expect(
        await staffPage.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload),
      ).toBe(true);
      await screenshot(staffPage, 'admin-dashboard');

      await staffPage.getByTestId('side-menu').getByText('รายการถอน').click();
      const card = staffPage.getByTestId('withdrawal-card').filter({ hasText: member.phone });
      await visible(card);
      await visible(card.getByText('ถอนครั้งแรก'));
      await visible(card.getByText('ฝากแล้วถอนโดยไม่เล่น'));
      await visible(card.getByText('ไม่มีเงื่อนไขเทิร์น'));
      await visible(card.getByText(member.bankAccount, { exact: false }));
      await screenshot(staffPage, 'admin-withdrawals');
      // The account number copies with one tap (staff paste it in their bank app).
      await visible(card.getByRole('button', { name: 'คัดลอกเลขบัญชี' }));
      await card.getByTestId('approve-button').click();
      const dialog = staffPage.getByRole('dialog');
      // Staff see the note box before they press the button (a press before the form has mounted does nothing).
      await visible(dialog.getByTestId('reason-input'));
      await dialog.getByRole('button', { name: 'อนุมัติ (โอนแล้ว)' }).click();
      await visible(dialog.getByText('กรุณากรอกเหตุผลอย่างน้อย 3 ตัวอักษร'));
      await visible(dialog.getByText('กรุณาเลือกบัญชีที่ใช้โอน'));
      // The internal note (never shown to the member), the agent account it was paid from, the bank's reference.
      await dialog.getByTestId('reason-input').fill('โอนจาก KBANK ของเว็บ ตรวจสลิปแล้ว');
      await dialog.getByTestId('payout-account').click();
      await staffPage.locator('.ant-select-item-option').first().click();
      await dialog.getByTestId('bank-reference-input').fill('FT2611270001');
      await dialog.getByRole('button', { name: 'อนุมัติ (โอนแล้ว)' }).click();
      await visible(staffPage.getByText('อนุมัติรายการถอนแล้ว'));
      await card.waitFor({ state: 'detached', timeout: WAIT_MS });
      // The decided one is in the history: paid, who paid it from which account, the note staff keep.
      await staffPage.getByRole('tab', { name: 'ประวัติการถอน' }).click();
      const history = staffPage.getByTestId('withdrawal-history');
      await history.getByTestId('history-member').fill(member.phone);
      await history.getByTestId('history-search').click();
      const row = history.locator('tr', { hasText: member.phone });
      await visible(row.getByText('โอนแล้ว'));
      await visible(row.getByText('FT2611270001'));
      await visible(row.getByText('โอนจาก KBANK ของเว็บ ตรวจสลิปแล้ว'));
      await screenshot(staffPage, 'admin-withdrawal-history');
      await staffPage.getByRole('tab', { name: 'อนุมัติอัตโนมัติ' }).click();
      await visible(staffPage.getByTestId('auto-enabled'));
      expect(await staffPage.getByTestId('auto-enabled').getAttribute('aria-checked')).toBe('false');
      await screenshot(staffPage, 'admin-withdrawal-auto');

      await page.goto('/member/withdraw');
      const recent = page.getByRole('region', { name: 'รายการถอนล่าสุด' });
      await visible(recent.getByText('โอนแล้ว', { exact: true }));
      await visible(recent.getByText(/โอนแล้วเมื่อ \d{2}\/\d{2}\/25\d\d \d{2}:\d{2}/));
      expect(await recent.textContent()).not.toContain('KBANK ของเว็บ');
      await visible(page.locator('.payment-balance__value', { hasText: '550.00' }));
      await screenshot(page, 'admin-member-sees-approved');

      // Every money page opens and shows its data (screenshots to look at).
      const pages = [
        ['รายการโอนเข้า', 'transfers-page', '.ant-table', 'admin-transfers'],
        ['รายการฝาก', 'deposits-page', `text=${member.phone}`, 'admin-deposits'],
        ['รายงาน', 'reports-page', '[data-testid="report-days"]', 'admin-reports'],
        ['บัญชีแยกประเภท', 'ledger-page', '[data-testid="house-accounts"] .ant-table', 'admin-ledger'],
      ] as const;
      for (const [menu, testId, ready, shot] of pages) {
        await staffPage.getByTestId('side-menu').getByText(menu, { exact: true }).click();
        await visible(staffPage.getByTestId(testId).locator(ready));
        // The range picker shows Thai months and Buddhist-era years.
        if (testId === 'reports-page')
          expect(await staffPage.locator('.ant-picker-input input').first().inputValue()).toMatch(
            /^1 [ก-๙.]+ 25\d\d$/,
          );
        if (testId === 'ledger-page') {
          await visible(staffPage.getByPlaceholder('วันเริ่มต้น'));
          await staffPage.getByTestId('reconcile-run').click();
          await visible(staffPage.getByText(/บัญชีถูกต้องทุกเงื่อนไข/));
        }
        await screenshot(staffPage, shot);
      }
      expect(staffErrors.filter((error) => !/favicon/.test(error))).toEqual([]);
    } finally {
      await memberContext.close();
    }
  });
});
