import type { Page } from 'playwright-core';
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
import { depositThroughSandbox, expectTotal, spinOnce, tokenOf } from './helpers/money';
import { ownServerAndBrowser } from './helpers/harness';

// Its own server: money comes in through the sandbox provider, and the demo rewards are seeded at its start.
const { server, browser } = ownServerAndBrowser('rewards');

const open = async (page: Page, path: string) => {
  await page.goto(path);
  await closeNotificationsIfOpen(page);
};

const bahtOf = (text: string) => Number(text.replace(/[^\d.]/g, ''));

describe('rewards in the browser (issue 13)', () => {
  it(
    'claims a first-deposit promotion, plays, sees the turnover, is refused a withdrawal, then spins the wheel',
    async () => {
      const context = await newContext(browser(), server().baseURL, 'phone');
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      try {
        await page.goto('/register');
        await submitRegistration(page, newMember());
        await waitForPath(page, '/member');
        await closeNotificationsIfOpen(page);
        const token = await tokenOf(page);
        await depositThroughSandbox(server(), token, 1000);
        await expectTotal(page, 100_000);

        // The promotion: terms first, the deposit it applies to, then the bonus (50% of 1,000, at most 500).
        await open(page, '/promotions');
        const card = page.locator('article, .promo-card', { hasText: 'โบนัสฝากแรก' }).first();
        await visible(card);
        await card.getByRole('button', { name: 'รับโปรโมชั่น' }).click();
        const sheet = page.getByRole('dialog', { name: 'เงื่อนไขโปรโมชั่น' });
        await visible(sheet.getByText('1,000.00 บาท'));
        await sheet.getByText('ฉันอ่านและยอมรับเงื่อนไขแล้ว').click();
        await sheet.getByRole('button', { name: 'รับโปรโมชั่น' }).click();
        await visible(page.getByText('รับโบนัส 500.00 บาทเรียบร้อย'));
        await expectTotal(page, 150_000);

        // Play a few spins of the slot from the main wallet: stakes count toward the 7,500 baht of turnover.
        await open(page, '/slot');
        await page
          .locator('.game-card', { hasText: 'สล็อตพญานาคทอง' })
          .first()
          .getByRole('button', { name: 'เข้าเล่น' })
          .click();
        const frame = page.frameLocator('iframe.game-frame__iframe');
        let staked = 0;
        for (let i = 0; i < 3; i += 1) staked += (await spinOnce(frame)).bet;
        await page.getByRole('button', { name: 'ปิดเกม' }).click();

        await open(page, '/member/promotions');
        const progress = page.getByText(/ทำเทิร์นแล้ว .* \/ 7,500\.00 บาท/);
        await visible(progress);
        expect(bahtOf((await progress.textContent())!.split('/')[0]!)).toBe(staked / 100);
        const owed = 7500 - staked / 100;
        await visible(
          page.getByText(`ต้องเล่นอีก ${owed.toLocaleString('th-TH', { minimumFractionDigits: 2 })} บาท`),
        );
        await screenshot(page, 'rewards-member-promotions');

        // The withdrawal is refused with the amount still owed, before any money is held.
        await open(page, '/member/withdraw');
        const blocked = page.getByTestId('withdraw-blocked');
        await visible(blocked);
        expect(await blocked.textContent()).toContain('ยังทำยอดเทิร์นโอเวอร์ของโบนัสไม่ครบ');
        expect(bahtOf((await blocked.textContent())!.split('อีก')[1]!.split('บาท')[0]!)).toBe(owed);

        // The deposit quest of the day (300 baht deposited) gives 200 points; a wheel spin costs 10.
        await open(page, '/member/creditfree');
        const quest = page.getByTestId('quest-card').filter({ hasText: 'ฝากเงินวันนี้ 300 บาท' });
        await quest.getByRole('button', { name: 'รับรางวัล' }).click();
        await visible(quest.getByText('รับรางวัลแล้ว'));

        await open(page, '/member/wheel');
        await visible(page.getByTestId('wheel-points').getByText('200'));
        await page.getByRole('button', { name: 'หมุนเลย' }).click();
        await visible(page.getByTestId('wheel-prize'));
        await screenshot(page, 'rewards-wheel-prize');
        expect(await page.getByTestId('wheel-odds-row').count()).toBe(6);

        await page.getByRole('button', { name: 'ตกลง' }).click();
        const freeSpins = Number(
          (await page.getByTestId('wheel-free-spins').textContent())!.replace(/\D/g, ''),
        );

        // The points shop: a wheel spin for 100 points, confirmed with what it costs and what is left.
        await open(page, '/redeem');
        const item = page.getByRole('article', { name: 'สิทธิ์หมุนกงล้อ 1 ครั้ง' });
        await item.getByRole('button', { name: 'แลก' }).click();
        const confirm = page.getByRole('dialog', { name: 'ยืนยันการแลก' });
        await visible(confirm.getByText('ใช้คะแนน'));
        await confirm.getByRole('button', { name: 'ยืนยันแลก' }).click();
        await visible(page.getByText('แลกของรางวัลสำเร็จ'));
        await visible(page.getByText(/x1 · ใช้ 100 คะแนน/));
        await screenshot(page, 'rewards-points-shop');
        await open(page, '/member/wheel');
        await visible(
          page.getByTestId('wheel-free-spins').filter({ hasText: new RegExp(`^${freeSpins + 1}\\s`) }),
        );
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    4 * WAIT_MS,
  );
});
