import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { toSatang } from '@contract/money';
import { checkLedger } from '@server/ledger';
import { generateCodes } from '@server/rewards/coupons/codes';
import { call, createTestApp, insertMember } from '@tests/server/helpers/test-app';
import { demoAgentId, insertCampaign } from './rewards-helpers';
import { claim, deposit } from './promotion-helpers';

// Issue 25: "one turnover promotion at a time" was checked on promotion claims only, so a coupon after a deposit
// promotion left two requirements open. Every award whose money carries turnover asks, under one member lock.
let app: FastifyInstance;
let agentId: number;
beforeAll(async () => {
  app = await createTestApp();
  agentId = await demoAgentId(app);
});
afterAll(async () => {
  expect(await checkLedger(app.db)).toEqual([]);
  await app.close();
});

const couponCode = async (turnover: number) => {
  const campaignId = await insertCampaign(app, {
    kind: 'coupon',
    trigger: 'code',
    reward: { type: 'money', wallet_type_id: 3, amount: toSatang(50) },
    turnover_multiplier: turnover,
  });
  const [code] = await generateCodes(app.db, {
    agentId,
    campaignId,
    staffId: null,
    batch: 't',
    expiresAt: null,
    maxUses: 100,
    count: 1,
  });
  return code!.code;
};
const redeem = (token: string, code: string) =>
  call(app, 'POST', '/api/coupon/redeem', { token, body: { code } });
const openRequirements = async (memberId: number) =>
  Number(
    (
      await app.db.query<{ n: string }>(
        `SELECT count(*) AS n FROM turnover_requirements WHERE member_id = $1 AND status = 'active'`,
        [memberId],
      )
    ).rows[0]!.n,
  );

describe('one turnover award at a time', () => {
  it('refuses a coupon carrying turnover after a deposit promotion, and grants one without turnover', async () => {
    const promo = await insertCampaign(app, {
      trigger: 'deposit',
      reward: { type: 'money', wallet_type_id: 2, percent_bp: 5_000, max_amount: toSatang(500) },
      turnover_multiplier: 5,
    });
    const member = await insertMember(app);
    const depositId = await deposit(app, member.id, 200);
    expect((await claim(app, member.token, { campaign_id: promo, deposit_id: depositId })).error).toBe(0);
    const refused = await redeem(member.token, await couponCode(3));
    expect(refused.error).toBe(errorCatalogue.PROMO_TURNOVER_OPEN.code);
    expect(await openRequirements(member.id)).toBe(1);
    expect((await redeem(member.token, await couponCode(0))).error).toBe(0);
    expect(await openRequirements(member.id)).toBe(1);
  });

  it('of a promotion and a coupon awarded in parallel, one is granted', async () => {
    const promo = await insertCampaign(app, {
      reward: { type: 'money', wallet_type_id: 2, amount: toSatang(20) },
      turnover_multiplier: 2,
    });
    for (let round = 0; round < 4; round += 1) {
      const member = await insertMember(app);
      const code = await couponCode(2);
      const answers = await Promise.all([
        claim(app, member.token, { campaign_id: promo }),
        redeem(member.token, code),
        claim(app, member.token, { campaign_id: promo }),
        redeem(member.token, code),
      ]);
      expect(
        answers.filter((a) => a.error === errorCatalogue.PROMO_TURNOVER_OPEN.code).length,
      ).toBeGreaterThan(0);
      expect(await openRequirements(member.id)).toBe(1);
    }
  });
});
