import type { Page } from 'playwright-core';
import { reactOwnsRoot } from './helpers/first-screen';
import { describe, expect, it } from 'vitest';
import { collectPageErrors, newContext, screenshot } from './helpers/browser';
import {
  closeNotificationsIfOpen,
  hidden,
  newMember,
  pathOf,
  submitRegistration,
  visible,
  waitForPath,
  type TestMember,
} from './helpers/flows';
import {
  depositThroughSandbox,
  expectTotal,
  satangIn,
  satangOf,
  spinOnce,
  tokenOf,
  type SpinResult,
} from './helpers/money';
import { ownServerAndBrowser } from './helpers/harness';

const SLOT = 'สล็อตพญานาคทอง';
// A player's few spins: enough to see wins and losses add up, few enough to stay quick.
const SPINS = 3;

// Its own server: the two-wallet test credits a promotion wallet with the operator command.
const { server, browser } = ownServerAndBrowser('games');

const gameFrame = (page: Page) => page.frameLocator('iframe.game-frame__iframe');

const slotCard = (page: Page) => page.locator('.game-card', { hasText: SLOT }).first();

const registerMember = async (page: Page): Promise<TestMember> => {
  const member = newMember();
  await page.goto('/register');
  await submitRegistration(page, member);
  await waitForPath(page, '/member');
  await visible(page.getByTestId('member-panel'));
  await closeNotificationsIfOpen(page);
  return member;
};

const closeSheet = async (page: Page) => {
  await page.getByRole('button', { name: 'ปิดเกม' }).click();
  await hidden(page.locator('iframe.game-frame__iframe'));
};

/**
 * The 1 s "entering the game" toast sits over the middle of the sheet, where the spin button is: a tap there
 * lands on the toast, for a member as for the test (Playwright checks what covers an element only inside the frame).
 */
const toastGone = (page: Page) => hidden(page.locator('.adm-toast-main'));

describe('games in the game sheet', () => {
  it('lets a guest play a demo slot with play money, no login', async () => {
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await page.goto('/slot');
      // The lobby is rendered on the server: a tap before its scripts run is lost.
      await reactOwnsRoot(page);
      await visible(slotCard(page));
      await slotCard(page).getByRole('button', { name: 'ทดลองเล่น' }).click();

      const frame = gameFrame(page);
      await visible(frame.locator('.gp-mode', { hasText: 'ทดลองเล่น' }));
      await visible(frame.locator('.gp-balance', { hasText: '฿' }));
      await visible(frame.locator('button.spin'));
      const before = await satangIn(frame.locator('.gp-balance'));
      await screenshot(page, 'games-demo-open');

      // A spin whose win equals its bet leaves the balance as it was; the next one will not.
      const spins: SpinResult[] = [];
      do spins.push(await spinOnce(frame));
      while (spins.at(-1)!.balance === before && spins.length < 5);
      const net = spins.reduce((sum, spin) => sum + spin.win - spin.bet, 0);
      expect(spins.at(-1)!.balance).toBe(before + net);
      expect(spins.at(-1)!.balance).not.toBe(before);
      await screenshot(page, 'games-demo-spun');

      expect(pathOf(page)).toBe('/slot');
      expect(await page.getByTestId('member-panel').count()).toBe(0);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('lets a member with money launch a real slot; the total changes by exactly the net of the spins', async () => {
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await registerMember(page);
      await depositThroughSandbox(server(), await tokenOf(page), 500);
      const before = 50_000;
      await expectTotal(page, before);

      await page.goto('/slot');
      // The lobby is rendered on the server: a tap before its scripts run is lost.
      await reactOwnsRoot(page);
      await slotCard(page).getByRole('button', { name: 'เข้าเล่น' }).click();
      // One wallet can play (the main one): it is chosen without asking, and the game opens on real money.
      const frame = gameFrame(page);
      await visible(frame.locator('.gp-balance', { hasText: '฿500.00' }));
      expect(await frame.locator('.gp-mode').textContent()).toBe('');
      expect(await page.getByText('กรุณาเลือกกระเป๋าเงิน').count()).toBe(0);
      await toastGone(page);

      const spins: SpinResult[] = [];
      for (let i = 0; i < SPINS; i += 1) spins.push(await spinOnce(frame));
      const net = spins.reduce((sum, spin) => sum + spin.win - spin.bet, 0);
      expect(spins.at(-1)!.balance).toBe(before + net);
      await screenshot(page, 'games-real-spun');
      await closeSheet(page);

      await page.goto('/member');
      await visible(page.getByTestId('member-panel'));
      await expectTotal(page, before + net);
      await screenshot(page, 'games-real-member-total');

      // The statement tells the same story: one bet line per spin, one win line per winning spin.
      await page.goto('/member/statement');
      const lines = page.getByTestId('statement-line');
      await visible(lines);
      const bets = lines.filter({ has: page.locator('.statement-item__meta', { hasText: /^เดิมพัน ·/ }) });
      await expect.poll(() => bets.count(), { timeout: 10_000 }).toBe(SPINS);
      // ...and its lines (the deposit, the bets, the wins) add up to the total.
      const amounts = await lines.locator('.statement-item__amount').allTextContents();
      expect(amounts.map(satangOf).reduce((sum, amount) => sum + amount, 0)).toBe(before + net);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('asks a member with two playable wallets to choose one, and plays on the one chosen', async () => {
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    try {
      const member = await registerMember(page);
      await depositThroughSandbox(server(), await tokenOf(page), 100);
      // A promotion credit is an operator's act: the ledger's adjustment command on the promotion wallet.
      const said = await server().operator('ledger-adjust', [
        ...['--agent', 'demo', '--phone', member.phone, '--amount', '50', '--direction', 'credit'],
        ...['--reason', 'โบนัสทดสอบ', '--key', `e2e-promo-${member.phone}`, '--wallet-type', '2'],
      ]);
      expect(said).toMatch(/^done: transfer/m);

      await page.goto('/slot');
      // The lobby is rendered on the server: a tap before its scripts run is lost.
      await reactOwnsRoot(page);
      await slotCard(page).getByRole('button', { name: 'เข้าเล่น' }).click();
      const picker = page.getByRole('dialog', { name: 'กรุณาเลือกกระเป๋าเงิน' });
      await visible(picker);
      await visible(picker.getByText('กระเป๋าหลัก'));
      await visible(picker.getByText('กระเป๋าโปรโมชั่น'));
      await screenshot(page, 'games-choose-wallet');

      await picker.getByRole('button', { name: /กระเป๋าโปรโมชั่น/ }).click();
      const frame = gameFrame(page);
      await visible(frame.locator('.gp-balance', { hasText: '฿50.00' }));
      await toastGone(page);
      const spin = await spinOnce(frame);
      expect(spin.balance).toBe(5_000 + spin.win - spin.bet);
      await closeSheet(page);
    } finally {
      await context.close();
    }
  });
});
