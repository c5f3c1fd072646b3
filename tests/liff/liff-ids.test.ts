import { describe, expect, it } from 'vitest';
import { liffIdFor, liffNameOf, loadLiffApps } from '@liff-app/lib/liff-ids';
import { fakeServer } from '@tests/shared/features/helpers/fake-server';

const at = (pathname: string, search = '') => ({ pathname, search });

describe('which LIFF app a page is', () => {
  it('reads the name from /liff/<name>', () => {
    expect(liffNameOf(at('/liff/deposit'))).toBe('deposit');
    expect(liffNameOf(at('/liff/profile/extra'))).toBe('profile');
  });

  it('reads the name from liff.state when LINE opens the endpoint', () => {
    expect(liffNameOf(at('/liff', '?liff.state=%2Fwheel'))).toBe('wheel');
    expect(liffNameOf(at('/liff', '?liff.state=lotto%3Fround%3D1'))).toBe('lotto');
  });

  it('falls back to the default app for /liff alone', () => {
    expect(liffNameOf(at('/liff'))).toBe('default');
    expect(liffNameOf(at('/liff/'))).toBe('default');
  });

  it('uses the default id when a name has none (the demo config has no ids: the mock SDK)', () => {
    expect(liffIdFor('no-such-app')).toBe(liffIdFor('default'));
    expect(typeof liffIdFor('profile')).toBe('string');
  });
});

describe("the agent's LIFF ids", () => {
  it('are asked of the server before init, each app falling back to the default app', async () => {
    fakeServer({
      'GET /api/liff/config': () => ({
        data: {
          apps: {
            default: '2000000001-Home0001',
            deposit: '2000000001-Depo0001',
            wheel: '',
            lotto: '',
            profile: '',
          },
        },
      }),
    });
    const apps = await loadLiffApps();
    expect(liffIdFor('deposit', apps)).toBe('2000000001-Depo0001');
    expect(liffIdFor('wheel', apps)).toBe('2000000001-Home0001');
  });

  it("start with the build's liff.config.json when the server does not answer", async () => {
    fakeServer({ 'GET /api/liff/config': () => ({ status: 503, error: 1503 }) });
    expect(liffIdFor('profile', await loadLiffApps())).toBe(liffIdFor('profile'));
  });
});
