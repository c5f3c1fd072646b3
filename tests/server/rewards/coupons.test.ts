import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { toSatang } from '@contract/money';
import { checkLedger } from '@server/ledger';
import { generateCodes } from '@server/rewards/coupons/codes';
import { COUPON_GUESS_LIMITS } from '@server/rewards/coupons/guesses';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { demoAgentId, insertCampaign } from './rewards-helpers';
import { balances } from './promotion-helpers';

const code = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;

let app: FastifyInstance;
let agentId: number;
beforeAll(async () => {
  app = await createTestApp();
  agentId = await demoAgentId(app);
});
afterAll(async () => app.close());

/** A coupon campaign giving 50 baht to the free-credit wallet, and its codes. */
const couponCampaign = async (
  batch: { count?: number; code?: string; maxUses?: number; expiresAt?: Date | null },
  fields: Parameters<typeof insertCampaign>[1] = {},
) => {
  const campaignId = await insertCampaign(app, {
    kind: 'coupon',
    name: 'คูปองทดสอบ',
    trigger: 'code',
    reward: { type: 'money', wallet_type_id: 3, amount: toSatang(50) },
    ...fields,
  });
  const codes = await generateCodes(app.db, {
    agentId,
    campaignId,
    staffId: null,
    batch: 'test',
    maxUses: batch.maxUses ?? 1,
    expiresAt: batch.expiresAt ?? null,
    ...(batch.code ? { code: batch.code } : { count: batch.count ?? 1 }),
  });
  return { campaignId, codes: codes.map((c) => c.code) };
};

const redeem = (token: string, value: string, ip = '10.0.0.1') =>
  call(app, 'POST', '/api/coupon/redeem', {
    token,
    body: { code: value },
    headers: { 'x-forwarded-for': ip },
  });

describe('coupons', () => {
  it('a single-use code redeemed by 16 members in parallel pays exactly one', async () => {
    const { codes } = await couponCampaign({ count: 1 });
    const members = await Promise.all(Array.from({ length: 16 }, () => fundedMember(app, 0)));
    const answers = await Promise.all(members.map((m) => redeem(m.token, codes[0]!.toLowerCase())));
    expect(answers.filter((a) => a.error === 0)).toHaveLength(1);
    expect(answers.filter((a) => a.error === code('COUPON_USED_UP'))).toHaveLength(15);
    const paid = await Promise.all(members.map(async (m) => (await balances(app, m.token))[3] ?? 0));
    expect(paid.reduce((a, b) => a + b, 0)).toBe(50);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('a multi-use code: each member once (a retry pays nothing), up to its uses', async () => {
    const { codes } = await couponCampaign({ code: `SHARE${Date.now() % 100000}`, maxUses: 2 });
    const [a, b, c] = await Promise.all([fundedMember(app, 0), fundedMember(app, 0), fundedMember(app, 0)]);
    // A double (triple) tap: each a counted attempt, all within the guess limit, one award.
    const twice = await Promise.all(Array.from({ length: 3 }, () => redeem(a!.token, codes[0]!)));
    expect(twice.every((r) => r.error === 0)).toBe(true);
    expect(twice.filter((r) => !r.data.replayed)).toHaveLength(1);
    expect((await balances(app, a!.token))[3]).toBe(50);
    expect((await redeem(b!.token, codes[0]!)).error).toBe(0);
    expect((await redeem(c!.token, codes[0]!)).error).toBe(code('COUPON_USED_UP'));
    const history = await call(app, 'GET', '/api/coupon/history', { token: a!.token });
    expect(history.data.items).toEqual([
      expect.objectContaining({ code: codes[0], amount: 50, name: 'คูปองทดสอบ' }),
    ]);
  });

  it('refuses an expired code and holds the campaign per-member limit across codes', async () => {
    const expired = await couponCampaign({ count: 1, expiresAt: new Date(Date.now() - 60_000) });
    const member = await fundedMember(app, 0);
    expect((await redeem(member.token, expired.codes[0]!)).error).toBe(code('COUPON_EXPIRED'));
    const limited = await couponCampaign({ count: 3 }, { per_member_limit: 2 });
    const results = [];
    for (const value of limited.codes) results.push((await redeem(member.token, value)).error);
    expect(results).toEqual([0, 0, code('REWARD_MEMBER_LIMIT')]);
  });

  it('limits guessing per member, in parallel, with a Thai message; a real code still counts as no guess', async () => {
    const { codes } = await couponCampaign({ count: 1 });
    const member = await fundedMember(app, 0);
    const guesses = await Promise.all(
      Array.from({ length: 12 }, (_, i) => redeem(member.token, `WRONG${i}XYZ`, '10.1.0.1')),
    );
    // Exactly the limit of lookups, on PGlite and on PostgreSQL: each attempt is counted under the member's lock.
    const invalid = guesses.filter((g) => g.error === code('COUPON_INVALID')).length;
    expect(invalid).toBe(COUPON_GUESS_LIMITS.perAccount);
    const locked = guesses.filter((g) => g.error === code('COUPON_LOCKED'));
    expect(locked).toHaveLength(12 - invalid);
    expect(locked[0]!.message).toMatch(/คูปอง/);
    // The wrong guesses left count: the member reaches the limit, one at a time, with what is left of it.
    for (let i = invalid; i < COUPON_GUESS_LIMITS.perAccount; i += 1)
      expect((await redeem(member.token, `AGAIN${i}XYZ`, '10.1.0.1')).error).toBe(code('COUPON_INVALID'));
    // Locked: even the right code is not looked up now.
    expect((await redeem(member.token, codes[0]!, '10.1.0.1')).error).toBe(code('COUPON_LOCKED'));
  });

  it('limits guessing per address across members', async () => {
    const ip = '10.2.0.1';
    const members = await Promise.all(Array.from({ length: 6 }, () => fundedMember(app, 0)));
    const answers = [];
    for (const m of members)
      for (let i = 0; i < 4; i += 1) answers.push((await redeem(m.token, `NOPE${i}AAAA`, ip)).error);
    expect(answers.filter((e) => e === code('COUPON_INVALID'))).toHaveLength(COUPON_GUESS_LIMITS.perAddress);
    expect(answers.filter((e) => e === code('COUPON_LOCKED'))).toHaveLength(
      24 - COUPON_GUESS_LIMITS.perAddress,
    );
  });
});
