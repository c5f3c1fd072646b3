import type { Browser, Page, Route } from 'playwright-core';
import { collectPageErrors, newContext } from './browser';

/**
 * What the tests of server-rendered first screens share (first-screen.test.ts, lobby-first-screen.test.ts):
 * scripts held back, a phone page whose warnings are kept, and the moment React owns the page.
 */

/** Holds every JavaScript file of the page until `release()`: JavaScript as slow to arrive as it likes. */
export const holdScripts = async (page: Page) => {
  const held: Route[] = [];
  let released = false;
  await page.route(/\/assets\/.*\.js$/, (route) => (released ? route.continue() : void held.push(route)));
  return {
    count: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
};

/** A phone-sized page whose errors and console warnings are collected (hydration mismatches show there). */
export const watchedPhone = async (browser: Browser, baseURL: string) => {
  const context = await newContext(browser, baseURL, 'phone');
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  return { context, page, errors, warnings };
};

/** True once React owns #root (createRoot and hydrateRoot both mark the container). */
export const reactOwnsRoot = (page: Page) =>
  page.waitForFunction(() => {
    const root = document.getElementById('root');
    return root !== null && Object.keys(root).some((key) => key.startsWith('__reactContainer'));
  });
