import { describe, expect, it } from 'vitest';
import { frontEndOf } from '@server/http/front-end-of';

describe('frontEndOf', () => {
  it.each([
    ['/', 'web'],
    ['/member/deposit', 'web'],
    ['/liff/profile', 'liff'],
    ['/admin', 'admin'],
    ['/admin/', 'admin'],
    ['/admin/staff?x=1', 'admin'],
    ['/administrator', 'web'],
    ['/api/admin/auth/me', null],
    ['/assets/admin-1.js', null],
  ] as const)('serves %s from %s', (path, app) => {
    expect(frontEndOf(path)).toBe(app);
  });
});
