import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, randomPhone } from '@tests/server/helpers/test-app';
import { PASSWORD, fromIp, loginAs, randomIp, registerMember } from './account-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

describe('POST /api/login', () => {
  it('answers a session for the right phone and password, typed with spaces and dashes', async () => {
    const member = await registerMember(app);
    const typed = `${member.phone.slice(0, 3)}-${member.phone.slice(3, 6)} ${member.phone.slice(6)}`;
    const answer = await loginAs(app, typed, PASSWORD);
    expect(answer.error).toBe(0);
    expect(answer.data.access_token).not.toBe(member.token);
    const info = await call(app, 'GET', '/api/get_user_info', { token: answer.data.access_token });
    expect(info.data.phone).toBe(member.phone);
  });

  it('accepts the +66 form of the phone', async () => {
    const member = await registerMember(app);
    const answer = await loginAs(app, `+66${member.phone.slice(1)}`, PASSWORD);
    expect(answer.error).toBe(0);
  });

  it('answers the same refusal for a wrong password and an unknown phone', async () => {
    const member = await registerMember(app);
    const wrong = await loginAs(app, member.phone, 'wrong1234');
    const unknown = await loginAs(app, randomPhone(), PASSWORD);
    expect(wrong).toMatchObject({ status: 200, error: 2010 });
    expect(unknown).toMatchObject({ status: 200, error: 2010, message: wrong.message });
    expect(wrong.message).toBe('เบอร์โทรศัพท์หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('refuses a malformed phone with PHONE_INVALID', async () => {
    expect((await loginAs(app, '12345', PASSWORD)).error).toBe(2001);
  });

  it('locks the account after 5 failures, even for the right password, and from any address', async () => {
    const member = await registerMember(app);
    for (let i = 0; i < 5; i += 1)
      expect((await loginAs(app, member.phone, `wrong${i}abc`)).error).toBe(2010);
    const locked = await loginAs(app, member.phone, PASSWORD);
    expect(locked.error).toBe(2011);
    expect(locked.message).toContain('15 นาที');
    expect((await loginAs(app, member.phone, PASSWORD, randomIp())).error).toBe(2011);
  });

  it('a burst of parallel guesses gets no more than 5 password checks', async () => {
    const member = await registerMember(app);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => loginAs(app, member.phone, `guess${i}abc`)),
    );
    const failed = answers.filter((a) => a.error === 2010).length;
    expect(failed).toBeLessThanOrEqual(5);
    expect(answers.filter((a) => a.error === 2011).length).toBe(12 - failed);
    if (failed === 5) expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(2011);
  });

  it('unlocks when the failures are older than 15 minutes', async () => {
    const member = await registerMember(app);
    for (let i = 0; i < 5; i += 1) await loginAs(app, member.phone, 'wrong1234');
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(2011);
    await app.db.query(
      `UPDATE login_failures SET created_at = created_at - interval '16 minutes' WHERE phone = $1`,
      [member.phone],
    );
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(0);
  });

  it('a success resets the account counter', async () => {
    const member = await registerMember(app);
    for (let i = 0; i < 4; i += 1) await loginAs(app, member.phone, 'wrong1234');
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(0);
    for (let i = 0; i < 4; i += 1) expect((await loginAs(app, member.phone, 'wrong1234')).error).toBe(2010);
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(0);
  });

  it('locks an address after 20 failures across accounts, and not other addresses', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i += 1)
      expect((await loginAs(app, randomPhone(), 'guess1234', ip)).error).toBe(2010);
    const member = await registerMember(app);
    expect((await loginAs(app, member.phone, PASSWORD, ip)).error).toBe(2011);
    expect((await loginAs(app, member.phone, PASSWORD, randomIp())).error).toBe(0);
  });

  it('refuses a disabled account with its own message, only after the right password', async () => {
    const member = await registerMember(app);
    await app.db.query(`UPDATE members SET status = 'disabled' WHERE phone = $1`, [member.phone]);
    expect((await loginAs(app, member.phone, 'wrong1234')).error).toBe(2010);
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(2017);
    const info = await call(app, 'GET', '/api/get_user_info', { token: member.token });
    expect(info.status).toBe(401);
  });

  it('scopes accounts to the agent', async () => {
    await app.db.query(`INSERT INTO agents (code, name) VALUES ('second', 'เว็บสอง') ON CONFLICT DO NOTHING`);
    const member = await registerMember(app);
    const elsewhere = await call(app, 'POST', '/api/login', {
      body: { phone: member.phone, password: PASSWORD, agent_code: 'second' },
      headers: fromIp(randomIp()),
    });
    expect(elsewhere.error).toBe(2010);
    const unknown = await call(app, 'POST', '/api/login', {
      body: { phone: member.phone, password: PASSWORD, agent_code: 'nobody' },
    });
    expect(unknown.error).toBe(1002);
  });

  it.each([
    ['a missing password', { phone: '0812345678' }],
    ['a numeric phone', { phone: 812345678, password: 'secret1234' }],
    ['a huge password', { phone: '0812345678', password: 'x'.repeat(10_000) }],
  ])('answers %s with HTTP 400', async (_name, body) => {
    const answer = await call(app, 'POST', '/api/login', { body });
    expect(answer.status).toBe(400);
    expect(answer.error).toBe(1000);
  });
});

