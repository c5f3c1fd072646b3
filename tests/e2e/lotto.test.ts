import { describe, expect, it } from 'vitest';
import { collectPageErrors, newContext, screenshot } from './helpers/browser';
import { newMember, submitRegistration, visible, waitForPath, WAIT_MS } from './helpers/flows';
import { expectTotal } from './helpers/money';
import {
  billRow,
  lottoHelpers,
  MINUTE_MS,
  open,
  ownServerOnClock,
  yeekeeOffset,
  type Envelope,
} from './helpers/lotto';

// Its own server, its business clock at 10:01 Bangkok (yeekeeOffset): the member's money comes in through the
// sandbox provider's tester controls. The result and its payout are lotto-result.test.ts, on a server of its own.
const { server, browser, moveClock } = ownServerOnClock('lotto', () => yeekeeOffset());

const { memberWithMoney, yeekeeRounds } = lottoHelpers(server, browser);

describe('lotto', () => {
  it('builds a bill with the helpers, sees a refused line explained, fixes it and submits; the stake leaves the wallet', async () => {
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await memberWithMoney(page, 3000);

      await open(page, '/lotto/lobby');
      const market = page.getByTestId('lotto-market').filter({ hasText: 'หวยรัฐบาลไทย' });
      await visible(market.getByTestId('round-countdown'));
      await screenshot(page, 'lotto-lobby');
      await market.getByRole('link', { name: 'แทงเลย' }).first().click();
      await visible(page.getByTestId('bet-pad'));

      // 2 ตัวบน with 19 ประตู on 5: nineteen lines at the default 10 baht.
      await page.getByRole('tab', { name: '2 ตัว' }).click();
      await page.getByPlaceholder('00', { exact: true }).fill('5');
      await page.getByRole('button', { name: '19 ประตู' }).click();
      // 3 ตัวบน with กลับเลข on 123: six more.
      await page.getByRole('tab', { name: '3 ตัว' }).click();
      await page.getByPlaceholder('000', { exact: true }).fill('123');
      await page.getByRole('button', { name: 'กลับเลข' }).click();
      await visible(page.getByTestId('open-bill').filter({ hasText: 'ดูโพย (25)' }));
      await screenshot(page, 'lotto-pad');

      await page.getByTestId('open-bill').click();
      await expect.poll(() => page.getByTestId('bill-row').count(), { timeout: WAIT_MS }).toBe(25);
      // Over the 3 ตัวบน maximum per line (2,000): the server refuses that line and says why, on the line.
      await billRow(page, '321', '3 ตัวบน').locator('input').fill('2500');
      await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
      const refused = billRow(page, '321', '3 ตัวบน').getByTestId('refused-reason');
      await visible(refused);
      expect(await refused.textContent()).toMatch(/สูงสุดต่อรายการ/);
      expect(await page.getByTestId('refused-reason').count()).toBe(1);
      await screenshot(page, 'lotto-bill-refused');

      await billRow(page, '321', '3 ตัวบน').locator('input').fill('20');
      await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
      await visible(page.getByText('ตรวจสอบแล้ว แทงได้ทุกรายการ กดยืนยันเพื่อส่งโพย'));
      await page.getByRole('button', { name: 'ยืนยันส่งโพย' }).click();

      await page.waitForURL((url) => /^\/lotto\/bills\/\d+$/.test(url.pathname), { timeout: WAIT_MS });
      await visible(page.getByTestId('bill-status').filter({ hasText: 'รอผล' }));
      expect(await page.getByTestId('bill-line').count()).toBe(25);
      await screenshot(page, 'lotto-bill-detail');
      // 24 lines of 10 and one of 20: 260 baht left the wallet, once.
      await expectTotal(page, (3000 - 260) * 100);

      await open(page, '/lotto/bills');
      await expect.poll(() => page.getByTestId('bill-item').count(), { timeout: WAIT_MS }).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  // Yeekee runs by this server's business clock, started at 10:01 Bangkok (yeekeeOffset): the round of 10:00-10:15
  // is open, and moving the clock a quarter of an hour on closes it, with the shot below in it.
  it('shoots a Yeekee number into the live list', async () => {
    // A round about to close would refuse the shot midway: take one with a minute to spare.
    const openRounds = (await yeekeeRounds('open')).filter(
      (round) => round.is_open && round.seconds_to_close > 60,
    );
    expect(openRounds.length).toBeGreaterThan(0);
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await memberWithMoney(page, 100);
      await open(page, `/lotto/${openRounds[0]!.round_id}`);
      await page.getByRole('tab', { name: 'ยิงเลข' }).click();
      await page.getByPlaceholder('00000').fill('24680');
      const [answer] = await Promise.all([
        page.waitForResponse((r) => r.url().includes('/api/lotto/yeekee/shoot_number'), { timeout: WAIT_MS }),
        page.getByRole('button', { name: 'ยิงเลข' }).click(),
      ]);
      expect(answer.status(), await answer.text()).toBe(200);
      await visible(page.getByTestId('yeekee-shots').getByText('24680'));
      await visible(page.getByText('ยิงแล้ว 1 ครั้ง'));
      await screenshot(page, 'lotto-yeekee-live');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('a closed Yeekee round publishes its shots and arithmetic, recomputed on the phone', async () => {
    // A quarter of an hour on: the round of the shot above has closed, and the lotto jobs (every 5 s) computed
    // its result from its shots.
    await moveClock(15 * MINUTE_MS);
    await expect
      .poll(async () => (await yeekeeRounds('closed')).length, { timeout: WAIT_MS * 4 })
      .toBeGreaterThan(0);
    const closed = await yeekeeRounds('closed');
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      await memberWithMoney(page, 100);
      await open(page, `/lotto/${closed[0]!.round_id}`);
      const verification = page.getByTestId('yeekee-verification');
      await visible(verification);
      await visible(page.getByTestId('yeekee-published'));
      expect(await page.getByTestId('yeekee-published').textContent()).toContain('ตรงกับที่คำนวณ');
      await screenshot(page, 'lotto-yeekee-verification');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('opens a round cold inside LINE from a liff.state deep link, with the pad and the LIFF lotto links', async () => {
    const context = await newContext(browser(), server().baseURL, 'phone');
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    try {
      const guest = await fetch(new URL('/api/lotto/lobby', server().baseURL));
      const lobby = (
        (await guest.json()) as Envelope<{
          markets: { type: string; rounds: { round_id: number; is_open: boolean }[] }[];
        }>
      ).data;
      const round = lobby.markets.find((m) => m.type === 'government')!.rounds.find((r) => r.is_open)!;
      // What LINE opens for https://liff.line.me/{liffId}/lotto/<round>: the mock LINE user is new to this server.
      await page.goto(`/liff?liff.state=${encodeURIComponent(`/lotto/${round.round_id}`)}`);
      await visible(page.getByTestId('liff-register'));
      await submitRegistration(page, newMember(), { keepName: true });
      await waitForPath(page, `/liff/lotto/${round.round_id}`);
      await visible(page.getByTestId('bet-pad'));
      expect(await page.getByRole('link', { name: 'โพยของฉัน' }).getAttribute('href')).toBe(
        '/liff/lotto/bills',
      );
      await screenshot(page, 'lotto-liff-round');
      await page.getByRole('link', { name: 'โพยของฉัน' }).click();
      await waitForPath(page, '/liff/lotto/bills');
      await visible(page.getByText('ยังไม่มีโพยในสถานะนี้'));
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
