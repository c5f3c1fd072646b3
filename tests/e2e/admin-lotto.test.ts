import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, screenshot } from './helpers/browser';
import { hidden, visible } from './helpers/flows';
import { ownServerAndBrowser } from './helpers/harness';
import { createOwnerAndLogIn, staffContext } from './helpers/staff-login';

const { server, browser } = ownServerAndBrowser('admin-lotto');
let staff: Page;

beforeAll(async () => {
  staff = await (await staffContext(browser(), server().baseURL)).newPage();
  await createOwnerAndLogIn(server(), staff, 'e2e-lotto-owner');
});

describe('the lotto desk in the back office', () => {
  it('shows open rounds, closes a number of a round, edits a rate, shows the draw calendar and searches bills', async () => {
    const errors = collectPageErrors(staff);
    await staff.getByTestId('side-menu').getByText('หวย', { exact: true }).click();
    await visible(staff.getByTestId('lotto-page'));
    const rounds = staff.getByTestId('lotto-rounds');
    await visible(rounds.getByText('หวยรัฐบาลไทย'));
    await screenshot(staff, 'admin-lotto-rounds');

    // A round of the government market: its (empty) board, then a closed number.
    await rounds.locator('tr', { hasText: 'หวยรัฐบาลไทย' }).first().click();
    await visible(staff.getByTestId('exposure-board'));
    await staff.getByRole('tab', { name: 'เลขอั้น' }).click();
    await staff.getByPlaceholder('เลข', { exact: true }).fill('999');
    await staff.getByRole('button', { name: 'ตั้งเลขอั้น' }).click();
    await visible(staff.getByTestId('restricted-list').getByText('999'));
    await screenshot(staff, 'admin-lotto-restricted');
    await staff.keyboard.press('Escape');

    // Rates: the government's two-top rate, saved for the next bills.
    await staff.getByRole('tab', { name: 'ตลาดและอัตราจ่าย' }).click();
    await staff
      .getByTestId('lotto-markets')
      .locator('tr', { hasText: 'หวยรัฐบาลไทย' })
      .getByTestId('edit-rates')
      .click();
    const table = staff.getByTestId('bet-types-table');
    await visible(table);
    await screenshot(staff, 'admin-lotto-rates');
    const twoTopRate = table.locator('tr', { hasText: '2 ตัวบน' }).locator('input').nth(0);
    await twoTopRate.fill('92');
    await staff.getByRole('button', { name: 'บันทึก', exact: true }).click();
    // Saved: the dialog closes (a refusal keeps it open with the server's reason).
    await hidden(table);

    // The draw calendar: the seeded government dates, then one added.
    await staff.getByRole('tab', { name: 'ปฏิทินวันออกผล' }).click();
    await visible(staff.getByTestId('draw-dates').getByText('เปิดรับแทง'));
    await screenshot(staff, 'admin-lotto-calendar');

    await staff.getByRole('tab', { name: 'ค้นหาโพย' }).click();
    await visible(staff.getByTestId('lotto-bills'));
    await staff.getByRole('button', { name: 'ค้นหา' }).click();
    await visible(staff.getByTestId('lotto-bills').getByText('ไม่มีข้อมูล'));
    expect(errors).toEqual([]);
  });
});
