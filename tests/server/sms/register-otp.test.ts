import { afterAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { fromIp, otpFromOutbox, randomIp, registration } from '@tests/server/account/account-helpers';
import { LIMITS } from '@server/accounts/limits';
import { call, createTestApp, insertMember, randomPhone } from '@tests/server/helpers/test-app';
import { insertStaff } from '../admin/staff-fixtures';

const app = await createTestApp();
afterAll(() => app.close());
const owner = await insertStaff(app, 'owner');
const support = await insertStaff(app, 'support');

const askCode = (phone: string, ip = randomIp()) =>
  call(app, 'POST', '/api/register/otp', { body: { phone }, headers: fromIp(ip) });
const register = (body: Record<string, unknown>, ip = randomIp()) =>
  call(app, 'POST', '/api/register', { body, headers: fromIp(ip) });
const setRegisterOtp = (on: boolean, token = owner.token) =>
  call(app, 'POST', '/api/admin/sms/settings', { token, body: { register_otp: on } });
const config = async () => (await call(app, 'POST', '/api/agent/config', { body: {} })).data;
const code = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;

describe('a code by SMS before registration', () => {
  it('is off by default: the form registers without one and no code is sent', async () => {
    expect((await config()).register_otp).toBe(false);
    expect((await askCode(randomPhone())).error).toBe(code('REGISTER_OTP_OFF'));
    expect((await register(registration())).error).toBe(0);
  });

  it('is the owner’s to turn on (audited), not support’s', async () => {
    expect((await setRegisterOtp(true, support.token)).status).toBe(403);
    const on = await setRegisterOtp(true);
    expect(on.data).toEqual({ register_otp: true, reaches_members: false });
    expect((await config()).register_otp).toBe(true);
    const { rows } = await app.db.query(
      `SELECT before, after FROM audit_log WHERE action = 'content.sms_settings' ORDER BY id DESC LIMIT 1`,
    );
    expect(rows[0]).toEqual({ before: { register_otp: false }, after: { register_otp: true } });
  });

  it('once on, creates the member only with the code the phone got', async () => {
    const body = registration();
    expect((await register(body)).error).toBe(code('OTP_REQUIRED'));
    const ticket = await askCode(body.phone);
    expect(ticket.error).toBe(0);
    expect(ticket.data).toMatchObject({ expires_in: 300, resend_in: 60 });
    const sent = await otpFromOutbox(app, body.phone);
    expect(sent.ref).toBe(ticket.data.ref);
    const wrong = sent.otp === '000000' ? '111111' : '000000';
    expect((await register({ ...body, otp_ref: sent.ref, otp: wrong })).error).toBe(code('OTP_INVALID'));
    expect((await register({ ...body, otp_ref: sent.ref, otp: sent.otp })).error).toBe(0);
    // Used: the same code registers nobody else.
    const again = await register({
      ...registration({ phone: body.phone }),
      otp_ref: sent.ref,
      otp: sent.otp,
    });
    expect([code('OTP_INVALID'), code('PHONE_TAKEN')]).toContain(again.error);
    // A member's phone gets no registration code.
    expect((await askCode(body.phone)).error).toBe(code('PHONE_TAKEN'));
  });

  it('sends one code to a phone asked for it ten times at once', async () => {
    const phone = randomPhone();
    const answers = await Promise.all(Array.from({ length: 10 }, () => askCode(phone)));
    expect(answers.filter((a) => a.error === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.error === code('OTP_TOO_SOON'))).toHaveLength(9);
    const { rows } = await app.db.query(`SELECT count(*)::int AS n FROM sms_outbox WHERE phone = $1`, [
      phone,
    ]);
    expect(rows[0]).toEqual({ n: 1 });
  });

  it('holds the per-address limit when one address asks for many phones at once', async () => {
    const ip = randomIp();
    const answers = await Promise.all(Array.from({ length: 13 }, () => askCode(randomPhone(), ip)));
    expect(answers.filter((a) => a.error === 0)).toHaveLength(10);
    expect(answers.filter((a) => a.error === code('RATE_LIMITED'))).toHaveLength(3);
  });

  it('says whether a phone is a member no more often than the form’s availability checks may (one limit per address)', async () => {
    const member = await insertMember(app);
    const ip = randomIp();
    // The address has used all but 10 of its availability checks (check_account as the member types).
    await app.db.query(
      `INSERT INTO rate_events (kind, key) SELECT 'check_address', $1 FROM generate_series(1, $2)`,
      [ip, LIMITS.checksPerAddressPer10Minutes - 10],
    );
    const answers = await Promise.all(Array.from({ length: 20 }, () => askCode(member.phone, ip)));
    expect(answers.filter((a) => a.error === code('PHONE_TAKEN'))).toHaveLength(10);
    expect(answers.filter((a) => a.error === code('RATE_LIMITED'))).toHaveLength(10);
    // Past the limit a member's phone and a free one answer alike, here and at registration itself.
    expect((await askCode(randomPhone(), ip)).error).toBe(code('RATE_LIMITED'));
    expect((await register(registration({ phone: member.phone }), ip)).error).toBe(code('RATE_LIMITED'));
    expect((await register(registration(), ip)).error).toBe(code('RATE_LIMITED'));
  });

  it('turned off again, registration needs no code', async () => {
    expect((await setRegisterOtp(false)).data.register_otp).toBe(false);
    expect((await register(registration())).error).toBe(0);
  });
});
