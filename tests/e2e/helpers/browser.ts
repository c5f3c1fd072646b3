import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';

/**
 * Debian's Chromium, sandbox off (containers), and no way out to the internet: the dead proxy fails every
 * outside host, while Chromium never proxies loopback, where our server is.
 */
export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--proxy-server=127.0.0.1:9'],
  });

/** One Chromium for the whole test file, closed after it; the getter is valid inside tests. */
export const sharedBrowser = (): (() => Browser) => {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('the browser is not launched yet (use it inside a test)');
    return browser;
  };
};

const SIZES = {
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  },
  desktop: { viewport: { width: 1366, height: 900 }, isMobile: false, hasTouch: false },
} as const;
export type Size = keyof typeof SIZES;

/** A fresh browser profile (no cookies, no localStorage) at the given size, in Thai, on Bangkok time. */
export const newContext = (browser: Browser, baseURL: string, size: Size): Promise<BrowserContext> =>
  browser.newContext({
    ...SIZES[size],
    baseURL,
    locale: 'th-TH',
    timezoneId: 'Asia/Bangkok',
  });

const shots = resolve(import.meta.dirname, '../../../.tmp/screenshots');

export const screenshot = async (page: Page, name: string) => {
  mkdirSync(shots, { recursive: true });
  // Finished animations: the 0.4 s page fade would otherwise be caught half way.
  await page.screenshot({ path: resolve(shots, `${name}.png`), animations: 'disabled' });
};

/** Errors the page threw or logged, so a test can show them when it fails. */
export const collectPageErrors = (page: Page) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
};
