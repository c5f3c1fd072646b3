import type { FrameLocator, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { visible, WAIT_MS } from './flows';

type Envelope<T> = { error: number; message: string; data: T };

/** "฿1,234.50", "+1,234.50 ฿" or "-12.00" -> satang; the screens show baht with two decimals. */
export const satangOf = (text: string) => {
  const number = text.replace(/[^\d.-]/g, '');
  if (!/^-?\d+(\.\d{1,2})?$/.test(number)) throw new Error(`not an amount: "${text}"`);
  return Math.round(Number(number) * 100);
};

export const satangIn = async (locator: Locator) => satangOf((await locator.first().textContent()) ?? '');

/** The session the web app keeps in localStorage `user` (SPEC §3). */
export const tokenOf = async (page: Page) => {
  const token = await page.evaluate(() => {
    const saved = JSON.parse(localStorage.getItem('user') ?? '{}') as {
      state?: { authUser?: { access_token?: string } };
    };
    return saved.state?.authUser?.access_token ?? null;
  });
  if (!token) throw new Error('no member session in localStorage');
  return token;
};

const api = async <T>(
  baseURL: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) => {
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const answer = (await response.json()) as Envelope<T>;
  if (answer.error !== 0) throw new Error(`${method} ${path}: ${answer.error} ${answer.message}`);
  return answer.data;
};

/**
 * Puts real money in a member's main wallet the way a member does: a PromptPay order through the API, then the
 * sandbox provider marks it paid and sends its signed notification, which credits the wallet through the ledger.
 */
export const depositThroughSandbox = async (
  server: { baseURL: string; sandboxToken: string },
  token: string,
  baht: number,
) => {
  const { baseURL } = server;
  const channels = await api<{ id: number; type: string; available: boolean }[]>(
    baseURL,
    'GET',
    '/api/member/payment/channels',
    token,
  );
  const qr = channels.find((channel) => channel.type === 'promptpay_qr' && channel.available);
  if (!qr) throw new Error('no open PromptPay channel');
  const order = await api<{ order_id: string }>(baseURL, 'POST', '/api/member/payment/generate_qr', token, {
    channel_id: qr.id,
    amount: baht,
  });
  const paid = await api<{ delivered: boolean }>(
    baseURL,
    'POST',
    `/api/payment/sandbox/orders/${order.order_id}/paid`,
    undefined,
    undefined,
    { 'x-sandbox-token': server.sandboxToken },
  );
  if (!paid.delivered) throw new Error(`notification for ${order.order_id} not delivered`);
  return order.order_id;
};

/**
 * Taps the member panel's refresh and waits for its total to read `satang`; a total that never gets there fails
 * with the last value read (a single read could still see the answer from before the refresh).
 */
export const expectTotal = async (page: Page, satang: number) => {
  await page.getByTestId('member-refresh').click();
  await expect
    .poll(() => satangIn(page.getByTestId('member-total')).catch(() => null), { timeout: WAIT_MS })
    .toBe(satang);
};

export type SpinResult = { bet: number; win: number; balance: number };

/** One spin in the built-in slot's frame: the bet shown, the win announced, the balance after (satang). */
export const spinOnce = async (frame: FrameLocator): Promise<SpinResult> => {
  const bet = await satangIn(frame.locator('.controls .bet'));
  await frame.locator('button.spin').click();
  // The page disables the button as the click lands and enables it when the round is shown.
  await visible(frame.locator('button.spin:not([disabled])'));
  const error = frame.locator('.gp-toast.show.error');
  if ((await error.count()) > 0) throw new Error(`spin refused: ${await error.textContent()}`);
  const said = (await frame.locator('.gp-win.result').textContent()) ?? '';
  const win = said.startsWith('ชนะ') ? satangOf(said) : 0;
  if (win === 0 && !said.includes('ไม่ได้รางวัล'))
    throw new Error(`unexpected result text "${said}"; page: ${await frame.locator('body').innerText()}`);
  return { bet, win, balance: await satangIn(frame.locator('.gp-balance')) };
};
