// @vitest-environment screen
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { isRoutedPage } from '@contract/routed-pages';
import { fakeLiffServer } from './helpers/liff-fake-server';
import { renderLiffApp, resetLiffApp, startLiffApp, stopLiffApp } from './helpers/render-liff-app';

/**
 * A broadcast's link, `/liff/b/<campaign>/<screen path>`: once the member is signed in, the LIFF app reports the
 * open with the campaign from the path and goes on to the screen.
 */
beforeAll(startLiffApp);
afterAll(stopLiffApp);
afterEach(() => {
  cleanup();
  resetLiffApp();
});

describe('a broadcast link', () => {
  it('reports the open once with the campaign from the path, then shows the screen in its place', async () => {
    const server = fakeLiffServer({ 'POST /api/line/broadcast-opens': () => ({ data: { counted: true } }) });
    const router = renderLiffApp('/liff/b/Ab3dEf7hJk/deposit', server);
    await screen.findByTestId('deposit-page', {}, { timeout: 10_000 });
    expect(router.state.location.pathname).toBe('/liff/deposit');
    const opens = server.calls.filter((call) => call.key === 'POST /api/line/broadcast-opens');
    expect(opens.map((call) => call.body)).toEqual([{ campaign: 'Ab3dEf7hJk' }]);
    // The report went with the member's session, after the LINE login.
    const keys = server.calls.map((call) => call.key);
    expect(keys.indexOf('POST /api/auth/line')).toBeLessThan(keys.indexOf('POST /api/line/broadcast-opens'));
  });

  it('still opens the screen when the report is refused (an unknown campaign), with its parameters', async () => {
    const server = fakeLiffServer({
      'POST /api/line/broadcast-opens': () => ({ error: 6354, message: 'ลิงก์นี้ไม่ได้มาจากบรอดแคสต์ของเว็บนี้' }),
    });
    const router = renderLiffApp('/liff/b/Zz9Zz9Zz9Z/lotto/bills/512', server);
    await waitFor(() => expect(router.state.location.pathname).toBe('/liff/lotto/bills/512'), {
      timeout: 10_000,
    });
  });

  it('is a page the server answers with 200', () => {
    expect(isRoutedPage('liff', '/liff/b/Ab3dEf7hJk/deposit')).toBe(true);
    expect(isRoutedPage('liff', '/liff/b/Ab3dEf7hJk')).toBe(true);
    expect(isRoutedPage('liff', '/liff/b/Ab3dEf7hJk/play/builtin/builtin-slot-thai')).toBe(true);
  });
});
