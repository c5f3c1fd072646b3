import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, randomPhone } from '@tests/server/helpers/test-app';
import {
  PASSWORD,
  fromIp,
  lastSms,
  loginAs,
  otpFromOutbox,
  randomIp,
  registerMember,
} from './account-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const changePassword = (token: string | undefined, body: unknown) =>
  call(app, 'POST', '/api/member/change_password', { token, body, headers: fromIp(randomIp()) });
const requestReset = (phone: string, ip = randomIp()) =>
  call(app, 'POST', '/api/reset_password', { body: { phone }, headers: fromIp(ip) });
const completeReset = (body: Record<string, unknown>) =>
  call(app, 'POST', '/api/reset_password_v2', { body, headers: fromIp(randomIp()) });

describe('POST /api/member/change_password', () => {
  it('changes the password, ends every session and answers a fresh one', async () => {
    const member = await registerMember(app);
    const other = (await loginAs(app, member.phone, PASSWORD)).data.access_token as string;
    const answer = await changePassword(member.token, { old_password: PASSWORD, new_password: 'newpass987' });
    expect(answer.error).toBe(0);
    expect((await call(app, 'GET', '/api/get_user_info', { token: member.token })).status).toBe(401);
    expect((await call(app, 'GET', '/api/get_user_info', { token: other })).status).toBe(401);
    expect((await call(app, 'GET', '/api/get_user_info', { token: answer.data.access_token })).error).toBe(0);
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(2010);
    expect((await loginAs(app, member.phone, 'newpass987')).error).toBe(0);
  });

  it.each([
    ['a wrong old password', { old_password: 'wrong1234', new_password: 'newpass987' }, 2012],
    ['a weak new password', { old_password: PASSWORD, new_password: 'short1' }, 2006],
    ['the same password', { old_password: PASSWORD, new_password: PASSWORD }, 2013],
  ])('refuses %s and keeps the old password and session', async (_name, body, code) => {
    const member = await registerMember(app);
    expect((await changePassword(member.token, body)).error).toBe(code);
    expect((await call(app, 'GET', '/api/get_user_info', { token: member.token })).error).toBe(0);
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(0);
  });

  it('counts wrong old passwords as failed logins, so a stolen token cannot guess the password', async () => {
    const member = await registerMember(app);
    for (let i = 0; i < 5; i += 1) {
      await changePassword(member.token, { old_password: `guess${i}xx`, new_password: 'newpass987' });
    }
    const locked = await changePassword(member.token, { old_password: PASSWORD, new_password: 'newpass987' });
    expect(locked.error).toBe(2011);
  });

  it('refuses without a live token, and after logout', async () => {
    const body = { old_password: PASSWORD, new_password: 'newpass987' };
    expect((await changePassword(undefined, body)).status).toBe(401);
    const member = await registerMember(app);
    await call(app, 'POST', '/api/logout', { token: member.token });
    expect((await changePassword(member.token, body)).status).toBe(401);
  });

  it('answers bad input with HTTP 400', async () => {
    const member = await registerMember(app);
    expect((await changePassword(member.token, { old_password: PASSWORD })).status).toBe(400);
    expect((await changePassword(member.token, { old_password: 1, new_password: 'newpass987' })).status).toBe(
      400,
    );
  });
});

