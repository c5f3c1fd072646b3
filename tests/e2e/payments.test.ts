import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, newContext, screenshot } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  hidden,
  newMember,
  submitRegistration,
  visible,
  waitForPath,
  WAIT_MS,
} from './helpers/flows';
import { depositThroughSandbox, satangIn } from './helpers/money';
import { ownServerAndBrowser } from './helpers/harness';

// Its own server: the withdrawal is approved with the operator command, on this server's database.
const { server, browser } = ownServerAndBrowser('payments');

/** A mark on the window that a reload would wipe: the screen changed on its own, not by loading again. */
const markWindow = (page: Page) => page.evaluate(() => Object.assign(window, { e2eNoReload: true }));
const windowKept = (page: Page) =>
  page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload === true);

/** The pending withdrawal of one phone in `npm run payment:withdrawal -- list` (a console.table). */
const withdrawalIdOf = (listing: string, phone: string) => {
  const row = listing.split('\n').find((line) => line.includes(phone));
  const id = row?.split('│').map((cell) => cell.trim())[2];
  if (!id || !/^\d+$/.test(id)) throw new Error(`no pending withdrawal of ${phone} in:\n${listing}`);
  return id;
};

/** The member's session token as the app keeps it (zustand's persisted `user`). */
const tokenOf = (page: Page) =>
  page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('user') ?? '{}') as {
      state?: { authUser?: { access_token?: string } };
    };
    const token = saved.state?.authUser?.access_token;
    if (!token) throw new Error('no member session in this page');
    return token;
  });

const statementLine = (page: Page, type: 'ฝาก' | 'ถอน') =>
  page
    .getByTestId('statement-line')
    .filter({ has: page.locator('.statement-item__meta', { hasText: new RegExp(`^${type} ·`) }) });

