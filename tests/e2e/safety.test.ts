import { resolve } from 'node:path';
import type { Page } from 'playwright-core';
import { reactOwnsRoot } from './helpers/first-screen';
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
import { contrastOf, coveredControls } from './helpers/layout-checks';
import { depositThroughSandbox, expectTotal, tokenOf } from './helpers/money';
import { ownServerAndBrowser } from './helpers/harness';

// Its own server: money comes in through the sandbox provider, and the LIFF mock user is new to it.
const { server, browser } = ownServerAndBrowser('safety');

const shots = resolve(import.meta.dirname, '../../.tmp/screenshots');
/** The whole page, not only the screen, so a review sees every card. */
const fullShot = (page: Page, name: string) =>
  page.screenshot({ path: resolve(shots, `${name}.png`), fullPage: true, animations: 'disabled' });

/**
 * antd's popups fade in by script (react-spring on the element inside `.adm-center-popup-wrap`), which
 * `animations: 'disabled'` does not stop: wait until every shown one is opaque before a screenshot. Only the
 * picture depends on it, so a fade that never ends (the faked clock) leaves a translucent picture, not a failure.
 */
const settled = (page: Page) =>
  page
    .waitForFunction(
      () =>
        [...document.querySelectorAll<HTMLElement>('.adm-center-popup-wrap > div')]
          .filter((inner) => inner.offsetParent !== null)
          .every((inner) => getComputedStyle(inner).opacity === '1'),
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => undefined);

const SLOT = 'สล็อตพญานาคทอง';
const reminder = (page: Page) => page.getByRole('dialog', { name: 'เตือนเวลาเล่น' });

