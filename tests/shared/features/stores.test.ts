// @vitest-environment screen
import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  vi.resetModules();
});

const saved = (expiresAt: string) =>
  JSON.stringify({
    state: { authUser: { access_token: 'kept', expires_at: expiresAt }, userInfo: null },
    version: 1,
  });

describe('user store', () => {
  it('persists the session in localStorage under `user` and clears it on userCleared', async () => {
    const store = await import('@features/account/stores/user-store');
    store.userLoggedIn({ access_token: 'abc', expires_at: new Date(Date.now() + 60_000).toISOString() });
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').state.authUser.access_token).toBe('abc');
    expect(store.getAccessToken()).toBe('abc');
    store.userCleared();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}').state.authUser).toBeNull();
    expect(store.getAccessToken()).toBeNull();
  });

  it('restores a live session at start and drops one that expired while the site was closed', async () => {
    localStorage.setItem('user', saved(new Date(Date.now() + 60_000).toISOString()));
    expect((await import('@features/account/stores/user-store')).getAccessToken()).toBe('kept');

    vi.resetModules();
    localStorage.setItem('user', saved(new Date(Date.now() - 60_000).toISOString()));
    const store = await import('@features/account/stores/user-store');
    expect(store.getUserSnapshot().authUser).toBeNull();
  });
});

describe('wallet store', () => {
  it('keeps the chosen wallet in sessionStorage under `wallet`', async () => {
    const store = await import('@features/wallet/stores/wallet-store');
    store.walletChosen(42);
    expect(store.getSelectedWallet()).toBe(42);
    expect(JSON.parse(sessionStorage.getItem('wallet') ?? '{}').state.selectedWalletId).toBe(42);
    store.walletCleared();
    expect(store.getSelectedWallet()).toBeNull();
  });
});
