import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLineStandIn, type LineStandIn } from '@tests/server/helpers/line-messaging-stand-in';
import { lineSignature } from '@tests/server/helpers/line-messaging-stand-in';
import { collectPageErrors, newContext, screenshot } from './helpers/browser';
import { depositThroughSandbox, tokenOf } from './helpers/money';
import {
  newMember,
  openLiffRegistration,
  pathOf,
  submitRegistration,
  visible,
  WAIT_MS,
} from './helpers/flows';
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

// The LIFF mock's development user (server/src/line/mock-line-verifier.ts): the member who registers through LIFF.
const MEMBER_LINE_ID = 'U00000000000000000000000123456789';
const STAFF_LINE_ID = `U${'5'.repeat(32)}`;

/** LINE's follow event for a user, signed with the channel secret, as LINE delivers it to the webhook. */
const follow = async (userId: string) => {
  const body = JSON.stringify({
    destination: `U${'f'.repeat(32)}`,
    events: [
      {
        type: 'follow',
        mode: 'active',
        timestamp: Date.now(),
        source: { type: 'user', userId },
        webhookEventId: `01E2E${userId.slice(-20)}${Date.now()}`,
        deliveryContext: { isRedelivery: false },
        replyToken: 'r'.repeat(32),
        follow: { isUnblocked: false },
      },
    ],
  });
  const answer = await fetch(`${server().baseURL}/api/line/webhook`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-line-signature': lineSignature(body, CHANNEL_SECRET) },
    body,
  });
  expect(answer.status).toBe(200);
};