describe('player protection in the browser (issue 15)', () => {
  it(
    'sets a 30-minute reality check and a daily deposit limit, sees the reminder in the game sheet, and is refused a deposit over the limit',
    async () => {
      const context = await newContext(browser(), server().baseURL, 'phone');
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      // The page's clock is Playwright's from the first document on: the reminder's 30 minutes pass in a jump.
      await page.clock.install();
      try {
        await page.goto('/register');
        await submitRegistration(page, newMember());
        await waitForPath(page, '/member');
        await closeNotificationsIfOpen(page);
        await depositThroughSandbox(server(), await tokenOf(page), 100);
        await expectTotal(page, 10_000);

        // The safety screen, from the member menu.
        await page.getByTestId('menu-button').click();
        await page.getByTestId('menu-dialog').getByRole('button', { name: 'ควบคุมการเล่น' }).click();
        await waitForPath(page, '/member/safety');
        const reality = page.getByTestId('safety-reality-check');
        await visible(reality);
        await reality.getByRole('option', { name: '30 นาที' }).click();
        await visible(reality.getByText(/^เตือนครั้งถัดไปประมาณ /));

        const day = page.getByRole('article', { name: 'วงเงินฝากรายวัน' });
        await day.getByRole('button', { name: 'ตั้ง / เปลี่ยน วงเงินฝากรายวัน' }).click();
        await day.locator('input').fill('500');
        await visible(day.locator('.safety-form__rule--on', { hasText: 'มีผลทันที' }));
        await screenshot(page, 'safety-web-limit-form');
        await day.getByRole('button', { name: 'บันทึก' }).click();
        await visible(day.locator('.safety-limit__value', { hasText: '500.00 บาท' }));
        await visible(day.getByText('ใช้ไปแล้ว 100.00 บาท จาก 500.00 บาท'));
        await page.evaluate(() => window.scrollTo(0, 0));
        await fullShot(page, 'safety-web-screen');
        expect.soft((await coveredControls(page)).covered).toEqual([]);
        expect.soft(await contrastOf(page, '.safety-page')).toEqual([]);

        // The confirmation of a time-out says it cannot be undone; cancelled here.
        await page.getByRole('button', { name: 'พักการเล่น 24 ชั่วโมง' }).click();
        const confirm = page.getByRole('dialog', { name: 'พักการเล่น 24 ชั่วโมง' });
        await visible(confirm.getByText(/ไม่สามารถยกเลิกหรือย่นระยะเวลาได้/));
        await settled(page);
        await screenshot(page, 'safety-web-timeout-confirm');
        expect.soft(await contrastOf(page, '.adm-center-popup-body')).toEqual([]);
        await confirm.getByRole('button', { name: 'ยกเลิก' }).click();
        await hidden(confirm);

        // A real slot in the game sheet; 31 minutes later the reminder is over it.
        await page.goto('/slot');
        // The lobby is rendered on the server: a tap before its scripts run is lost.
        await reactOwnsRoot(page);
        // The reminder asks for the status when the game opens; its wait starts from that answer.
        const statusAsked = page.waitForResponse((answer) => answer.url().endsWith('/api/member/safety'), {
          timeout: WAIT_MS,
        });
        await page
          .locator('.game-card', { hasText: SLOT })
          .first()
          .getByRole('button', { name: 'เข้าเล่น' })
          .click();
        await visible(page.locator('iframe.game-frame__iframe'));
        await statusAsked;
        expect(await reminder(page).count()).toBe(0);
        await page.clock.fastForward('31:00');
        await visible(reminder(page));
        await visible(reminder(page).getByTestId('reality-check-net').filter({ hasText: 'เท่าทุน 0.00 บาท' }));
        expect(await reminder(page).getByTestId('reality-check-played').textContent()).toMatch(/^\d+ นาที$/);
        await settled(page);
        await screenshot(page, 'safety-web-reminder');
        expect.soft(await contrastOf(page, '.safety-reminder')).toEqual([]);

        // "Continue" keeps the game; the next reminder comes an interval later, and "stop" leaves the game.
        await reminder(page).getByRole('button', { name: 'เล่นต่อ' }).click();
        await hidden(reminder(page));
        await visible(page.locator('iframe.game-frame__iframe'));
        await page.clock.fastForward('31:00');
        await visible(reminder(page));
        await reminder(page).getByRole('button', { name: 'หยุดเล่น' }).click();
        await waitForPath(page, '/member/safety');
        expect(await page.locator('iframe.game-frame__iframe').count()).toBe(0);

        // A deposit over the daily limit is refused with what is still allowed (500 - 100 deposited today).
        await page.goto('/member/deposit');
        await visible(page.getByTestId('deposit-page'));
        await page.locator('#payment-amount').fill('600');
        await page.getByRole('button', { name: 'สร้าง QR Code' }).click();
        const refusal = page.locator('.payment-error');
        await visible(refusal);
        expect(await refusal.textContent()).toMatch(/ฝากได้อีก [\d,.]+ บาท/);
        expect.soft(await refusal.textContent()).toContain('ฝากได้อีก 400.00 บาท');
        await screenshot(page, 'safety-web-deposit-refused');

        // The page on playing safely, linked from the footer with the 20+ mark.
        await page.goto('/member');
        await visible(page.getByTestId('footer-note').getByText('20+'));
        await page.getByTestId('footer-safety').click();
        await waitForPath(page, '/safety');
        await visible(page.getByTestId('safety-help-contact'));
        await visible(page.getByRole('link', { name: 'ไปหน้าตรวจสอบผลย้อนหลัง' }));
        await fullShot(page, 'safety-web-help');
        expect.soft((await coveredControls(page)).covered).toEqual([]);
        await screenshot(page, 'safety-web-help-end');
        expect.soft(await contrastOf(page, '.safety-page')).toEqual([]);

        await page.goto('/member/profile');
        await visible(page.getByTestId('profile-safety'));
        await page.getByTestId('profile-safety').scrollIntoViewIfNeeded();
        await screenshot(page, 'safety-web-profile');
        expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
      } finally {
        await context.close();
      }
    },
    5 * WAIT_MS,
  );

  it('opens the safety screen and the help page inside LIFF', async () => {
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      // The mock LINE user is new to this server: it registers first, as in LINE.
      await page.goto('/liff');
      const registration = page.getByTestId('liff-register');
      const home = page.getByTestId('member-home');
      await visible(registration.or(home));
      if (await registration.isVisible()) {
        await submitRegistration(page, newMember(), { keepName: true });
        await visible(home);
      }

      await page.goto('/liff/profile');
      await page.getByTestId('profile-safety').scrollIntoViewIfNeeded();
      await screenshot(page, 'safety-liff-profile');
      await page
        .getByTestId('profile-safety')
        .getByRole('link', { name: /ควบคุมการเล่น/ })
        .click();
      await waitForPath(page, '/liff/safety');
      await visible(page.getByRole('article', { name: 'วงเงินฝากรายวัน' }));
      await visible(page.getByTestId('liff-balance'));
      await fullShot(page, 'safety-liff-screen');
      expect.soft(await contrastOf(page, '.safety-page')).toEqual([]);

      await page.goto('/liff/safety-help');
      await visible(page.getByTestId('safety-help-contact'));
      await fullShot(page, 'safety-liff-help');
      expect(errors.filter((error) => !/favicon/.test(error))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