describe('deposit and withdraw', () => {
  it('deposits by QR, sees the money arrive, withdraws, and the statement shows both once approved', async () => {
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    const member = newMember();
    try {
      await page.goto('/register');
      await submitRegistration(page, member);
      await waitForPath(page, '/member');
      await closeNotificationsIfOpen(page);
      await visible(page.getByTestId('member-total').filter({ hasText: '0.00' }));

      // Deposit: the QR channel is chosen first; a quick pick fills the amount.
      await page.goto('/member/deposit');
      await visible(page.getByTestId('deposit-page'));
      await visible(page.getByRole('radio', { name: /QR พร้อมเพย์/, checked: true }));
      await page.locator('.payment-chip', { hasText: /^500$/ }).click();
      expect(await page.locator('#payment-amount').inputValue()).toBe('500');
      await screenshot(page, 'payments-deposit-form');
      await page.getByRole('button', { name: 'สร้าง QR Code' }).click();

      await waitForPath(page, '/member/payment');
      const payment = page.getByTestId('payment-page');
      await visible(payment.locator('.payment-qr img[src^="data:image/png"]'));
      expect(await payment.getAttribute('data-status')).toBe('pending');
      expect(await satangIn(payment.locator('.payment-order__amount'))).toBe(50_000);
      await visible(payment.getByText('กำลังรอการชำระเงิน ระบบจะตรวจสอบให้อัตโนมัติ'));
      await screenshot(page, 'payments-qr');
      const orderId = new URL(page.url()).searchParams.get('order');
      expect(orderId).toMatch(/\S/);
      await markWindow(page);

      // The payer's side: the sandbox provider's confirmation page, in another tab, marks the order paid.
      const bank = await context.newPage();
      const tester = encodeURIComponent(server().sandboxToken);
      await bank.goto(`/api/payment/sandbox/pay/${encodeURIComponent(orderId!)}?token=${tester}`);
      await bank.getByRole('button', { name: 'paid' }).click();
      await visible(bank.getByText(/ส่งการแจ้งเตือน .* ถึงระบบแล้ว/));
      await bank.close();

      // The waiting screen polls: success shows, with no reload, and the balance went up.
      await page.locator('[data-testid="payment-page"][data-status="paid"]').waitFor({ timeout: WAIT_MS });
      await visible(payment.getByText('ฝากเงินสำเร็จ'));
      await visible(payment.getByText('เงิน 500.00 บาท เข้ากระเป๋าหลักเรียบร้อยแล้ว'));
      await screenshot(page, 'payments-paid');
      await page.locator('.compact-header__home').click();
      await waitForPath(page, '/');
      await visible(page.getByTestId('member-total').filter({ hasText: '500.00' }));
      expect(await windowKept(page)).toBe(true);
      await screenshot(page, 'payments-balance-after-deposit');

      // Withdraw 200 to the registered account: the amount is held at once.
      await page.goto('/member/withdraw');
      const withdraw = page.getByTestId('withdraw-page');
      await visible(withdraw.locator('.payment-balance__value', { hasText: '500.00' }));
      await visible(withdraw.getByRole('radio', { name: new RegExp(member.bankAccount.slice(-4)) }));
      await withdraw.locator('#payment-amount').fill('200');
      await withdraw.getByRole('button', { name: 'ยืนยันการถอน' }).click();
      // Nothing is held before the member confirms the amount in the dialog.
      await page.getByRole('button', { name: 'ยืนยันถอนเงิน' }).click();
      await visible(page.getByText('ส่งคำขอถอนเงินแล้ว รอแอดมินตรวจสอบ'));
      const pending = withdraw.getByRole('region', { name: 'รายการถอนที่รอดำเนินการ' });
      await visible(pending.getByText('รอดำเนินการ'));
      await visible(pending.getByText('200.00'));
      await visible(withdraw.locator('.payment-balance__value', { hasText: '300.00' }));
      await hidden(page.locator('.adm-toast-main'));
      await screenshot(page, 'payments-withdraw-pending');

      await page.goto('/member/statement');
      await visible(statementLine(page, 'ถอน').filter({ hasText: 'รอดำเนินการ' }));
      await visible(statementLine(page, 'ฝาก').filter({ hasText: 'สำเร็จ' }));
      await screenshot(page, 'payments-statement-pending');
      const errorsBeforeOperator = errors.filter((error) => !/favicon/.test(error));
      expect(errorsBeforeOperator).toEqual([]);

      // The operator pays it out and approves it, while the member looks at the statement: it says so by itself.
      await markWindow(page);
      const listing = await server().operator('payment-withdrawal', ['list']);
      const id = withdrawalIdOf(listing, member.phone);
      expect(await server().operator('payment-withdrawal', ['approve', id])).toMatch(
        new RegExp(`withdrawal ${id}: approved`),
      );
      await visible(statementLine(page, 'ถอน').filter({ hasText: 'สำเร็จ' }));
      expect(await windowKept(page)).toBe(true);

      await page.goto('/member/statement');
      const deposit = statementLine(page, 'ฝาก');
      const withdrawal = statementLine(page, 'ถอน');
      await visible(withdrawal.filter({ hasText: 'สำเร็จ' }));
      await visible(deposit.filter({ hasText: 'สำเร็จ' }));
      expect(await deposit.count()).toBe(1);
      expect(await withdrawal.count()).toBe(1);
      expect(await satangIn(deposit.locator('.statement-item__amount'))).toBe(50_000);
      expect(await satangIn(withdrawal.locator('.statement-item__amount'))).toBe(-20_000);
      await screenshot(page, 'payments-statement-approved');

      await page.goto('/member/withdraw');
      const recent = page.getByRole('region', { name: 'รายการถอนล่าสุด' });
      // Paid out: "โอนแล้ว" with the time (issue 28), no staff text.
      await visible(recent.getByText('โอนแล้ว', { exact: true }));
      await visible(page.locator('.payment-balance__value', { hasText: '300.00' }));

      // With the home open, an order paid on another phone shows in the balance by itself (no tap, no reload).
      await page.goto('/');
      await visible(page.getByTestId('member-total').filter({ hasText: '300.00' }));
      await markWindow(page);
      await depositThroughSandbox(server(), await tokenOf(page), 100);
      const credited = Date.now();
      await visible(page.getByTestId('member-total').filter({ hasText: '400.00' }));
      // Reported, not asserted (a loaded machine is slower): the issue asks for 2 s.
      console.info(`live balance: shown ${Date.now() - credited} ms after the credit was committed`);
      expect(await windowKept(page)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it("inside LINE, the home's wallets follow a deposit paid on another phone", async () => {
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    try {
      // This server's database is its own: the mock LINE user is new here and registers.
      await page.goto('/liff');
      await submitRegistration(page, newMember(), { keepName: true });
      const total = page.getByTestId('wallet-summary').locator('.wallet-summary__total');
      await visible(total.filter({ hasText: '0.00' }));
      await markWindow(page);
      await depositThroughSandbox(server(), await tokenOf(page), 250);
      await visible(total.filter({ hasText: '250.00' }));
      expect(await windowKept(page)).toBe(true);
      await screenshot(page, 'payments-liff-live-balance');
    } finally {
      await context.close();
    }
  });
});
