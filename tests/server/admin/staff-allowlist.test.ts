import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff, STAFF_PASSWORD } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const from = (ip: string) => ({ 'x-forwarded-for': ip });

describe('the staff address allowlist', () => {
  it('lets anyone in while empty; then refuses a login or a request from outside in Thai, and lets the office in', async () => {
    const owner = await insertStaff(app, 'owner');
    const staff = await insertStaff(app, 'support');
    const save = (entries: string[], ip = '203.0.113.7') =>
      call(app, 'POST', '/api/admin/staff/allowlist', {
        token: owner.token,
        body: { entries },
        headers: from(ip),
      });

    const empty = await call(app, 'GET', '/api/admin/staff/allowlist', {
      token: owner.token,
      headers: from('198.51.100.9'),
    });
    expect(empty.data).toMatchObject({ entries: [], your_address: '198.51.100.9' });
    expect(
      (await call(app, 'GET', '/api/admin/auth/me', { token: staff.token, headers: from('198.51.100.9') }))
        .status,
    ).toBe(200);

    for (const bad of [['203.0.113.300'], ['203.0.113.0/33'], ['office'], ['10.0.0.1/8/1']]) {
      const refused = await save(bad);
      expect([refused.status, refused.error], bad[0]).toEqual([
        200,
        errorCatalogue.STAFF_ALLOWLIST_INVALID.code,
      ]);
    }
    // The owner saving from 203.0.113.7 may not shut themselves out.
    const self = await save(['198.51.100.0/24']);
    expect(self.error).toBe(errorCatalogue.STAFF_ALLOWLIST_SELF.code);
    expect(self.message).toContain('ที่อยู่ IP');
    expect(
      (
        await call(app, 'GET', '/api/admin/staff/allowlist', {
          token: owner.token,
          headers: from('203.0.113.7'),
        })
      ).data.entries,
    ).toEqual([]);

    const saved = await save([' 203.0.113.0/24 ', '2001:db8::1', '203.0.113.0/24']);
    expect(saved.data.entries).toEqual(['203.0.113.0/24', '2001:db8::1']);

    // A live session from outside: refused (403, Thai); from inside: served.
    const outside = await call(app, 'GET', '/api/admin/auth/me', {
      token: staff.token,
      headers: from('198.51.100.9'),
    });
    expect([outside.status, outside.error, outside.message]).toEqual([
      403,
      errorCatalogue.STAFF_ADDRESS_FORBIDDEN.code,
      errorCatalogue.STAFF_ADDRESS_FORBIDDEN.message,
    ]);
    expect(
      (await call(app, 'GET', '/api/admin/auth/me', { token: staff.token, headers: from('203.0.113.50') }))
        .status,
    ).toBe(200);
    expect(
      (await call(app, 'GET', '/api/admin/auth/me', { token: staff.token, headers: from('2001:db8::1') }))
        .status,
    ).toBe(200);

    // A login from outside is refused before the password is checked, and written to the login history.
    const login = (ip: string) =>
      call(app, 'POST', '/api/admin/auth/login', {
        body: { username: staff.username, password: STAFF_PASSWORD },
        headers: from(ip),
      });
    const refused = await login('198.51.100.9');
    expect([refused.status, refused.error]).toEqual([200, errorCatalogue.STAFF_ADDRESS_REFUSED.code]);
    expect((await login('203.0.113.8')).data.step).toBe('totp');
    // The own password change takes the session token outside the staff guard: refused from outside too.
    const change = await call(app, 'POST', '/api/admin/auth/change_password', {
      token: staff.token,
      body: { old_password: STAFF_PASSWORD, new_password: 'a-brand-new-secret-9' },
      headers: from('198.51.100.9'),
    });
    expect(change.error).toBe(errorCatalogue.STAFF_ADDRESS_REFUSED.code);
    const history = await call(app, 'GET', '/api/admin/audit', {
      token: owner.token,
      headers: from('203.0.113.7'),
      query: { action: 'auth.login_failed', staff_id: String(staff.id) },
    });
    expect(history.data.items[0]).toMatchObject({ ip: '198.51.100.9', after: { failure: 'address' } });
    const audit = await call(app, 'GET', '/api/admin/audit', {
      token: owner.token,
      headers: from('203.0.113.7'),
      query: { action: 'staff.allowlist' },
    });
    expect(audit.data.items[0]).toMatchObject({
      before: { entries: [] },
      after: { entries: ['203.0.113.0/24', '2001:db8::1'] },
    });

    // Emptied again: anyone.
    expect((await save([])).data.entries).toEqual([]);
    expect(
      (await call(app, 'GET', '/api/admin/auth/me', { token: staff.token, headers: from('198.51.100.9') }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(app, 'GET', '/api/admin/staff/allowlist', {
          token: staff.token,
          headers: from('198.51.100.9'),
        })
      ).status,
    ).toBe(403);
  });
});
