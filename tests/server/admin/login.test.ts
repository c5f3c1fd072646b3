import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { createStaff } from '@server/staff/staff-accounts';
import { totpCodeAt } from '@server/staff/totp';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff, STAFF_PASSWORD } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

let agentId = 0;
beforeAll(async () => {
  const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM agents WHERE code = 'demo'`);
  agentId = rows[0]!.id;
});

const login = (username: string, password: string, ip = '10.0.0.1') =>
  call(app, 'POST', '/api/admin/auth/login', {
    body: { username, password },
    headers: { 'x-forwarded-for': ip },
  });

describe('staff login', () => {
  it('leads a new owner through a new password and enrolment to a session that opens /auth/me', async () => {
    const created = await createStaff(app.db, agentId, { username: `own-${Date.now()}`, role: 'owner' });
    const first = await login(created.username, created.oneTimePassword);
    expect(first.data).toMatchObject({ step: 'change_password' });

    const weak = await call(app, 'POST', '/api/admin/auth/change_password', {
      body: { ticket: first.data.ticket, new_password: 'short1' },
    });
    expect(weak.error).toBe(errorCatalogue.STAFF_PASSWORD_WEAK.code);

    const changed = await call(app, 'POST', '/api/admin/auth/change_password', {
      body: { ticket: first.data.ticket, new_password: 'a-much-better-secret-7' },
    });
    expect(changed.data).toMatchObject({ step: 'enrol' });
    // The ticket is used up.
    const again = await call(app, 'POST', '/api/admin/auth/change_password', {
      body: { ticket: first.data.ticket, new_password: 'another-secret-99' },
    });
    expect(again.error).toBe(errorCatalogue.STAFF_TICKET_INVALID.code);

    const scan = await call(app, 'POST', '/api/admin/auth/enrol', { body: { ticket: changed.data.ticket } });
    expect(scan.data.step).toBe('scan');
    expect(scan.data.otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
    expect(scan.data.qr_data_url).toMatch(/^data:image\/png;base64,/);

    const wrong = await call(app, 'POST', '/api/admin/auth/enrol', {
      body: {
        ticket: changed.data.ticket,
        code: '000000' === totpCodeAt(scan.data.secret, Date.now()) ? '111111' : '000000',
      },
    });
    expect(wrong.error).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);

    const done = await call(app, 'POST', '/api/admin/auth/enrol', {
      body: { ticket: changed.data.ticket, code: totpCodeAt(scan.data.secret, Date.now()) },
    });
    expect(done.data).toMatchObject({ step: 'done', staff: { username: created.username, role: 'owner' } });
    const me = await call(app, 'GET', '/api/admin/auth/me', { token: done.data.access_token });
    expect(me.data.permissions).toContain('staff.manage');

    // The next login asks for the code, and the one-time password no longer works.
    expect((await login(created.username, created.oneTimePassword)).error).toBe(
      errorCatalogue.STAFF_LOGIN_FAILED.code,
    );
    expect((await login(created.username, 'a-much-better-secret-7', '10.0.0.2')).data.step).toBe('totp');
  });

  it('refuses a wrong code, accepts the right one once, and refuses it replayed within its window', async () => {
    const staff = await insertStaff(app, 'finance');
    const step = await login(staff.username, STAFF_PASSWORD, '10.0.1.1');
    expect(step.data.step).toBe('totp');
    const code = totpCodeAt(staff.totpSecret, Date.now());
    const wrongCode = code === '123456' ? '654321' : '123456';
    const wrong = await call(app, 'POST', '/api/admin/auth/totp', {
      body: { ticket: step.data.ticket, code: wrongCode },
    });
    expect(wrong.error).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);

    const ok = await call(app, 'POST', '/api/admin/auth/totp', { body: { ticket: step.data.ticket, code } });
    expect(ok.data.step).toBe('done');

    const second = await login(staff.username, STAFF_PASSWORD, '10.0.1.1');
    const replay = await call(app, 'POST', '/api/admin/auth/totp', {
      body: { ticket: second.data.ticket, code },
    });
    expect(replay.error).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);
  });

  it('answers an unknown username exactly as a wrong password', async () => {
    const staff = await insertStaff(app, 'support');
    const unknown = await login('nobody-here', STAFF_PASSWORD, '10.0.2.1');
    const wrong = await login(staff.username, 'not-the-password-1', '10.0.2.1');
    expect(unknown.error).toBe(errorCatalogue.STAFF_LOGIN_FAILED.code);
    expect(wrong).toMatchObject({ error: unknown.error, message: unknown.message, status: 200 });
  });

  it('refuses a disabled account even with the right password', async () => {
    const staff = await insertStaff(app, 'support');
    await app.db.query(`UPDATE staff SET status = 'disabled' WHERE id = $1`, [staff.id]);
    expect((await login(staff.username, STAFF_PASSWORD, '10.0.3.1')).error).toBe(
      errorCatalogue.STAFF_DISABLED.code,
    );
  });

  it('holds the account limit under a burst of parallel wrong passwords, and then refuses the right one', async () => {
    const staff = await insertStaff(app, 'content');
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => login(staff.username, `wrong-password-${i}`, `10.0.4.${i}`)),
    );
    const checked = answers.filter((a) => a.error === errorCatalogue.STAFF_LOGIN_FAILED.code).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.error === errorCatalogue.STAFF_LOGIN_LOCKED.code).length).toBe(
      12 - checked,
    );
    // A refused attempt checked nothing and leaves no row: the account's budget is spent by checked ones only.
    for (let i = checked; i < 5; i++)
      expect((await login(staff.username, `wrong-again-${i}`, '10.0.4.98')).error).toBe(
        errorCatalogue.STAFF_LOGIN_FAILED.code,
      );
    expect((await login(staff.username, STAFF_PASSWORD, '10.0.4.99')).error).toBe(
      errorCatalogue.STAFF_LOGIN_LOCKED.code,
    );
  });

  it('holds the account limit under a burst of parallel wrong codes on one ticket', async () => {
    const staff = await insertStaff(app, 'content');
    const step = await login(staff.username, STAFF_PASSWORD, '10.0.5.1');
    const right = totpCodeAt(staff.totpSecret, Date.now());
    const codes = Array.from({ length: 12 }, (_, i) =>
      String((Number(right) + 1 + i) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      codes.map((code) =>
        call(app, 'POST', '/api/admin/auth/totp', { body: { ticket: step.data.ticket, code } }),
      ),
    );
    const checked = answers.filter((a) => a.error === errorCatalogue.STAFF_TOTP_INVALID.code).length;
    expect(checked).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.error === errorCatalogue.STAFF_LOGIN_LOCKED.code).length).toBe(
      12 - checked,
    );
    for (let i = checked; i < 5; i++) {
      const code = String((Number(right) + 500 + i) % 1_000_000).padStart(6, '0');
      const wrong = await call(app, 'POST', '/api/admin/auth/totp', {
        body: { ticket: step.data.ticket, code },
      });
      expect(wrong.error).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);
    }
    const locked = await call(app, 'POST', '/api/admin/auth/totp', {
      body: { ticket: step.data.ticket, code: right },
    });
    expect(locked.error).toBe(errorCatalogue.STAFF_LOGIN_LOCKED.code);
  });

  it('holds the per-address limit across accounts', async () => {
    const answers = [];
    for (let i = 0; i < 22; i++) answers.push(await login(`someone-${i}`, 'wrong-password-1', '10.0.6.1'));
    expect(answers.slice(0, 20).every((a) => a.error === errorCatalogue.STAFF_LOGIN_FAILED.code)).toBe(true);
    expect(answers.slice(20).every((a) => a.error === errorCatalogue.STAFF_LOGIN_LOCKED.code)).toBe(true);
  });
});
