import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const auditOf = async (targetId: number, action: string) =>
  (
    await app.db.query<{ staff_id: number; before: unknown; after: unknown; request_id: string }>(
      `SELECT staff_id::int AS staff_id, before, after, request_id FROM audit_log
        WHERE target_type = 'staff' AND target_id = $1 AND action = $2`,
      [String(targetId), action],
    )
  ).rows;

describe('staff management (owner)', () => {
  it('creates a staff member with a one-time password, audited, and refuses a taken name or an unknown role', async () => {
    const owner = await insertStaff(app, 'owner');
    const username = `new-${Date.now()}`;
    const created = await call(app, 'POST', '/api/admin/staff', {
      token: owner.token,
      body: { username, role: 'finance', display_name: 'สมชาย' },
    });
    expect(created.data).toMatchObject({
      staff: {
        username,
        role: 'finance',
        status: 'active',
        totp_enrolled: false,
        must_change_password: true,
      },
    });
    expect(created.data.one_time_password).toMatch(/^[a-z2-9]{16}$/);
    const rows = await auditOf(created.data.staff.id, 'staff.create');
    expect(rows).toMatchObject([{ staff_id: owner.id, before: null, after: { username, role: 'finance' } }]);
    expect(rows[0]!.request_id).not.toBe('');
    expect(JSON.stringify(rows[0])).not.toContain(created.data.one_time_password);

    const taken = await call(app, 'POST', '/api/admin/staff', {
      token: owner.token,
      body: { username, role: 'support' },
    });
    expect(taken.error).toBe(errorCatalogue.STAFF_USERNAME_TAKEN.code);
    const badRole = await call(app, 'POST', '/api/admin/staff', {
      token: owner.token,
      body: { username: `x-${Date.now()}`, role: 'king' },
    });
    expect(badRole.error).toBe(errorCatalogue.STAFF_ROLE_INVALID.code);
    const badName = await call(app, 'POST', '/api/admin/staff', {
      token: owner.token,
      body: { username: 'ชื่อไทย', role: 'support' },
    });
    expect(badName.error).toBe(errorCatalogue.STAFF_USERNAME_INVALID.code);
  });

  it('lists the staff for owners only', async () => {
    const owner = await insertStaff(app, 'owner');
    const finance = await insertStaff(app, 'finance');
    const list = await call(app, 'GET', '/api/admin/staff', { token: owner.token });
    expect(list.data.map((s: { username: string }) => s.username)).toContain(finance.username);
    expect((await call(app, 'GET', '/api/admin/staff', { token: finance.token })).status).toBe(403);
  });

  it('sets a role (the staff member gains its permissions at once), audited with before and after', async () => {
    const owner = await insertStaff(app, 'owner');
    const staff = await insertStaff(app, 'support');
    expect((await call(app, 'GET', '/api/admin/audit', { token: staff.token })).status).toBe(403);
    const answer = await call(app, 'POST', `/api/admin/staff/${staff.id}/role`, {
      token: owner.token,
      body: { role: 'owner' },
    });
    expect(answer.data.role).toBe('owner');
    expect((await call(app, 'GET', '/api/admin/audit', { token: staff.token })).status).toBe(200);
    expect(await auditOf(staff.id, 'staff.set_role')).toMatchObject([
      { before: { role: 'support' }, after: { role: 'owner' } },
    ]);
  });

  it('disabling ends every session at once; enabling lets the staff member log in again', async () => {
    const owner = await insertStaff(app, 'owner');
    const staff = await insertStaff(app, 'finance');
    const disabled = await call(app, 'POST', `/api/admin/staff/${staff.id}/disable`, {
      token: owner.token,
      body: { reason: 'ลาออกแล้ว' },
    });
    expect(disabled.data.status).toBe('disabled');
    expect((await call(app, 'GET', '/api/admin/auth/me', { token: staff.token })).status).toBe(401);
    await call(app, 'POST', `/api/admin/staff/${staff.id}/enable`, { token: owner.token, body: {} });
    // The old session stays dead: enabling revives no session.
    expect((await call(app, 'GET', '/api/admin/auth/me', { token: staff.token })).status).toBe(401);
    expect(await auditOf(staff.id, 'staff.disable')).toMatchObject([
      { before: { status: 'active' }, after: { status: 'disabled' } },
    ]);
  });

  it('resets two-factor with a new one-time password: the old password stops working, the next login sets one and enrols', async () => {
    const owner = await insertStaff(app, 'owner');
    const staff = await insertStaff(app, 'content');
    const answer = await call(app, 'POST', `/api/admin/staff/${staff.id}/reset_totp`, {
      token: owner.token,
      body: { reason: 'โทรศัพท์หาย' },
    });
    expect(answer.data.staff).toMatchObject({ totp_enrolled: false, must_change_password: true });
    expect(answer.data.one_time_password).toMatch(/^[a-z2-9]{16}$/);
    expect((await call(app, 'GET', '/api/admin/auth/me', { token: staff.token })).status).toBe(401);
    const old = await call(app, 'POST', '/api/admin/auth/login', {
      body: { username: staff.username, password: 'correct-horse-42' },
    });
    expect(old.error).toBe(errorCatalogue.STAFF_LOGIN_FAILED.code);
    const login = await call(app, 'POST', '/api/admin/auth/login', {
      body: { username: staff.username, password: answer.data.one_time_password },
    });
    expect(login.data.step).toBe('change_password');
    const changed = await call(app, 'POST', '/api/admin/auth/change_password', {
      body: { ticket: login.data.ticket, new_password: 'a-brand-new-secret-8' },
    });
    expect(changed.data.step).toBe('enrol');
    expect(await auditOf(staff.id, 'staff.reset_totp')).toMatchObject([{ after: { totp_enrolled: false } }]);
  });

  it('resets a password to a one-time one that must be changed at the next login', async () => {
    const owner = await insertStaff(app, 'owner');
    const staff = await insertStaff(app, 'content');
    const answer = await call(app, 'POST', `/api/admin/staff/${staff.id}/reset_password`, {
      token: owner.token,
      body: {},
    });
    expect((await call(app, 'GET', '/api/admin/auth/me', { token: staff.token })).status).toBe(401);
    const login = await call(app, 'POST', '/api/admin/auth/login', {
      body: { username: staff.username, password: answer.data.one_time_password },
    });
    expect(login.data.step).toBe('change_password');
  });

  it('refuses to change or disable oneself, and a staff member of another agent is not found', async () => {
    const owner = await insertStaff(app, 'owner');
    for (const [path, body] of [
      ['role', { role: 'finance' }],
      ['disable', { reason: 'ทดสอบ' }],
    ] as const) {
      const answer = await call(app, 'POST', `/api/admin/staff/${owner.id}/${path}`, {
        token: owner.token,
        body,
      });
      expect(answer.error).toBe(errorCatalogue.STAFF_SELF_CHANGE.code);
    }
    const missing = await call(app, 'POST', '/api/admin/staff/999999999/disable', {
      token: owner.token,
      body: { reason: 'ทดสอบ' },
    });
    expect(missing.error).toBe(errorCatalogue.STAFF_NOT_FOUND.code);
  });

  it('keeps one active owner when two owners disable each other at once', async () => {
    // Only these two owners may be active at the agent for this test: disable the others first.
    const a = await insertStaff(app, 'owner');
    const b = await insertStaff(app, 'owner');
    await app.db.query(`UPDATE staff SET status = 'disabled' WHERE role = 'owner' AND id NOT IN ($1, $2)`, [
      a.id,
      b.id,
    ]);
    const [ab, ba] = await Promise.all([
      call(app, 'POST', `/api/admin/staff/${b.id}/disable`, { token: a.token, body: { reason: 'สลับกัน' } }),
      call(app, 'POST', `/api/admin/staff/${a.id}/disable`, { token: b.token, body: { reason: 'สลับกัน' } }),
    ]);
    const { rows } = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM staff WHERE role = 'owner' AND status = 'active'`,
    );
    expect(rows[0]!.n).toBe(1);
    // One succeeded; the other was refused (last owner) or, its session ended first, answered 401.
    expect([ab, ba].filter((x) => x.error === 0)).toHaveLength(1);
  });

  it('a failed change leaves no audit row', async () => {
    const owner = await insertStaff(app, 'owner');
    const before = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log`);
    await call(app, 'POST', '/api/admin/staff/999999999/role', {
      token: owner.token,
      body: { role: 'support' },
    });
    await call(app, 'POST', `/api/admin/staff/${owner.id}/disable`, {
      token: owner.token,
      body: { reason: 'ทดสอบ' },
    });
    const after = await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM audit_log`);
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });
});
