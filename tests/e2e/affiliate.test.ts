import { reactOwnsRoot } from './helpers/first-screen';
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
import { depositThroughSandbox, spinOnce, tokenOf } from './helpers/money';
import { ownServerAndBrowser } from './helpers/harness';
import { createOwnerAndLogIn, staffContext } from './helpers/staff-login';

// Its own server: money comes in through the sandbox, and it is restarted "tomorrow" for the daily job.
const { server, browser } = ownServerAndBrowser('affiliate');

type Envelope<T> = { error: number; message: string; data: T };
const api = async <T>(path: string, token: string, body?: unknown) => {
  const response = await fetch(new URL(path, server().baseURL), {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.error !== 0) throw new Error(`${path}: ${answer.error} ${answer.message}`);
  return answer.data;
};

describe('refer a friend (issue 14)', () => {
  it(
    "a friend registers through the member's link and plays; the next day's job pays the commission, which the member redeems",
    async () => {
      // The agent's terms, set by its staff: half of the friends' slot turnover, redeemable from 0.01 baht.
      const staff = await staffContext(browser(), server().baseURL);
      const staffPage = await staff.newPage();
      await createOwnerAndLogIn(server(), staffPage, 'e2e-affiliate-owner');
      const staffToken = await staffPage.evaluate(() =>
        JSON.parse(sessionStorage.getItem('admin.staff_token') ?? 'null'),
      );
      await staff.close();
      await api('/api/admin/affiliate/settings', staffToken, {
        rates: [{ category: 'slot', basis: 'turnover', level1: 50, level2: 0 }],
        levels: 1,
        min_redeem: 0.01,
        hold_threshold: 50_000,
      });

      const referrerContext = await newContext(browser(), server().baseURL, 'phone');
      await referrerContext.grantPermissions(['clipboard-read', 'clipboard-write'], {
        origin: server().baseURL,
      });
      const referrer = await referrerContext.newPage();
      const friendContext = await newContext(browser(), server().baseURL, 'phone');
      const friend = await friendContext.newPage();
      const errors = { referrer: collectPageErrors(referrer), friend: collectPageErrors(friend) };
      try {
        await referrer.goto('/register');
        await submitRegistration(referrer, newMember());
        await waitForPath(referrer, '/member');
        await closeNotificationsIfOpen(referrer);
        const referrerToken = await tokenOf(referrer);

        await referrer.goto('/affiliate');
        const link = (await referrer.getByTestId('affiliate-link').innerText()).trim();
        expect(link).toMatch(/\/register\?ref=/);
        await referrer.getByRole('button', { name: 'คัดลอกลิงก์' }).click();
        await visible(referrer.getByText('คัดลอกแล้ว'));
        expect(await referrer.evaluate(() => navigator.clipboard.readText())).toBe(link);
        await screenshot(referrer, 'affiliate-referrer');

        // The friend opens the link, registers with the code already filled in, deposits and plays.
        await friend.goto(new URL(link).pathname + new URL(link).search);
        await submitRegistration(friend, newMember());
        await waitForPath(friend, '/member');
        await closeNotificationsIfOpen(friend);
        await depositThroughSandbox(server(), await tokenOf(friend), 300);
        await friend.goto('/slot');
        // The lobby is rendered on the server: a tap before its scripts run is lost.
        await reactOwnsRoot(friend);
        await closeNotificationsIfOpen(friend);
        await friend
          .locator('.game-card', { hasText: 'สล็อตพญานาคทอง' })
          .first()
          .getByRole('button', { name: 'เข้าเล่น' })
          .click();
        const frame = friend.frameLocator('iframe.game-frame__iframe');
        let staked = 0;
        for (let i = 0; i < 3; i += 1) staked += (await spinOnce(frame)).bet;

        const network = await api<{ items: unknown[] }>('/api/affiliate/network', referrerToken, {});
        expect(network.items).toHaveLength(1);

        // The next day: the server starts with its business clock a day ahead, and the daily job pays today's play.
        await server().restart({ CLOCK_OFFSET_MS: String(86_400_000) });
        const expected = Math.floor(staked / 2) / 100;
        let redeemable = 0;
        for (const start = Date.now(); Date.now() - start < WAIT_MS && redeemable === 0;) {
          redeemable = (await api<{ redeemable: number }>('/api/affiliate/summary', referrerToken))
            .redeemable;
          if (redeemable === 0) await new Promise((done) => setTimeout(done, 500));
        }
        expect(redeemable).toBe(expected);

        await referrer.goto('/affiliate');
        await visible(referrer.getByTestId('affiliate-redeemable').getByText(expected.toFixed(2)));
        await referrer.getByRole('button', { name: 'ถอนค่าแนะนำเข้ากระเป๋าหลัก' }).click();
        await visible(referrer.getByText(new RegExp(`โอน ${expected.toFixed(2)} บาท เข้ากระเป๋าหลักแล้ว`)));
        const wallets = await api<{ wallet_type_id: number; balance: number }[]>(
          '/api/member/wallets',
          referrerToken,
          {},
        );
        expect(wallets.find((wallet) => wallet.wallet_type_id === 1)?.balance).toBe(expected);
        await screenshot(referrer, 'affiliate-redeemed');
        // The open pages' live streams try again while the server restarts: refused then, and nothing else.
        const unexpected = (error: string) => !/favicon|ERR_CONNECTION_REFUSED/.test(error);
        expect([...errors.referrer, ...errors.friend].filter(unexpected)).toEqual([]);
      } finally {
        await referrerContext.close();
        await friendContext.close();
      }
    },
    6 * WAIT_MS,
  );
});
