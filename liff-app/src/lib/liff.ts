// The pluggable SDK: core plus the few modules we call, a fraction of the full SDK. main.tsx imports this file
// dynamically, beside the shell's first paint: the SDK is not part of the first screen's JS.
import liff from '@line/liff/core';
import GetIDToken from '@line/liff/get-id-token';
import IsApiAvailable from '@line/liff/is-api-available';
import IsInClient from '@line/liff/is-in-client';
import IsLoggedIn from '@line/liff/is-logged-in';
import Login from '@line/liff/login';
import Logout from '@line/liff/logout';
import ShareTargetPicker from '@line/liff/share-target-picker';
import type { ExtendedInit, LiffMockApi } from '@line/liff-mock';
import { idTokenSent, idTokenSentBefore } from './id-token-once';
import { liffIdFor, liffNameOf, loadLiffApps } from './liff-ids';

/**
 * The only file that touches the LIFF SDK (STYLE 8).
 *
 * Mock or real: the mock SDK (@line/liff-mock) is used when
 *   - the build asks for it: VITE_LIFF_MOCK=on, or
 *   - it is a development build (vite dev) and VITE_LIFF_MOCK is not "off", or
 *   - the agent has no LIFF id for this app, in its settings or liff.config.json (the demo and the tests).
 * A production build with a real id uses the real SDK. The mock is safe to ship because the server decides:
 * it accepts the mock's plain "id_token" only when started with LIFF_MOCK=on, never by default.
 */
const env = import.meta.env;
let mock: LiffMockApi | null = null;

export const isMockLiff = () => mock !== null;

const wantsMock = (liffId: string) =>
  env.VITE_LIFF_MOCK === 'on' || (env.DEV && env.VITE_LIFF_MOCK !== 'off') || liffId === '';

/**
 * The real SDK turns `?liff.state=/<name>` into the path by a redirect inside `init`. The mock does not, so
 * do the same here: deep links from LINE must land on their screen in development too.
 */
const restoreLiffStateLocally = () => {
  const url = new URL(window.location.href);
  const state = url.searchParams.get('liff.state');
  if (!state) return;
  url.searchParams.delete('liff.state');
  const target = new URL(`/liff/${state.replace(/^\/+/, '')}`, url.origin);
  for (const [key, value] of url.searchParams) target.searchParams.append(key, value);
  window.history.replaceState(null, '', `${target.pathname}${target.search}${url.hash}`);
};

// The mock needs IsInClient installed before it (its README), so every module goes in first.
const installModules = () => {
  liff.use(new IsInClient());
  liff.use(new IsLoggedIn());
  liff.use(new Login());
  liff.use(new Logout());
  liff.use(new GetIDToken());
  liff.use(new IsApiAvailable());
  liff.use(new ShareTargetPicker());
};

/** Must finish before the router reads the location (DOMAIN "LINE and LIFF"). */
export const initLiff = async () => {
  const liffId = liffIdFor(liffNameOf(window.location), await loadLiffApps());
  installModules();
  if (!wantsMock(liffId)) {
    await liff.init({ liffId });
    return;
  }
  const { LiffMockPlugin } = await import('@line/liff-mock');
  // Typed against the full SDK; on the core it does the same (it replaces init and the methods we call).
  liff.use(new LiffMockPlugin() as unknown as Parameters<typeof liff.use>[0]);
  await (liff.init as ExtendedInit)({ liffId: liffId || 'mock-liff-id', mock: true });
  mock = (liff as unknown as { $mock: LiffMockApi }).$mock;
  restoreLiffStateLocally();
};

/** Never settles: the page is leaving for LINE's login and comes back to `redirectUri`. */
const leavingPage = () => new Promise<never>(() => undefined);

/**
 * Inside LINE, init already logged the member in. In an outside browser, LINE login is a redirect to LINE and
 * back to this same URL (the path holds what matters: query parameters can be lost on the way).
 * The mock's login does not navigate; mark it logged in, as coming back from LINE would.
 */
export const ensureLineLogin = async (): Promise<void> => {
  if (liff.isLoggedIn()) return;
  liff.login({ redirectUri: window.location.href });
  if (!mock) return leavingPage();
  mock.set((previous) => ({ ...previous, isLoggedIn: true }));
};

/**
 * `exp` of a JWT, read without checking it (the server checks the signature). Reading it here rather than
 * with the SDK's getDecodedIDToken keeps its verifier and SHA-256 out of the first download.
 */
const expiryOf = (token: string): number | undefined => {
  try {
    const payload = token.split('.')[1] ?? '';
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const exp: unknown = (JSON.parse(json) as { exp?: unknown }).exp;
    return typeof exp === 'number' ? exp : undefined;
  } catch {
    return undefined;
  }
};

/**
 * The ID token for POST /api/auth/line, which the caller sends at once. ID tokens cannot be refreshed: one that
 * has expired (the app stayed open for long), or that was sent before (the server takes each one once), is
 * replaced by logging in with LINE again. The mock's token is always the same string, and the server (with
 * LIFF_MOCK=on) takes it every time.
 */
export const lineIdToken = async (): Promise<string | null> => {
  await ensureLineLogin();
  const token = liff.getIDToken();
  if (mock || !token) return token;
  const exp = expiryOf(token);
  if (exp !== undefined && exp * 1000 < Date.now() + 60_000) return lineLoginAgain();
  if (idTokenSentBefore(token)) return lineLoginAgain();
  idTokenSent(token);
  return token;
};

/** After the server refused our session (401) or the token: a fresh LINE login gives a fresh ID token. */
export const lineLoginAgain = async (): Promise<never> => {
  if (mock) throw new Error('mock LIFF: nothing to refresh');
  liff.logout();
  liff.login({ redirectUri: window.location.href });
  return leavingPage();
};

/**
 * Shares a text message through LINE's share target picker (the member picks friends or groups). Answers false
 * where LINE has no picker (an outside browser, the mock, an old LINE) or the member closed it, so the screen
 * falls back to copying the link.
 */
export const shareTextInLine = async (text: string): Promise<boolean> => {
  try {
    if (mock !== null || !liff.isApiAvailable('shareTargetPicker')) return false;
    const result = await liff.shareTargetPicker([{ type: 'text', text }]);
    return result !== undefined && result.status === 'success';
  } catch {
    return false;
  }
};