describe('POST /api/logout and GET /api/get_user_info', () => {
  it('answers the member their own profile with the bank account masked', async () => {
    const member = await registerMember(app, { bank_code: 'SCB', line_id: 'somchai' });
    const info = await call(app, 'GET', '/api/get_user_info', { token: member.token });
    expect(info.error).toBe(0);
    expect(info.data).toMatchObject({
      agent_code: 'demo',
      username: member.phone,
      phone: member.phone,
      full_name: 'สมชาย ใจดี',
      bank_code: 'SCB',
      bank_name: 'ธนาคารไทยพาณิชย์',
      bank_account: `xxxxxx${member.bank_account.slice(-4)}`,
      line_id: 'somchai',
      line_linked: false,
      vip_level: 0,
    });
    expect(Date.parse(info.data.created_at)).not.toBeNaN();
  });

  it('another member token sees only that member', async () => {
    const one = await registerMember(app);
    const two = await registerMember(app);
    const info = await call(app, 'GET', '/api/get_user_info', { token: two.token });
    expect(info.data.phone).toBe(two.phone);
    expect(JSON.stringify(info.data)).not.toContain(one.phone);
  });

  it('refuses without a token or with a made-up one', async () => {
    const none = await call(app, 'GET', '/api/get_user_info');
    expect(none).toMatchObject({ status: 401, error: 1401 });
    const fake = await call(app, 'GET', '/api/get_user_info', { token: 'not-a-real-token' });
    expect(fake.status).toBe(401);
    const logout = await call(app, 'POST', '/api/logout');
    expect(logout.status).toBe(401);
  });

  it('logout ends that session at once and leaves the member other sessions alive', async () => {
    const member = await registerMember(app);
    const second = (await loginAs(app, member.phone, PASSWORD)).data.access_token as string;
    const answer = await call(app, 'POST', '/api/logout', { token: member.token });
    expect(answer).toMatchObject({ status: 200, error: 0, data: null });
    expect((await call(app, 'GET', '/api/get_user_info', { token: member.token })).status).toBe(401);
    expect((await call(app, 'POST', '/api/logout', { token: member.token })).status).toBe(401);
    expect((await call(app, 'GET', '/api/get_user_info', { token: second })).error).toBe(0);
  });

  it('refuses an expired session', async () => {
    const member = await registerMember(app);
    await app.db.query(
      `UPDATE sessions SET expires_at = now() - interval '1 second'
        WHERE member_id = (SELECT id FROM members WHERE phone = $1)`,
      [member.phone],
    );
    expect((await call(app, 'GET', '/api/get_user_info', { token: member.token })).status).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every account route', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths as object);
    for (const path of [
      '/api/check_account',
      '/api/register',
      '/api/login',
      '/api/logout',
      '/api/get_user_info',
      '/api/member/change_password',
      '/api/reset_password',
      '/api/reset_password_v2',
      '/api/auth/line',
      '/api/auth/line/link',
      '/api/auth/line/link_account',
      '/api/auth/line/unlink',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
