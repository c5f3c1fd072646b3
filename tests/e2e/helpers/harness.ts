import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchBrowser } from './browser';
import { startOwnServer, type OwnServer } from './own-server';

const notYet = (what: string): never => {
  throw new Error(`the ${what} is not started yet (use it inside a test or a later beforeAll)`);
};

/**
 * The setup of a test file with a server of its own (own-server.ts: a fresh database, the sandbox payment
 * controls, operator commands) and one Chromium: both started before the file's tests, closed after them.
 * `env` is read when the server starts (lotto.test.ts computes its business clock then). The getters are valid
 * inside tests and in hooks declared after this call; files on the shared server use `sharedBrowser()`.
 */
export const ownServerAndBrowser = (name: string, env: () => NodeJS.ProcessEnv = () => ({})) => {
  let server: OwnServer | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await startOwnServer(name, env());
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return {
    server: (): OwnServer => server ?? notYet('server'),
    browser: (): Browser => browser ?? notYet('browser'),
  };
};
