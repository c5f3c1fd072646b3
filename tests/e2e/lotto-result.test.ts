import { describe, expect, it } from 'vitest';
import { collectPageErrors, newContext, screenshot } from './helpers/browser';
import { visible, WAIT_MS } from './helpers/flows';
import { expectTotal } from './helpers/money';
import { lottoHelpers, open, ownServerOnClock } from './helpers/lotto';

// Its own server, whose business clock moves past the draw's close; the member's money comes in through the
// sandbox provider's tester controls.
const { server, browser, moveClock, offset } = ownServerOnClock('lotto-result', () => 0);

const { get, post, memberWithMoney, staffToken } = lottoHelpers(server, browser);

describe('lotto result', () => {
  // The draw closes days or weeks from now: the server's business clock moves past its close (the lobby shows it
  // closed), then two staff members enter and confirm the result by that same clock. On PGlite each staff
  // member's creation (an operator command) and the clock's move restart the server: minutes, not seconds.
  it(
    'after the result is confirmed, the member sees the winning card and the credit',
    { timeout: 300_000 },
    async () => {
      const context = await newContext(browser(), server().baseURL, 'phone');
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      try {
        const token = await memberWithMoney(page, 500);
        await open(page, '/lotto/lobby');
        const market = page.getByTestId('lotto-market').filter({ hasText: 'หวยรัฐบาลไทย' });
        await market.getByRole('link', { name: 'แทงเลย' }).first().click();
        await page.getByRole('tab', { name: '2 ตัว' }).click();
        await page.getByPlaceholder('00', { exact: true }).fill('45');
        await page.getByRole('button', { name: 'เพิ่มเลข' }).click();
        await page.getByTestId('open-bill').click();
        await page.getByRole('button', { name: 'ตรวจสอบโพย' }).click();
        await page.getByRole('button', { name: 'ยืนยันส่งโพย' }).click();
        await page.waitForURL((url) => /^\/lotto\/bills\/\d+$/.test(url.pathname), { timeout: WAIT_MS });
        const billId = Number(new URL(page.url()).pathname.split('/').at(-1));
        await expectTotal(page, 490 * 100);

        const bill = await get<{ round_id: number; round: { close_at: string } }>(
          `/api/lotto/bill/detail?bill_id=${billId}`,
          token,
        );
        // Business time a few seconds past the close: from here on the round is closed for every rule. The
        // clock moves by a server restart: the page leaves first, or its background refetches meet the restart
        // as connection errors (it is opened again below).
        await page.goto('about:blank');
        await moveClock(Date.parse(bill.round.close_at) + 5_000 - (Date.now() + offset()));
        const round = await get<{ round: { is_open: boolean; status: string } }>(
          `/api/lotto/round?round_id=${bill.round_id}`,
          token,
        );
        expect(round.round).toMatchObject({ is_open: false, status: 'closed' });

        const [first, second] = [await staffToken('lotto-a'), await staffToken('lotto-b')];
        const entry = await post<{ id: number }>(`/api/admin/lotto/rounds/${bill.round_id}/result`, first, {
          first_prize: '123445',
          front3: ['111', '222'],
          back3: ['333', '444'],
          bottom2: '99',
        });
        await post(`/api/admin/lotto/results/${entry.id}/confirm`, second, {});

        // The settlement job pays within a few seconds: the bill page shows the card once it has.
        await expect
          .poll(
            async () => {
              await open(page, `/lotto/bills/${billId}`);
              await visible(page.getByTestId('bill-status'));
              return page.getByTestId('winning-card').count();
            },
            { timeout: 60_000, interval: 2_000 },
          )
          .toBe(1);
        expect(await page.getByTestId('winning-card').textContent()).toContain('900.00');
        await screenshot(page, 'lotto-winning-card');
        // 10 baht on 2 ตัวบน 45 at 90: 900 credited, once.
        await expectTotal(page, (490 + 900) * 100);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
  );
});