/** Waits until the stand-in has accepted a send matching `match` (the outbox sends every 300 ms). */
const sentTo = async (match: (body: { to?: string | string[] }) => boolean, timeoutMs = 120_000) => {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = line.sent.find((request) => match(request.body as { to?: string | string[] }));
    if (found) return found;
    if (Date.now() > until) throw new Error(`nothing sent: ${JSON.stringify(line.sent.map((r) => r.path))}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

/** The LIFF path LINE opens for a https://liff.line.me/{liffId}/<path> link: the endpoint /liff with the path. */
const liffPathOf = (uri: string) => `/liff${new URL(uri).pathname.replace(/^\/[^/]+/, '')}`;

describe('a LINE broadcast', () => {
  it(
    'is composed with a deep-link card, tested, scheduled, sent to the member who follows, and its open counted',
    async () => {
      const memberContext = await newContext(browser(), server().baseURL, 'phone');
      const memberPage = await memberContext.newPage();
      const context = await staffContext(browser(), server().baseURL);
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      try {
        // The member: registers in LIFF (LINE's user id joins the member) and follows the official account.
        await memberPage.goto('/liff/profile');
        await openLiffRegistration(memberPage);
        await submitRegistration(memberPage, newMember(), { keepName: true });
        await visible(memberPage.getByTestId('profile-info'));
        await follow(MEMBER_LINE_ID);
        await follow(STAFF_LINE_ID);

        await createOwnerAndLogIn(server(), page, 'line-broadcaster');
        // A card's button is a LIFF link: the LIFF app's id comes first (the deep-link page's LINE settings).
        await page.getByTestId('side-menu').getByText('สร้างลิงก์ LINE').click();
        const settings = page.getByTestId('line-settings');
        await settings.getByLabel('LIFF ID หลัก (/liff และหน้าอื่นๆ)').fill('2000000002-Home0001');
        await settings.getByRole('button', { name: 'บันทึก' }).click();
        await visible(page.getByText('บันทึกการตั้งค่า LINE แล้ว'));
        await page.getByTestId('side-menu').getByText('บรอดแคสต์').click();
        await page.getByLabel('LINE user ID ของคุณ').fill(STAFF_LINE_ID);
        await page.getByRole('button', { name: 'บันทึก', exact: true }).first().click();
        await visible(page.getByText('บันทึกแล้ว'));

        const composer = page.getByTestId('broadcast-composer');
        await composer.getByLabel('ชื่อบรอดแคสต์ (เห็นเฉพาะพนักงาน)').fill('ฝากแรกของสัปดาห์');
        await composer.getByLabel('ข้อความ', { exact: true }).fill('โบนัสฝากแรก 10% วันนี้เท่านั้น');
        await composer.getByLabel('ส่งการ์ดพร้อมปุ่มเปิดหน้าในแอป').check();
        await composer.getByLabel('หัวข้อการ์ด').fill('ฝากวันนี้รับเพิ่ม');
        await composer.getByLabel('ข้อความบนปุ่ม (ไม่เกิน 20 ตัวอักษร)').fill('ฝากเลย');
        await composer.getByRole('combobox', { name: 'ปุ่มเปิดหน้า' }).click();
        await page
          .locator('.ant-select-item-option')
          .filter({ hasText: /^ฝากเงิน$/ })
          .click();
        await visible(page.getByTestId('broadcast-audience').getByText('ผู้รับตอนนี้ 1 คน'));
        await composer.getByRole('button', { name: 'บันทึกร่าง' }).click();

        const list = page.getByTestId('broadcast-list');
        const row = list.locator('tr').filter({ hasText: 'ฝากแรกของสัปดาห์' });
        await visible(row);
        await row.getByRole('button', { name: 'ส่งทดสอบ' }).click();
        const test = await sentTo((body) => body.to === STAFF_LINE_ID);
        expect(JSON.stringify(test.body)).toContain('ฝากวันนี้รับเพิ่ม');

        // Scheduled a minute ahead: the server's job starts it, the outbox multicasts it.
        await row.getByRole('button', { name: 'ตั้งเวลา' }).click();
        const dialog = page.getByRole('dialog');
        const at = new Date(Date.now() + 60_000);
        const parts = new Intl.DateTimeFormat('en-GB', {
          timeZone: 'Asia/Bangkok',
          day: '2-digit',
          month: '2-digit',
          year: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
          hour12: false,
        }).formatToParts(at);
        const part = (type: string) => parts.find((p) => p.type === type)!.value;
        const input = dialog.getByLabel('เลือกวันและเวลาส่ง');
        await input.click();
        await input.fill(`${part('day')}/${part('month')}/${part('year')} ${part('hour')}:${part('minute')}`);
        await input.press('Enter');
        await dialog.getByRole('button', { name: 'ตั้งเวลา' }).click();
        await visible(row.getByText('ตั้งเวลาไว้'));
        await screenshot(page, 'desktop-line-broadcast-scheduled');

        const sent = await sentTo((body) => Array.isArray(body.to) && body.to.includes(MEMBER_LINE_ID));
        // The staff member follows but is no member: the audience is the member alone.
        expect((sent.body as { to: string[] }).to).toEqual([MEMBER_LINE_ID]);
        const uri = /"uri":"(https:\/\/liff\.line\.me\/[^"]+)"/.exec(JSON.stringify(sent.body))?.[1];
        expect(uri).toMatch(/\/b\/[^/]+\/deposit$/);

        // The member taps the card's button: LINE opens the LIFF endpoint with the path; the open is reported.
        await memberPage.goto(liffPathOf(uri!));
        await memberPage.waitForURL((url) => url.pathname === '/liff/deposit', { timeout: WAIT_MS });
        expect(pathOf(memberPage)).toBe('/liff/deposit');
        await visible(memberPage.getByTestId('liff-layout'));

        await page.reload();
        const opened = page.getByTestId('broadcast-list').locator('tr').filter({ hasText: 'ฝากแรกของสัปดาห์' });
        await visible(opened.getByText('ส่งแล้ว'));
        await screenshot(page, 'desktop-line-broadcast-sent');
        expect(await opened.locator('td').allInnerTexts()).toContain('1');
        expect(errors).toEqual([]);
      } finally {
        await memberContext.close();
        await context.close();
      }
    },
    8 * WAIT_MS,
  );
});

describe('a LINE message a member wants', () => {
  it(
    'tells the member who linked LINE of a deposit credited; the card’s button opens /liff/wallets',
    async () => {
      const context = await newContext(browser(), server().baseURL, 'phone');
      const page = await context.newPage();
      const errors = collectPageErrors(page);
      try {
        // The LINE user registered in LIFF above: LIFF logs them straight in.
        await page.goto('/liff/wallets');
        await visible(page.getByTestId('wallet-summary'));
        await depositThroughSandbox(server(), await tokenOf(page), 150);
        const told = await sentTo(
          (body) => body.to === MEMBER_LINE_ID && JSON.stringify(body).includes('150'),
        );
        const message = JSON.stringify(told.body);
        expect(message).toContain('"type":"flex"');
        expect(told.retryKey).toMatch(/^[0-9a-f-]{36}$/);
        const uri = /"uri":"(https:\/\/liff\.line\.me\/[^"]+)"/.exec(message)?.[1];
        expect(uri).toMatch(/\/wallets$/);

        // The member taps it in LINE: the LIFF screen opens on the wallets, the money there.
        await page.goto(liffPathOf(uri!));
        await page.waitForURL((url) => url.pathname === '/liff/wallets', { timeout: WAIT_MS });
        await visible(page.getByTestId('wallet-summary').filter({ hasText: '150' }));
        await screenshot(page, 'phone-liff-wallets-from-line');
        // One event, one message: the deposit is told once.
        expect(
          line.sent.filter((request) => JSON.stringify(request.body).includes(JSON.stringify(told.body))),
        ).toHaveLength(1);
        expect(errors).toEqual([]);
      } finally {
        await context.close();
      }
    },
    4 * WAIT_MS,
  );
});
