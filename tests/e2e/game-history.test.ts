import type { Page } from 'playwright-core';
import { reactOwnsRoot } from './helpers/first-screen';
import { describe, expect, inject, it } from 'vitest';
import { verifyFieldText } from '@games/fair/verify-input';
import { collectPageErrors, newContext, screenshot, sharedBrowser } from './helpers/browser';
import { visible } from './helpers/flows';
import { satangIn, satangOf, spinOnce } from './helpers/money';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

const SLOT = 'สล็อตพญานาคทอง';
const gameFrame = (page: Page) => page.frameLocator('iframe.game-frame__iframe');

describe("a member's game history and the verify page", () => {
  it('shows a slot spin in the history, and its verify page draws the same symbols and says they match', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      // A guest's demo slot in the game sheet, as a member opens it: the history and verify pages live in its frame.
      await page.goto('/slot');
      // The lobby is rendered on the server: a tap before its scripts run is lost.
      await reactOwnsRoot(page);
      const card = page.locator('.game-card', { hasText: SLOT }).first();
      await card.getByRole('button', { name: 'ทดลองเล่น' }).click();
      const frame = gameFrame(page);
      await visible(frame.locator('button.spin'));
      const spin = await spinOnce(frame);
      const seen = await frame.locator('.reels .cell').allTextContents();
      expect(seen).toHaveLength(15);
      expect(seen).not.toContain('❔');

      await frame.getByRole('button', { name: 'ประวัติการเล่น' }).click();
      const rows = frame.locator('.history-table tbody tr');
      await visible(rows);
      expect(await rows.count()).toBe(1);
      const cells = await rows.first().locator('td').allTextContents();
      expect(cells[0]).toMatch(/^\d{2}\/\d{2}\/25\d{2} \d{2}:\d{2}:\d{2}/); // Buddhist era
      expect(satangOf(cells[1]!)).toBe(spin.bet);
      expect(satangOf(cells[2]!)).toBe(spin.win);
      await screenshot(page, 'game-history-slot');

      await rows.first().getByRole('link', { name: 'ตรวจสอบ' }).click();
      const played = frame.locator('.round-card .reels .cell');
      await visible(played);
      expect(await played.allTextContents()).toEqual(seen);
      // The seed of this round is still in use: the page says so and offers to reveal it.
      await visible(frame.getByText('ยังไม่เปิดเผย', { exact: false }));
      await frame.getByRole('button', { name: 'เปลี่ยนค่าสุ่มของระบบเพื่อเปิดเผยค่าเดิม' }).click();

      await visible(frame.locator('.verdict-ok', { hasText: 'ผลที่คำนวณใหม่ตรงกันกับผลที่เล่นจริง' }));
      await visible(frame.locator('.verdict-ok', { hasText: 'ค่าแฮช' }));
      expect(await frame.locator('.verdict-bad').count()).toBe(0);
      const recomputed = frame.locator('section[aria-live] .reels').first().locator('.cell');
      expect(await recomputed.allTextContents()).toEqual(seen);
      expect(await frame.locator('#field-server_seed').inputValue()).toMatch(/^[0-9a-f]{64}$/);
      // The numbers stay one tap away.
      const numbers = frame.locator('details.numbers');
      expect(await numbers.locator('pre').isVisible()).toBe(false);
      await numbers.locator('summary').click();
      await visible(numbers.locator('pre'));
      await screenshot(page, 'game-history-verified');

      // Back in the game: the same demo session, its balance as the spin left it.
      await frame.getByRole('link', { name: /กลับไปที่เกม/ }).click();
      await visible(frame.locator('button.spin'));
      await expect.poll(() => satangIn(frame.locator('.gp-balance'))).toBe(spin.balance);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('says in Thai what to type in each field of an empty form, without sending it', async () => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/games/api/verify')) sent.push(request.url());
      });
      await page.goto('/games/verify/');
      await page.getByRole('button', { name: 'คำนวณผลใหม่' }).click();
      for (const name of ['server_seed', 'client_seed', 'nonce', 'bet'] as const) {
        const error = page.locator(`#error-${name}`);
        await visible(error);
        expect(await error.textContent()).toBe(verifyFieldText[name]);
        expect(await page.locator(`#field-${name}`).getAttribute('aria-invalid')).toBe('true');
      }
      expect(
        await page.locator('#field-server_seed').evaluate((node) => node === document.activeElement),
      ).toBe(true);
      await screenshot(page, 'verify-empty-submit');

      // Fixing a field clears its message on the next try; the others stay.
      await page.locator('#field-nonce').fill('3');
      await page.getByRole('button', { name: 'คำนวณผลใหม่' }).click();
      await expect.poll(() => page.locator('#error-nonce').isVisible()).toBe(false);
      await visible(page.locator('#error-server_seed'));
      expect(sent).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
