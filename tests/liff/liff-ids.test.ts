import { describe, expect, it } from 'vitest';
import { liffIdFor, liffNameOf } from '@liff-app/lib/liff-ids';

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
