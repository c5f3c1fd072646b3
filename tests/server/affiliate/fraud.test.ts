import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { closesCycle, referralVerdict } from '@server/affiliate/fraud';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { registerMember, registration, fromIp, randomIp } from '@tests/server/account/account-helpers';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

type Registered = { id: number; referral_code: string; referred_by: number | null };
const memberByPhone = async (phone: string) =>
  (
    await app.db.query<Registered>(
      `SELECT id::int AS id, referral_code, referred_by::int AS referred_by FROM members WHERE phone = $1`,
      [phone],
    )
  ).rows[0]!;

const refusalsOf = async (memberId: number) =>
  (
    await app.db.query<{ reason: string }>(`SELECT reason FROM affiliate_refusals WHERE member_id = $1`, [
      memberId,
    ])
  ).rows;

/** Registers through `code` and answers the new member's row (the registration itself must succeed). */
const registerThrough = async (code: string, overrides: Record<string, unknown> = {}) => {
  const body = registration({ referral_code: code, ...overrides });
  const answer = await call(app, 'POST', '/api/register', { body, headers: fromIp(randomIp()) });
  expect(answer.error).toBe(0);
  return memberByPhone(body.phone as string);
};

const unique = () => randomUUID().slice(0, 12);

describe('affiliate fraud checks at registration', () => {
  it('accepts an honest referral', async () => {
    const a = await registerMember(app, { line_id: `a${unique()}`, device_id: unique() });
    const referrer = await memberByPhone(a.phone);
    const friend = await registerThrough(referrer.referral_code, {
      line_id: `f${unique()}`,
      device_id: unique(),
    });
    expect(friend.referred_by).toBe(referrer.id);
    expect(await refusalsOf(friend.id)).toEqual([]);
  });

  it.each([
    ['same_line_id', (a: { line_id: string }) => ({ line_id: a.line_id.toUpperCase() })],
    ['same_device', (a: { device_id: string }) => ({ device_id: a.device_id })],
    ['same_device', (a: { device_id: string }) => ({ device_id: ` ${a.device_id.toUpperCase()} ` })],
    [
      'same_device',
      (a: { device_id: string }) => ({ device_id: a.device_id.replace(/-/g, '').toUpperCase() }),
    ],
  ])('registers without a referrer and records %s', async (reason, same) => {
    const a = await registerMember(app, { line_id: `a${unique()}`, device_id: unique() });
    const referrer = await memberByPhone(a.phone);
    const self = await registerThrough(referrer.referral_code, {
      line_id: `x${unique()}`,
      device_id: unique(),
      ...same(a as never),
    });
    expect(self.referred_by).toBeNull();
    expect(await refusalsOf(self.id)).toEqual([{ reason }]);
  });

  it('stores the device id normalised, and still matches an id stored before that in another case and form', async () => {
    const device = randomUUID();
    const a = await registerMember(app, { line_id: `a${unique()}`, device_id: ` ${device.toUpperCase()} ` });
    const referrer = await memberByPhone(a.phone);
    const stored = await app.db.query<{ device_id: string }>(`SELECT device_id FROM members WHERE id = $1`, [
      referrer.id,
    ]);
    expect(stored.rows[0]!.device_id).toBe(device.replace(/-/g, ''));
    // A row from before normalisation keeps what the client sent.
    await app.db.query(`UPDATE members SET device_id = $2 WHERE id = $1`, [
      referrer.id,
      ` ${device.toUpperCase()}`,
    ]);
    const self = await registerThrough(referrer.referral_code, {
      line_id: `x${unique()}`,
      device_id: device,
    });
    expect(self.referred_by).toBeNull();
    expect(await refusalsOf(self.id)).toEqual([{ reason: 'same_device' }]);
    // Separators only, or nothing: no device, no match.
    const none = await registerThrough(referrer.referral_code, { line_id: `y${unique()}`, device_id: ' - ' });
    expect(none.referred_by).toBe(referrer.id);
  });

  it('refuses the same phone and the same bank account as the referrer (signals the form cannot reuse)', async () => {
    const a = await registerMember(app, { line_id: `a${unique()}`, device_id: unique() });
    const referrer = await memberByPhone(a.phone);
    const other = {
      phone: '0899999999',
      bankCode: 'SCB',
      bankAccount: '1',
      lineId: '',
      lineUserId: null,
      deviceId: '',
    };
    expect(await referralVerdict(app.db, referrer.id, { ...other, phone: a.phone })).toBe('same_phone');
    expect(
      await referralVerdict(app.db, referrer.id, {
        ...other,
        bankCode: 'KBANK',
        bankAccount: a.bank_account,
      }),
    ).toBe('same_bank_account');
    expect(await referralVerdict(app.db, referrer.id, other)).toBeNull();
  });

  it('refuses a cycle over one and two levels (A -> B -> A, A -> B -> C -> A)', async () => {
    const a = (await registerMember(app, { line_id: `a${unique()}`, device_id: unique() })) as Awaited<
      ReturnType<typeof registerMember>
    > & { line_id: string; device_id: string };
    const memberA = await memberByPhone(a.phone);
    const b = await registerThrough(memberA.referral_code, { device_id: unique() });
    expect(b.referred_by).toBe(memberA.id);
    const c = await registerThrough(b.referral_code, { device_id: unique() });
    expect(c.referred_by).toBe(b.id);
    // A again (A's device) through B's code, then A again (A's LINE id) through C's code.
    const viaB = await registerThrough(b.referral_code, { device_id: a.device_id });
    expect(viaB.referred_by).toBeNull();
    expect(await refusalsOf(viaB.id)).toEqual([{ reason: 'cycle' }]);
    const viaC = await registerThrough(c.referral_code, { line_id: a.line_id, device_id: unique() });
    expect(viaC.referred_by).toBeNull();
    expect(await refusalsOf(viaC.id)).toEqual([{ reason: 'cycle' }]);
    // And an existing member: A may not become the referred of B or of C.
    expect(await closesCycle(app.db, memberA.id, b.id)).toBe(true);
    expect(await closesCycle(app.db, memberA.id, c.id)).toBe(true);
    expect(await closesCycle(app.db, c.id, memberA.id)).toBe(false);
  });
});

describe('referral link clicks', () => {
  it('counts clicks in the summary, refuses an unknown code, and limits one address', async () => {
    const a = await registerMember(app);
    const referrer = await memberByPhone(a.phone);
    const ip = randomIp();
    const click = (code: string) =>
      call(app, 'POST', '/api/affiliate/click', { body: { code }, headers: fromIp(ip) });
    expect((await click('NOPE0000')).error).toBe(8702);
    for (let i = 0; i < 3; i += 1) expect((await click(referrer.referral_code.toLowerCase())).error).toBe(0);
    const summary = await call(app, 'GET', '/api/affiliate/summary', { token: a.token });
    expect(summary.data).toMatchObject({ code: referrer.referral_code, clicks: 3, sign_ups: 0 });
    const answers = await Promise.all(Array.from({ length: 25 }, () => click(referrer.referral_code)));
    expect(answers.filter((x) => x.error === 0).length).toBe(17);
  });
});
