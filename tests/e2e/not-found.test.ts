import { describe, expect, inject, it } from 'vitest';
import { newContext, screenshot, sharedBrowser } from './helpers/browser';
import { visible } from './helpers/flows';

const baseURL = inject('baseURL');
const browser = sharedBrowser();

describe('an unknown path', () => {
  it.each([
    ['the web site', '/no-such-page/at-all'],
    ['the LIFF app', '/liff/no-such-app'],
  ])('shows the 404 page on %s', async (_app, path) => {
    const context = await newContext(browser(), baseURL, 'phone');
    const page = await context.newPage();
    try {
      const response = await page.goto(path);
      // A dead link is dead for crawlers and monitors too: the server says 404, the page is the same.
      expect(response?.status()).toBe(404);
      const error = page.getByTestId('error-page');
      await visible(error);
      const text = await error.textContent();
      expect(text).toContain('404');
      expect(text).toContain('Not Found');
      expect(text).toContain('This page could not be found');
      await screenshot(page, `phone-404${path.startsWith('/liff') ? '-liff' : ''}`);
    } finally {
      await context.close();
    }
  });

  it('under /api answers a 404 envelope, not a page', async () => {
    const answer = await fetch(`${baseURL}/api/no-such-call`);
    expect(answer.status).toBe(404);
    const body = (await answer.json()) as { error: number };
    expect(body.error).not.toBe(0);
  });
});
