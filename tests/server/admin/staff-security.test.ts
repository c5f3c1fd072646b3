import { afterAll, describe, expect, it } from 'vitest';
import { staffSessionEndMessages } from '@contract/admin/auth';
import { errorCatalogue } from '@contract/errors';
import { totpCodeAt } from '@server/staff/totp';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff, STAFF_PASSWORD } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const browser = 'Mozilla/5.0 (Linux; Android 14) ทดสอบ';
const login = (username: string, password: string, ip: string) =>
  call(app, 'POST', '/api/admin/auth/login', {
    body: { username, password },
    headers: { 'x-forwarded-for': ip, 'user-agent': browser },
  });

const auditRows = async (token: string, query: Record<string, string>) =>
  (await call(app, 'GET', '/api/admin/audit', { token, query })).data.items as Array<{
    action: string;
    staff_username: string;
    ip: string;
    user_agent: string;
    after: unknown;
    reason: string;
  }>;

describe('staff login history', () => {
  it('records failed and successful logins with address and browser, found by the auth. and auth.login filters', async () => {
    const owner = await insertStaff(app, 'owner');
    const staff = await insertStaff(app, 'support');
    expect((await login(staff.username, 'wrong-password-1', '10.28.0.1')).error).toBe(
      errorCatalogue.STAFF_LOGIN_FAILED.code,
    );
    const unknown = `nobody-${Date.now()}`;
    await login(unknown, 'whatever-1', '10.28.0.2');
    const step = await login(staff.username, STAFF_PASSWORD, '10.28.0.3');
    const wrongCode = totpCodeAt(staff.totpSecret, Date.now()) === '000000' ? '111111' : '000000';
    const badCode = await call(app, 'POST', '/api/admin/auth/totp', {
      body: { ticket: step.data.ticket, code: wrongCode },
      headers: { 'x-forwarded-for': '10.28.0.3', 'user-agent': browser },
    });
    expect(badCode.error).toBe(errorCatalogue.STAFF_TOTP_INVALID.code);
    const done = await call(app, 'POST', '/api/admin/auth/totp', {
      body: { ticket: step.data.ticket, code: totpCodeAt(staff.totpSecret, Date.now()) },
      headers: { 'x-forwarded-for': '10.28.0.3', 'user-agent': browser },
    });
    expect(done.data.step).toBe('done');

    const mine = await auditRows(owner.token, { action: 'auth.login', staff_id: String(staff.id) });
    expect(mine.map((row) => [row.action, row.ip, row.after])).toEqual([
      ['auth.login', '10.28.0.3', null],
      ['auth.login_failed', '10.28.0.3', { failure: 'totp' }],
      ['auth.login_failed', '10.28.0.1', { failure: 'password' }],
    ]);
    expect(mine.every((row) => row.user_agent === browser)).toBe(true);
    const strangers = await auditRows(owner.token, { action: 'auth.', target_id: '' });
    expect(strangers.find((row) => row.staff_username === unknown)).toMatchObject({
      action: 'auth.login_failed',
      ip: '10.28.0.2',
      after: { failure: 'password' },
    });
  });
});

describe('lockouts', () => {
  it('shows a locked account to the owner, who lifts it with a reason (audited); the staff member logs in again', async () => {
    const owner = await insertStaff(app, 'owner');
    const staff = await insertStaff(app, 'finance');
    for (let i = 0; i < 5; i += 1) await login(staff.username, `wrong-${i}-password`, `10.28.1.${i}`);
    expect((await login(staff.username, STAFF_PASSWORD, '10.28.1.9')).error).toBe(
      errorCatalogue.STAFF_LOGIN_LOCKED.code,
    );
    const listed = (await call(app, 'GET', '/api/admin/staff', { token: owner.token })).data.find(
      (item: { id: number }) => item.id === staff.id,
    );
    expect(listed.locked).toBe(true);

    const noReason = await call(app, 'POST', `/api/admin/staff/${staff.id}/unlock`, {
      token: owner.token,
      body: {},
    });
    expect(noReason.error).toBe(errorCatalogue.REASON_REQUIRED.code);
    const lifted = await call(app, 'POST', `/api/admin/staff/${staff.id}/unlock`, {
      token: owner.token,
      body: { reason: 'ยืนยันตัวตนทางโทรศัพท์แล้ว' },
    });
    expect(lifted.data.locked).toBe(false);
    expect((await login(staff.username, STAFF_PASSWORD, '10.28.1.10')).data.step).toBe('totp');
    const again = await call(app, 'POST', `/api/admin/staff/${staff.id}/unlock`, {
      token: owner.token,
      body: { reason: 'ซ้ำ' },
    });
    expect(again.error).toBe(errorCatalogue.STAFF_NOT_LOCKED.code);
    expect(
      await auditRows(owner.token, {
        action: 'staff.unlock',
        target_type: 'staff',
        target_id: String(staff.id),
      }),
    ).toMatchObject([{ before: { locked: true }, after: { locked: false }, reason: 'ยืนยันตัวตนทางโทรศัพท์แล้ว' }]);
    expect(
      (await call(app, 'POST', `/api/admin/staff/${staff.id}/unlock`, { token: staff.token })).status,
    ).toBe(403);
  });
});

