import { afterAll, describe, expect, it } from 'vitest';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff, STAFF_PASSWORD } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

const me = async (token: string) => (await call(app, 'GET', '/api/admin/auth/me', { token })).status;

describe('staff sessions', () => {
  it('die after the idle time-out, and each request slides it', async () => {
    const staff = await insertStaff(app, 'support');
    await app.db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '29 minutes' WHERE staff_id = $1`,
      [staff.id],
    );
    expect(await me(staff.token)).toBe(200);
    const { rows } = await app.db.query<{ idle: boolean }>(
      `SELECT last_seen_at > now() - interval '1 minute' AS idle FROM staff_sessions WHERE staff_id = $1`,
      [staff.id],
    );
    expect(rows[0]!.idle).toBe(true);
    await app.db.query(
      `UPDATE staff_sessions SET last_seen_at = now() - interval '31 minutes' WHERE staff_id = $1`,
      [staff.id],
    );
    expect(await me(staff.token)).toBe(401);
    // A dead session is not revived by the refused request.
    expect(await me(staff.token)).toBe(401);
  });

  it('die at their absolute expiry however active', async () => {
    const staff = await insertStaff(app, 'support');
    await app.db.query(
      `UPDATE staff_sessions SET expires_at = now() - interval '1 second' WHERE staff_id = $1`,
      [staff.id],
    );
    expect(await me(staff.token)).toBe(401);
  });

  it('last at most 12 hours from the login', async () => {
    const staff = await insertStaff(app, 'support');
    const { rows } = await app.db.query<{ hours: number }>(
      `SELECT round(extract(epoch FROM expires_at - created_at) / 3600)::int AS hours FROM staff_sessions WHERE staff_id = $1`,
      [staff.id],
    );
    expect(rows[0]!.hours).toBe(12);
  });

  it('end at once on logout', async () => {
    const staff = await insertStaff(app, 'content');
    expect((await call(app, 'POST', '/api/admin/auth/logout', { token: staff.token })).error).toBe(0);
    expect(await me(staff.token)).toBe(401);
  });

  it('all end when the account is disabled', async () => {
    const staff = await insertStaff(app, 'content');
    await app.db.query(`UPDATE staff SET status = 'disabled' WHERE id = $1`, [staff.id]);
    expect(await me(staff.token)).toBe(401);
  });

  it('all end on a password change, which answers a fresh session', async () => {
    const staff = await insertStaff(app, 'finance');
    const other = await insertStaff(app, 'finance');
    // A second session of the same staff member.
    await app.db.query(`UPDATE staff_sessions SET staff_id = $1 WHERE staff_id = $2`, [staff.id, other.id]);
    const wrong = await call(app, 'POST', '/api/admin/auth/change_password', {
      token: staff.token,
      body: { old_password: 'not-the-password-1', new_password: 'brand-new-secret-12' },
    });
    expect(wrong.error).not.toBe(0);
    expect(await me(staff.token)).toBe(200);
    const changed = await call(app, 'POST', '/api/admin/auth/change_password', {
      token: staff.token,
      body: { old_password: STAFF_PASSWORD, new_password: 'brand-new-secret-12' },
    });
    expect(changed.data.step).toBe('done');
    expect(await me(staff.token)).toBe(401);
    expect(await me(other.token)).toBe(401);
    expect(await me(changed.data.access_token)).toBe(200);
  });

  it('change_password without a ticket or a session is 401', async () => {
    const answer = await call(app, 'POST', '/api/admin/auth/change_password', {
      body: { old_password: STAFF_PASSWORD, new_password: 'brand-new-secret-12' },
    });
    expect(answer.status).toBe(401);
  });
});
