import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLineStandIn, type LineStandIn } from '@tests/server/helpers/line-messaging-stand-in';
import { collectPageErrors, screenshot } from './helpers/browser';
import { visible, WAIT_MS } from './helpers/flows';
import { ownServerAndBrowser } from './helpers/harness';
import { createOwnerAndLogIn, staffContext } from './helpers/staff-login';

const CHANNEL_SECRET = '0e2e0e2e0e2e0e2e0e2e0e2e0e2eabcd';
const ACCESS_TOKEN = 'e2e-channel-access-token-of-the-official-account';

// LINE's Messaging API is the stand-in, started before the server that points at it; the outbox sends every 300 ms.
let line: LineStandIn;
beforeAll(async () => {
  line = await startLineStandIn({ accessToken: ACCESS_TOKEN, quota: 1000 });
});
afterAll(() => line.close());

const { server, browser } = ownServerAndBrowser('line-official-account', () => ({
  LINE_API_URL: line.url,
  LINE_API_DATA_URL: line.url,
  OUTBOX_INTERVAL_MS: '300',
  SECRETS_KEY: Buffer.alloc(32, 7).toString('base64'),
}));

describe('the agent’s LINE Official Account', () => {
  it(
    'is connected by the owner in the console: secrets kept masked, the connection tested against LINE',
    async () => {
      const context = await staffContext(browser(), server().baseURL);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      try {
        await createOwnerAndLogIn(server(), page, 'line-owner');
        await page.getByTestId('side-menu').getByText('LINE Official Account').click();
        const card = page.getByTestId('line-official-account');
        await visible(card);
        await card.getByLabel('Channel ID (Messaging API)').fill('2000000002');
        await card.getByLabel('Channel secret').fill(CHANNEL_SECRET);
        await card.getByLabel('Channel access token (long-lived)').fill(ACCESS_TOKEN);
        await card.getByRole('button', { name: 'บันทึก' }).click();
        await visible(card.getByText(`ตั้งค่าแล้ว (••••${CHANNEL_SECRET.slice(-4)}) เว้นว่างเพื่อใช้ค่าเดิม`));
        await card.getByRole('button', { name: 'ทดสอบการเชื่อมต่อ' }).click();
        await visible(page.getByTestId('line-test-result').getByText('เชื่อมต่อสำเร็จ: เว็บทดสอบ (@123abcde)'));
        expect(line.calls.some((call) => call.path === '/v2/bot/info')).toBe(true);
        await visible(page.getByTestId('line-outbox'));
        await screenshot(page, 'desktop-line-official-account');
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    4 * WAIT_MS,
  );
});
