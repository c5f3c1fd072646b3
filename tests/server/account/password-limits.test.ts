import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { call, createTestApp, randomAccount } from '@tests/server/helpers/test-app';
import { PASSWORD, fromIp, loginAs, randomIp, registerMember } from './account-helpers';

/** Every check of a member's password, wherever it is asked for, counts against the same limits as login. */
let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => app.close());

const SUB_BANK_PASSWORD_WRONG = 5026;
const LOGIN_LOCKED = 2011;

const updateSubBank = (token: string, password: string, ip = randomIp()) =>
  call(app, 'POST', '/api/member/update_sub_bank_account', {
    token,
    body: { bank_code: 'SCB', bank_account: randomAccount(), password },
    headers: fromIp(ip),
  });

describe('password checks outside login', () => {
  it('counts wrong passwords of update_sub_bank_account and then refuses even the right one', async () => {
    const member = await registerMember(app);
    for (let i = 0; i < 5; i += 1) {
      expect((await updateSubBank(member.token, `wrong${i}xyz`)).error).toBe(SUB_BANK_PASSWORD_WRONG);
    }
    expect((await updateSubBank(member.token, PASSWORD)).error).toBe(LOGIN_LOCKED);
    // The lock is the account's: login with the right password is refused too.
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(LOGIN_LOCKED);
  });

  it('checks exactly the limit of a burst of parallel guesses from one session', async () => {
    const member = await registerMember(app);
    const ip = randomIp();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => updateSubBank(member.token, `guess${i}abc`, ip)),
    );
    const checked = answers.filter((answer) => answer.error === SUB_BANK_PASSWORD_WRONG).length;
    // Counted under the account's lock: never more than 5 checks, and never fewer (on PostgreSQL too).
    expect(checked).toBe(5);
    expect(answers.every((a) => a.error === SUB_BANK_PASSWORD_WRONG || a.error === LOGIN_LOCKED)).toBe(true);
    expect((await updateSubBank(member.token, PASSWORD)).error).toBe(LOGIN_LOCKED);
  });

  it('refuses the right password in update_sub_bank_account and change_password while login is locked', async () => {
    const member = await registerMember(app);
    for (let i = 0; i < 5; i += 1) await loginAs(app, member.phone, `wrong${i}xyz`);
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(LOGIN_LOCKED);
    expect((await updateSubBank(member.token, PASSWORD)).error).toBe(LOGIN_LOCKED);
    const change = await call(app, 'POST', '/api/member/change_password', {
      token: member.token,
      body: { old_password: PASSWORD, new_password: 'newpass987' },
      headers: fromIp(randomIp()),
    });
    expect(change.error).toBe(LOGIN_LOCKED);
  });

  it('a right password in update_sub_bank_account clears the failures before it', async () => {
    const member = await registerMember(app);
    for (let i = 0; i < 4; i += 1) await updateSubBank(member.token, `wrong${i}xyz`);
    expect((await updateSubBank(member.token, PASSWORD)).error).toBe(0);
    expect((await updateSubBank(member.token, 'wrong5xyz')).error).toBe(SUB_BANK_PASSWORD_WRONG);
    expect((await loginAs(app, member.phone, PASSWORD)).error).toBe(0);
  });
});