describe('password reset by SMS code', () => {
  it('sends a code through the outbox, and the code sets a new password and ends every session', async () => {
    const member = await registerMember(app);
    const asked = await requestReset(member.phone);
    expect(asked).toMatchObject({ error: 0, data: { expires_in: 300, resend_in: 60 } });
    const { otp, ref } = await otpFromOutbox(app, member.phone);
    expect(ref).toBe(asked.data.ref);
    const { rows } = await app.db.query<{ code_hash: string }>(
      `SELECT code_hash FROM otp_codes WHERE ref = $1`,
      [ref],
    );
    expect(rows[0]!.code_hash).toMatch(/^\$argon2id\$/);

    const done = await completeReset({ phone: member.phone, ref, otp, new_password: 'fresh2468' });
    expect(done).toMatchObject({ error: 0, data: { password_changed: true } });
    expect((await call(app, 'GET', '/api/get_user_info', { token: member.token })).status).toBe(401);
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(2010);
    expect((await loginAs(app, member.phone, 'fresh2468')).error).toBe(0);

    const again = await completeReset({ phone: member.phone, ref, otp, new_password: 'other1357' });
    expect(again.error).toBe(2014);
  });

  it('answers an unknown phone the same way and sends nothing', async () => {
    const phone = randomPhone();
    const asked = await requestReset(phone);
    expect(asked.error).toBe(0);
    expect(Object.keys(asked.data).sort()).toEqual(['expires_in', 'ref', 'resend_in']);
    expect(await lastSms(app, phone)).toBeNull();
    const guess = await completeReset({
      phone,
      ref: asked.data.ref,
      otp: '123456',
      new_password: 'fresh2468',
    });
    expect(guess.error).toBe(2014);
  });

  it('refuses a second request within 60 seconds', async () => {
    const member = await registerMember(app);
    expect((await requestReset(member.phone)).error).toBe(0);
    const soon = await requestReset(member.phone);
    expect(soon).toMatchObject({ status: 200, error: 2015 });
    await app.db.query(
      `UPDATE otp_codes SET created_at = created_at - interval '61 seconds' WHERE phone = $1`,
      [member.phone],
    );
    expect((await requestReset(member.phone)).error).toBe(0);
  });

  it('only the newest code works', async () => {
    const member = await registerMember(app);
    await requestReset(member.phone);
    const first = await otpFromOutbox(app, member.phone);
    await app.db.query(
      `UPDATE otp_codes SET created_at = created_at - interval '61 seconds' WHERE phone = $1`,
      [member.phone],
    );
    await requestReset(member.phone);
    const old = await completeReset({ phone: member.phone, ...first, new_password: 'fresh2468' });
    expect(old.error).toBe(2014);
    const newest = await otpFromOutbox(app, member.phone);
    expect((await completeReset({ phone: member.phone, ...newest, new_password: 'fresh2468' })).error).toBe(
      0,
    );
  });

  it('allows 5 tries per code, then refuses even the right one', async () => {
    const member = await registerMember(app);
    await requestReset(member.phone);
    const { otp, ref } = await otpFromOutbox(app, member.phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await completeReset({ phone: member.phone, ref, otp: wrong, new_password: 'fresh2468' })).error,
      ).toBe(2014);
    }
    expect((await completeReset({ phone: member.phone, ref, otp, new_password: 'fresh2468' })).error).toBe(
      2014,
    );
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(0);
  });

  it('parallel guesses cannot use more than 5 tries, and parallel requests send one code', async () => {
    const member = await registerMember(app);
    const requests = await Promise.all([1, 2, 3].map(() => requestReset(member.phone)));
    expect(requests.map((r) => r.error).sort()).toEqual([0, 2015, 2015]);
    const { otp, ref } = await otpFromOutbox(app, member.phone);
    const wrong = otp === '000000' ? '111111' : '000000';
    const guess = { phone: member.phone, ref, otp: wrong, new_password: 'fresh2468' };
    await Promise.all(Array.from({ length: 10 }, () => completeReset(guess)));
    const { rows } = await app.db.query<{ attempts: number }>(
      `SELECT attempts FROM otp_codes WHERE ref = $1`,
      [ref],
    );
    expect(rows[0]!.attempts).toBe(5);
    expect((await completeReset({ ...guess, otp })).error).toBe(2014);
  });

  it('refuses an expired code', async () => {
    const member = await registerMember(app);
    await requestReset(member.phone);
    const { otp, ref } = await otpFromOutbox(app, member.phone);
    await app.db.query(`UPDATE otp_codes SET expires_at = now() - interval '1 second' WHERE ref = $1`, [ref]);
    expect((await completeReset({ phone: member.phone, ref, otp, new_password: 'fresh2468' })).error).toBe(
      2014,
    );
  });

  it('refuses a wrong ref, and a weak new password without using a try', async () => {
    const member = await registerMember(app);
    await requestReset(member.phone);
    const { otp, ref } = await otpFromOutbox(app, member.phone);
    expect(
      (await completeReset({ phone: member.phone, ref: 'ZZZZZZ', otp, new_password: 'fresh2468' })).error,
    ).toBe(2014);
    expect((await completeReset({ phone: member.phone, ref, otp, new_password: 'weak' })).error).toBe(2006);
    const { rows } = await app.db.query<{ attempts: number }>(
      `SELECT attempts FROM otp_codes WHERE ref = $1`,
      [ref],
    );
    expect(rows[0]!.attempts).toBe(0);
    expect((await completeReset({ phone: member.phone, ref, otp, new_password: 'fresh2468' })).error).toBe(0);
  });

  it('a reset lifts a login lock', async () => {
    const member = await registerMember(app);
    for (let i = 0; i < 5; i += 1) await loginAs(app, member.phone, 'wrong1234');
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(2011);
    await requestReset(member.phone);
    const { otp, ref } = await otpFromOutbox(app, member.phone);
    await completeReset({ phone: member.phone, ref, otp, new_password: 'fresh2468' });
    expect((await loginAs(app, member.phone, 'fresh2468')).error).toBe(0);
  });

  it('limits code requests per address', async () => {
    const ip = randomIp();
    for (let i = 0; i < 10; i += 1) expect((await requestReset(randomPhone(), ip)).error).toBe(0);
    expect(await requestReset(randomPhone(), ip)).toMatchObject({ status: 429, error: 1029 });
  });

  it('refuses a malformed phone, an unknown agent and bad input', async () => {
    expect((await requestReset('12345')).error).toBe(2001);
    const agent = await call(app, 'POST', '/api/reset_password', {
      body: { phone: randomPhone(), agent_code: 'nobody' },
    });
    expect(agent.error).toBe(1002);
    expect((await call(app, 'POST', '/api/reset_password', { body: {} })).status).toBe(400);
    expect(
      (await call(app, 'POST', '/api/reset_password_v2', { body: { phone: randomPhone() } })).status,
    ).toBe(400);
    const huge = await completeReset({
      phone: randomPhone(),
      ref: 'x'.repeat(1000),
      otp: '1',
      new_password: 'a',
    });
    expect(huge.status).toBe(400);
  });
});
