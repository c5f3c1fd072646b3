import type { Browser, Page } from 'playwright-core';
import { closeNotificationsIfOpen, newMember, submitRegistration, waitForPath } from './flows';
import { depositThroughSandbox, expectTotal, tokenOf } from './money';
import { ownServerAndBrowser } from './harness';
import type { OwnServer } from './own-server';
import { createOwnerAndLogIn, staffContext } from './staff-login';

/**
 * What the lotto files do on their own servers besides their tests: a business clock to move, members with money,
 * staff, API reads, pages.
 */

export const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const BANGKOK_MS = 7 * 60 * MINUTE_MS;

/**
 * How far ahead of the system clock this server's business time runs (CLOCK_OFFSET_MS, a test deployment's
 * clock): to the next 10:01 Bangkok. Yeekee runs by the server's clock, from 05:45 to 03:45, and a round is
 * created only while its time is still to come; at 10:01 the 10:00-10:15 round has just opened, so the Yeekee
 * tests run at any hour of the real day with fourteen minutes to spare.
 */
export const yeekeeOffset = (now = Date.now()) => {
  const timeOfDay = (now + BANGKOK_MS) % DAY_MS;
  return (10 * 60 * MINUTE_MS + MINUTE_MS - timeOfDay + DAY_MS) % DAY_MS;
};

/**
 * The file's own server and browser (harness.ts) on a business clock `initial()` ahead of the system's, which
 * `moveClock` moves further: a restart with the new CLOCK_OFFSET_MS.
 */
export const ownServerOnClock = (name: string, initial: () => number) => {
  let offset = 0;
  const { server, browser } = ownServerAndBrowser(name, () => {
    offset = initial();
    return { CLOCK_OFFSET_MS: String(offset) };
  });
  const moveClock = async (ms: number) => {
    offset += ms;
    await server().restart({ CLOCK_OFFSET_MS: String(offset) });
  };
  return { server, browser, moveClock, offset: () => offset };
};

export type Envelope<T> = { error: number; message: string; data: T };

/** A page load; the announcement dialog opens on each one (a known defect, issue 11), so it is closed first. */
export const open = async (page: Page, path: string) => {
  await page.goto(path);
  await closeNotificationsIfOpen(page);
};

export const billRow = (page: Page, number: string, type: string) =>
  page.getByTestId('bill-row').filter({ hasText: number }).filter({ hasText: type });

type Round = { round_id: number; is_open: boolean; seconds_to_close: number };

/** The helpers bound to the test file's server and browser (ownServerAndBrowser's getters). */
export const lottoHelpers = (server: () => OwnServer, browser: () => Browser) => {
  const get = async <T>(path: string, token: string) => {
    const response = await fetch(new URL(path, server().baseURL), {
      headers: { authorization: `Bearer ${token}` },
    });
    const answer = (await response.json()) as Envelope<T>;
    if (answer.error !== 0) throw new Error(`GET ${path}: ${answer.error} ${answer.message}`);
    return answer.data;
  };

  /** A registered member with `baht` in the main wallet, on the member home. */
  const memberWithMoney = async (page: Page, baht: number) => {
    await page.goto('/register');
    await submitRegistration(page, newMember());
    await waitForPath(page, '/member');
    await closeNotificationsIfOpen(page);
    const token = await tokenOf(page);
    await depositThroughSandbox(server(), token, baht);
    await expectTotal(page, baht * 100);
    return token;
  };

  const post = async <T>(path: string, token: string, body: unknown) => {
    const response = await fetch(new URL(path, server().baseURL), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const answer = (await response.json()) as Envelope<T>;
    if (answer.error !== 0) throw new Error(`POST ${path}: ${answer.error} ${answer.message}`);
    return answer.data;
  };

  /** A new owner logged in to the back office in its own browser context; answers the staff token. */
  const staffToken = async (name: string) => {
    const context = await staffContext(browser(), server().baseURL);
    const page = await context.newPage();
    await createOwnerAndLogIn(server(), page, name);
    const token = await page.evaluate(() =>
      JSON.parse(sessionStorage.getItem('admin.staff_token') ?? 'null'),
    );
    await context.close();
    if (typeof token !== 'string') throw new Error('no staff token after login');
    return token;
  };

  /** The Yeekee market's rounds of one status, as a guest reads them. */
  const yeekeeRounds = async (status: 'open' | 'closed') => {
    const guest = await fetch(new URL('/api/lotto/lobby', server().baseURL));
    const lobby = ((await guest.json()) as Envelope<{ markets: { id: number; type: string }[] }>).data;
    const yeekee = lobby.markets.find((m) => m.type === 'yeekee')!;
    const answer = await fetch(
      new URL(`/api/lotto/rounds?market_id=${yeekee.id}&status=${status}&limit=5`, server().baseURL),
    );
    return ((await answer.json()) as Envelope<Round[]>).data;
  };

  return { get, post, memberWithMoney, staffToken, yeekeeRounds };
};
