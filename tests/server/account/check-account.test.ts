import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, randomAccount, randomPhone } from '@tests/server/helpers/test-app';
import { fromIp, randomIp, registerMember } from './account-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const check = (body: unknown, headers: Record<string, string> = {}) =>
  call(app, 'POST', '/api/check_account', { body, headers });

describe('POST /api/check_account', () => {
  it('says whether a phone and a bank account are free in this agent', async () => {
    const member = await registerMember(app);
    const taken = await check({ phone: member.phone, bank_code: 'KBANK', bank_account: member.bank_account });
    expect(taken).toMatchObject({
      error: 0,
      data: { phone_available: false, bank_account_available: false },
    });
    const free = await check({ phone: randomPhone(), bank_code: 'KBANK', bank_account: randomAccount() });
    expect(free.data).toEqual({ phone_available: true, bank_account_available: true });
  });

  it('answers null for what was not asked', async () => {
    expect((await check({ phone: randomPhone() })).data).toEqual({
      phone_available: true,
      bank_account_available: null,
    });
    expect((await check({})).data).toEqual({ phone_available: null, bank_account_available: null });
  });

  it('normalises dashes and spaces before checking', async () => {
    const member = await registerMember(app);
    const p = member.phone;
    const a = member.bank_account;
    const answer = await check({
      phone: `${p.slice(0, 3)}-${p.slice(3)}`,
      bank_code: 'kbank',
      bank_account: `${a.slice(0, 3)}-${a.slice(3, 4)}-${a.slice(4)}`,
    });
    expect(answer.data).toEqual({ phone_available: false, bank_account_available: false });
  });

  it('checks an account number under every bank when no bank is chosen yet', async () => {
    const member = await registerMember(app, { bank_code: 'SCB' });
    expect((await check({ bank_account: member.bank_account })).data.bank_account_available).toBe(false);
    expect((await check({ bank_code: 'KBANK', bank_account: member.bank_account })).data).toMatchObject({
      bank_account_available: true,
    });
  });

  it('is scoped to the agent', async () => {
    await app.db.query(`INSERT INTO agents (code, name) VALUES ('second', 'เว็บสอง') ON CONFLICT DO NOTHING`);
    const member = await registerMember(app);
    const answer = await check({ phone: member.phone, agent_code: 'second' });
    expect(answer.data.phone_available).toBe(true);
    expect((await check({ phone: member.phone, agent_code: 'nobody' })).error).toBe(1002);
  });

  it.each([
    ['a malformed phone', { phone: '12345' }, 2001],
    ['an unknown bank', { bank_code: 'NOPE', bank_account: '1234567890' }, 2005],
    ['a wrong number of digits for the bank', { bank_code: 'GSB', bank_account: '1234567890' }, 2004],
    ['letters in the account', { bank_account: 'abcdefghij' }, 2004],
  ])('refuses %s with its code', async (_name, body, code) => {
    expect(await check(body)).toMatchObject({ status: 200, error: code });
  });

  it.each([
    ['a numeric phone', { phone: 812345678 }],
    ['a huge account', { bank_account: '1'.repeat(1000) }],
  ])('answers %s with HTTP 400', async (_name, body) => {
    expect((await check(body)).status).toBe(400);
  });

  it('limits checks per address', async () => {
    const ip = randomIp();
    await app.db.query(
      `INSERT INTO rate_events (kind, key) SELECT 'check_address', $1 FROM generate_series(1, 300)`,
      [ip],
    );
    const answer = await check({ phone: randomPhone() }, fromIp(ip));
    expect(answer).toMatchObject({ status: 429, error: 1029 });
    expect((await check({ phone: randomPhone() }, fromIp(randomIp()))).error).toBe(0);
  });
});
