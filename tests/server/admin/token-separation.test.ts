import { afterAll, describe, expect, it } from 'vitest';
import { STAFF_TOKEN_PREFIX } from '@server/staff/staff-sessions';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { insertStaff } from './staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());

describe('staff and member tokens never stand in for each other', () => {
  it('answers 401 to a member token on an admin route', async () => {
    const member = await insertMember(app);
    expect((await call(app, 'GET', '/api/get_user_info', { token: member.token })).status).toBe(200);
    const answer = await call(app, 'GET', '/api/admin/auth/me', { token: member.token });
    expect(answer.status).toBe(401);
    // Even with the staff prefix glued on, the member's token is no staff session.
    expect(
      (await call(app, 'GET', '/api/admin/auth/me', { token: `${STAFF_TOKEN_PREFIX}${member.token}` }))
        .status,
    ).toBe(401);
  });

  it('answers 401 to a staff token on member routes', async () => {
    const staff = await insertStaff(app, 'owner');
    expect(staff.token.startsWith(STAFF_TOKEN_PREFIX)).toBe(true);
    expect((await call(app, 'GET', '/api/admin/auth/me', { token: staff.token })).status).toBe(200);
    expect((await call(app, 'GET', '/api/get_user_info', { token: staff.token })).status).toBe(401);
    expect((await call(app, 'POST', '/api/member/wallets', { token: staff.token, body: {} })).status).toBe(
      401,
    );
  });
});
