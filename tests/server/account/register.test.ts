import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, randomAccount, randomPhone } from '@tests/server/helpers/test-app';
import { fromIp, randomIp, registerMember, registration } from './account-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const register = (body: unknown, headers: Record<string, string> = fromIp(randomIp())) =>
  call(app, 'POST', '/api/register', { body, headers });

const memberCount = async () =>
  (await app.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM members`)).rows[0]!.n;

describe('POST /api/register', () => {
  it('creates the member, the main wallet and a working session', async () => {
    const body = registration({ phone: '081-234-5670', bank_account: '123-4-56789-0', line_id: 'Somchai.J' });
    const answer = await register(body);
    expect(answer.status).toBe(200);
    expect(answer.error).toBe(0);
    expect(answer.data.access_token).toMatch(/^[\w-]{40,}$/);
    expect(Date.parse(answer.data.expires_at)).toBeGreaterThan(Date.now() + 29 * 86_400_000);

    const { rows } = await app.db.query<Record<string, unknown>>(
      `SELECT id, phone, username, bank_account, line_id, password_hash, age_confirmed_at, referral_code
         FROM members WHERE phone = '0812345670'`,
    );
    const member = rows[0]!;
    expect(member).toMatchObject({
      username: '0812345670',
      bank_account: '1234567890',
      line_id: 'somchai.j',
    });
    expect(String(member.password_hash)).toMatch(/^\$argon2id\$/);
    expect(String(member.password_hash)).not.toContain(body.password);
    expect(member.age_confirmed_at).not.toBeNull();
    expect(String(member.referral_code)).toMatch(/^[A-Z2-9]{8}$/);

    const wallets = await app.db.query<{ wallet_type_id: number; balance: number }>(
      `SELECT wallet_type_id, balance FROM ledger_accounts WHERE member_id = $1`,
      [member.id],
    );
    expect(wallets.rows).toEqual([{ wallet_type_id: 1, balance: 0 }]);

    const info = await call(app, 'GET', '/api/get_user_info', { token: answer.data.access_token });
    expect(info.data).toMatchObject({ phone: '0812345670', username: '0812345670', full_name: 'สมชาย ใจดี' });
  });

  it('stores only the hash of the session token', async () => {
    const member = await registerMember(app);
    const { rowCount } = await app.db.query(`SELECT 1 FROM sessions WHERE token_hash = $1`, [member.token]);
    expect(rowCount).toBe(0);
  });

  it('links the referrer by referral code, in any letter case', async () => {
    const referrer = await registerMember(app);
    const info = await call(app, 'GET', '/api/get_user_info', { token: referrer.token });
    const code = info.data.referral_code as string;
    const friend = await registerMember(app, { referral_code: ` ${code.toLowerCase()} ` });
    const { rows } = await app.db.query<{ referred_by: number }>(
      `SELECT referred_by FROM members WHERE phone = $1`,
      [friend.phone],
    );
    expect(rows[0]!.referred_by).toBe(info.data.id);
  });

  it.each([
    ['a landline phone', { phone: '021234567' }, 2001],
    ['a phone with a wrong prefix', { phone: '0512345678' }, 2001],
    ['a phone with letters', { phone: '08l2345678' }, 2001],
    ['a short password', { password: 'abc123' }, 2006],
    ['a password without digits', { password: 'abcdefghij' }, 2006],
    ['a password without letters', { password: '1234567890' }, 2006],
    ['an empty name', { full_name: '   ' }, 2007],
    ['a name of digits', { full_name: '12345 678' }, 2007],
    ['an unknown bank', { bank_code: 'NOPE' }, 2005],
    ['a 9-digit KBANK account', { bank_account: '123456789' }, 2004],
    ['a 10-digit GSB account (GSB has 12)', { bank_code: 'GSB', bank_account: '1234567890' }, 2004],
    ['letters in the account', { bank_account: '12345678ab' }, 2004],
    ['age not confirmed', { age_confirmed: false }, 2008],
    ['an unknown referral code', { referral_code: 'NOSUCHCODE' }, 2009],
    ['a malformed LINE id', { line_id: 'a b' }, 1001],
    ['a forged LINE registration token', { line_registration_token: 'x.y.z' }, 2020],
  ])('refuses %s with its code and creates nothing', async (_name, override, code) => {
    const before = await memberCount();
    const answer = await register(registration(override));
    expect(answer.status).toBe(200);
    expect(answer.error).toBe(code);
    expect(answer.message).toMatch(/[\u0E00-\u0E7F]/);
    expect(await memberCount()).toBe(before);
  });

  it('refuses a phone or a bank account that is already registered in the agent', async () => {
    const first = await registerMember(app);
    const samePhone = await register(registration({ phone: first.phone }));
    expect(samePhone.error).toBe(2002);
    const sameAccount = await register(registration({ bank_account: first.bank_account }));
    expect(sameAccount.error).toBe(2003);
  });

  it('allows the same phone and account at another agent', async () => {
    await app.db.query(`INSERT INTO agents (code, name) VALUES ('second', 'เว็บสอง') ON CONFLICT DO NOTHING`);
    const first = await registerMember(app);
    const answer = await register(
      registration({ phone: first.phone, bank_account: first.bank_account, agent_code: 'second' }),
    );
    expect(answer.error).toBe(0);
    const info = await call(app, 'GET', '/api/get_user_info', { token: answer.data.access_token });
    expect(info.data.agent_code).toBe('second');
  });

  it('answers one success and one PHONE_TAKEN when the same phone registers twice at once', async () => {
    const phone = randomPhone();
    const answers = await Promise.all([
      register(registration({ phone, bank_account: randomAccount() })),
      register(registration({ phone, bank_account: randomAccount() })),
    ]);
    expect(answers.map((a) => a.error).sort()).toEqual([0, 2002]);
  });

  it('limits registrations per address with 429 RATE_LIMITED, creating nothing', async () => {
    const ip = randomIp();
    for (let i = 0; i < 20; i++) expect((await register(registration(), fromIp(ip))).error).toBe(0);
    const before = await memberCount();
    const refused = await register(registration(), fromIp(ip));
    expect([refused.status, refused.error]).toEqual([429, 1029]);
    expect(refused.data).toMatchObject({ retry_in: expect.any(Number) });
    expect(await memberCount()).toBe(before);
    // Another address is not held back.
    expect((await register(registration(), fromIp(randomIp()))).error).toBe(0);
  });

  // On PGlite the requests are serialised on its one connection; on PostgreSQL they truly race.
  it('lets exactly 20 of 30 parallel registrations from one address through', async () => {
    const ip = randomIp();
    const before = await memberCount();
    const answers = await Promise.all(Array.from({ length: 30 }, () => register(registration(), fromIp(ip))));
    expect(answers.filter((a) => a.error === 0)).toHaveLength(20);
    expect(answers.filter((a) => a.status === 429 && a.error === 1029)).toHaveLength(10);
    expect(await memberCount()).toBe(before + 20);
  });

  it('refuses an unknown agent', async () => {
    const answer = await register(registration({ agent_code: 'nobody' }));
    expect(answer.error).toBe(1002);
  });

  it.each([
    ['a missing field', { phone: '0812345678', password: 'secret1234' }],
    ['a wrong type', { ...registration(), age_confirmed: 'yes' }],
    ['a number as phone', { ...registration(), phone: 812345678 }],
    ['a huge name', { ...registration(), full_name: 'ก'.repeat(5000) }],
    ['a huge password', { ...registration(), password: 'a1'.repeat(5000) }],
  ])('answers %s with HTTP 400', async (_name, body) => {
    const before = await memberCount();
    const answer = await register(body);
    expect(answer.status).toBe(400);
    expect(answer.error).toBe(1000);
    expect(await memberCount()).toBe(before);
  });
});
