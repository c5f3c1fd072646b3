// @vitest-environment screen
import liff from '@line/liff/core';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { liffLocalPath, liffScreens } from '@contract/liff-screens';
import { initLiff, lineIdToken } from '@liff-app/lib/liff';

/**
 * A deep link opened in an outside browser: LINE login is a redirect to LINE and back to `redirectUri`. The
 * screen and its parameters are in the path (a query may be lost on the way), so the redirect must carry the
 * very path the member opened, restored from `liff.state` first.
 */
beforeAll(async () => {
  // What LINE opens for https://liff.line.me/{liffId}/payment/DP25690001.
  window.history.replaceState(null, '', '/liff?liff.state=%2Fpayment%2FDP25690001');
  await initLiff();
});
afterEach(() => vi.restoreAllMocks());

describe('LINE login from a deep link', () => {
  it('restores the screen from liff.state, then logs in with LINE back to that exact path', async () => {
    expect(window.location.pathname).toBe('/liff/payment/DP25690001');
    expect(window.location.search).toBe('');
    const login = vi.spyOn(liff, 'login');
    expect(liff.isLoggedIn()).toBe(false);
    await lineIdToken();
    expect(login).toHaveBeenCalledTimes(1);
    expect(login.mock.calls[0]?.[0]).toEqual({
      redirectUri: `${window.location.origin}/liff/payment/DP25690001`,
    });
  });

  it('offers the deep-link builder only screens whose parameters fit in the path', () => {
    const payment = liffScreens.find((screen) => screen.id === 'payment')!;
    expect(liffLocalPath(payment, { orderId: 'DP25690001' })).toBe('/liff/payment/DP25690001');
    expect(liffLocalPath(payment, { orderId: 'DP1?x=1' })).toBeNull();
    const play = liffScreens.find((screen) => screen.id === 'play')!;
    expect(liffLocalPath(play, { providerId: 'builtin', gameId: 'a/b' })).toBeNull();
    expect(liffLocalPath(play, { providerId: 'builtin', gameId: 'builtin-slot-thai' })).toBe(
      '/liff/play/builtin/builtin-slot-thai',
    );
  });
});