describe('reasons', () => {
  it('refuses to disable a staff member or reset their two-factor without a reason, and changes nothing', async () => {
    const owner = await insertStaff(app, 'owner');
    const staff = await insertStaff(app, 'content');
    for (const path of ['disable', 'reset_totp']) {
      const answer = await call(app, 'POST', `/api/admin/staff/${staff.id}/${path}`, {
        token: owner.token,
        body: { reason: '  ' },
      });
      expect(answer.error).toBe(errorCatalogue.REASON_REQUIRED.code);
    }
    expect((await call(app, 'GET', '/api/admin/auth/me', { token: staff.token })).status).toBe(200);
    const disabled = await call(app, 'POST', `/api/admin/staff/${staff.id}/disable`, {
      token: owner.token,
      body: { reason: 'พ้นสภาพพนักงาน' },
    });
    expect(disabled.data.status).toBe('disabled');
    expect(
      await auditRows(owner.token, {
        action: 'staff.disable',
        target_type: 'staff',
        target_id: String(staff.id),
      }),
    ).toMatchObject([{ reason: 'พ้นสภาพพนักงาน' }]);
  });

  it('refuses to disable a member without a reason', async () => {
    const support = await insertStaff(app, 'support');
    const member = await insertMember(app);
    const refused = await call(app, 'POST', `/api/admin/members/${member.id}/disable`, {
      token: support.token,
      body: {},
    });
    expect(refused.error).toBe(errorCatalogue.REASON_REQUIRED.code);
    expect((await call(app, 'POST', '/api/member/wallets', { token: member.token })).status).toBe(200);
  });
});

describe('a session ended behind the tab', () => {
  it('answers 401 saying why: disabled by the owner, logged out elsewhere, two-factor reset', async () => {
    const owner = await insertStaff(app, 'owner');
    const cases = [
      [
        'disabled',
        (id: number) =>
          call(app, 'POST', `/api/admin/staff/${id}/disable`, {
            token: owner.token,
            body: { reason: 'ระงับ' },
          }),
      ],
      [
        'totp_reset',
        (id: number) =>
          call(app, 'POST', `/api/admin/staff/${id}/reset_totp`, {
            token: owner.token,
            body: { reason: 'รีเซ็ต' },
          }),
      ],
    ] as const;
    for (const [ended, act] of cases) {
      const staff = await insertStaff(app, 'lotto');
      await act(staff.id);
      const answer = await call(app, 'GET', '/api/admin/dashboard', { token: staff.token });
      expect(answer.status).toBe(401);
      expect(answer.data).toEqual({ ended });
      expect(answer.message).toBe(staffSessionEndMessages[ended]);
    }
    const staff = await insertStaff(app, 'lotto');
    await call(app, 'POST', '/api/admin/auth/logout', { token: staff.token });
    const after = await call(app, 'GET', '/api/admin/auth/me', { token: staff.token });
    expect([after.status, after.data, after.message]).toEqual([
      401,
      { ended: 'logout' },
      staffSessionEndMessages.logout,
    ]);
    const idle = await insertStaff(app, 'lotto');
    await app.db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '2 hours' WHERE staff_id = $1`,
      [idle.id],
    );
    expect((await call(app, 'GET', '/api/admin/auth/me', { token: idle.token })).data).toEqual({
      ended: 'idle',
    });
    const forged = await call(app, 'GET', '/api/admin/auth/me', { token: 'stf_not-a-session' });
    expect(forged.data).toEqual({ ended: 'unknown' });
  });
});
