import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import { toSatang } from '@contract/money';
import { checkLedger } from '@server/ledger';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { insertCampaign } from './rewards-helpers';
import { balances, claim, createClockedApp, deposit } from './promotion-helpers';

const code = (name: keyof typeof errorCatalogue) => errorCatalogue[name].code;

let app: FastifyInstance;
let setAhead: (ms: number) => void;
beforeAll(async () => {
  ({ app, setAhead } = await createClockedApp());
});
afterAll(async () => app.close());

/** 50 % of the deposit up to 500 baht, into the promotion wallet, 10x turnover on bonus + deposit. */
const depositPromotion = (fields: Parameters<typeof insertCampaign>[1] = {}) =>
  insertCampaign(app, {
    name: 'ฝากครั้งแรกรับ 50%',
    trigger: 'deposit',
    reward: { type: 'money', wallet_type_id: 2, percent_bp: 5000, max_amount: toSatang(500) },
    turnover_multiplier: 10,
    turnover_includes_deposit: true,
    ...fields,
  });

describe('promotions: claim on a deposit', () => {
  it('32 parallel claims of one deposit promotion pay once, with turnover on bonus + deposit', async () => {
    const campaignId = await depositPromotion();
    const member = await fundedMember(app, 0);
    const depositId = await deposit(app, member.id, 300);
    const answers = await Promise.all(
      Array.from({ length: 32 }, () =>
        claim(app, member.token, { campaign_id: campaignId, deposit_id: depositId }),
      ),
    );
    expect(answers.map((a) => a.error)).toEqual(Array(32).fill(0));
    expect(answers.filter((a) => !a.data.replayed)).toHaveLength(1);
    expect(answers[0]!.data).toMatchObject({ amount: 150, wallet_type_id: 2, turnover_required: 4500 });
    expect((await balances(app, member.token))[2]).toBe(150);
    expect(await checkLedger(app.db)).toEqual([]);
    // Replayed after the fact (a retry after a crash): nothing more.
    const again = await claim(app, member.token, { campaign_id: campaignId, deposit_id: depositId });
    expect(again.data.replayed).toBe(true);
    expect((await balances(app, member.token))[2]).toBe(150);
  });

  it('one deposit cannot back two promotions, even claimed in parallel on different campaigns', async () => {
    const campaigns = await Promise.all(
      Array.from({ length: 4 }, () => depositPromotion({ turnover_multiplier: 0 })),
    );
    const member = await fundedMember(app, 0);
    const depositId = await deposit(app, member.id, 100);
    const answers = await Promise.all(
      campaigns.flatMap((id) =>
        Array.from({ length: 8 }, () => claim(app, member.token, { campaign_id: id, deposit_id: depositId })),
      ),
    );
    const paid = answers.filter((a) => a.error === 0);
    expect(new Set(paid.map((a) => a.data.award_id)).size).toBe(1);
    expect(answers.filter((a) => a.error !== 0).every((a) => a.error === code('PROMO_DEPOSIT_USED'))).toBe(
      true,
    );
    expect((await balances(app, member.token))[2]).toBe(50);
    const left = await call(app, 'GET', '/api/promotion/deposits', { token: member.token });
    expect(left.data.items).toEqual([]);
  });

  it('refuses a claim without the terms accepted, and writes nothing', async () => {
    const campaignId = await depositPromotion();
    const member = await fundedMember(app, 0);
    const depositId = await deposit(app, member.id, 100);
    const refused = await claim(app, member.token, {
      campaign_id: campaignId,
      deposit_id: depositId,
      accept_terms: false,
    });
    expect(refused.error).toBe(code('PROMO_TERMS_REQUIRED'));
    expect(refused.message).toMatch(/เงื่อนไข/);
    expect((await balances(app, member.token))[2] ?? 0).toBe(0);
  });

  it("refuses another member's deposit, a deposit too old, and a claim without a deposit", async () => {
    const campaignId = await depositPromotion();
    const owner = await fundedMember(app, 0);
    const other = await fundedMember(app, 0);
    const depositId = await deposit(app, owner.id, 100);
    expect((await claim(app, other.token, { campaign_id: campaignId, deposit_id: depositId })).error).toBe(
      code('PROMO_DEPOSIT_INVALID'),
    );
    expect((await claim(app, owner.token, { campaign_id: campaignId })).error).toBe(
      code('PROMO_DEPOSIT_REQUIRED'),
    );
    setAhead(25 * 3_600_000);
    try {
      expect((await claim(app, owner.token, { campaign_id: campaignId, deposit_id: depositId })).error).toBe(
        code('PROMO_DEPOSIT_INVALID'),
      );
    } finally {
      setAhead(0);
    }
    expect((await claim(app, owner.token, { campaign_id: campaignId, deposit_id: depositId })).error).toBe(0);
  });

  it('refuses an ineligible member (VIP level), and a deposit under the minimum', async () => {
    const vipOnly = await depositPromotion({ eligibility: { vip_levels: [5] } });
    const minimum = await depositPromotion({ settings: { min_deposit: toSatang(500) } });
    const member = await fundedMember(app, 0);
    const depositId = await deposit(app, member.id, 100);
    expect((await claim(app, member.token, { campaign_id: vipOnly, deposit_id: depositId })).error).toBe(
      code('REWARD_NOT_ELIGIBLE'),
    );
    expect((await claim(app, member.token, { campaign_id: minimum, deposit_id: depositId })).error).toBe(
      code('PROMO_DEPOSIT_TOO_SMALL'),
    );
  });

  it('a first-deposit promotion takes the first deposit only, however many came after', async () => {
    const firstOnly = await depositPromotion({ eligibility: { first_deposit: true } });
    const newcomer = await fundedMember(app, 0);
    const only = await deposit(app, newcomer.id, 100);
    expect((await claim(app, newcomer.token, { campaign_id: firstOnly, deposit_id: only })).error).toBe(0);
    const regular = await fundedMember(app, 0);
    await deposit(app, regular.id, 100);
    await deposit(app, regular.id, 100);
    const third = await deposit(app, regular.id, 100);
    expect((await claim(app, regular.token, { campaign_id: firstOnly, deposit_id: third })).error).toBe(
      code('REWARD_NOT_ELIGIBLE'),
    );
  });

  it('one open turnover promotion at a time, unless the agent allows more', async () => {
    const first = await depositPromotion();
    const second = await depositPromotion();
    const member = await fundedMember(app, 0);
    const d1 = await deposit(app, member.id, 100);
    const d2 = await deposit(app, member.id, 100);
    expect((await claim(app, member.token, { campaign_id: first, deposit_id: d1 })).error).toBe(0);
    const refused = await claim(app, member.token, { campaign_id: second, deposit_id: d2 });
    expect(refused.error).toBe(code('PROMO_TURNOVER_OPEN'));
    await app.db.query(
      `INSERT INTO reward_agent_settings (agent_id, allow_multiple_turnover)
       SELECT id, true FROM agents WHERE code = 'demo'
       ON CONFLICT (agent_id) DO UPDATE SET allow_multiple_turnover = true`,
    );
    try {
      expect((await claim(app, member.token, { campaign_id: second, deposit_id: d2 })).error).toBe(0);
    } finally {
      await app.db.query(`UPDATE reward_agent_settings SET allow_multiple_turnover = false`);
    }
  });

  it('parallel claims of two turnover promotions by one member: only one is paid', async () => {
    const campaigns = [await depositPromotion(), await depositPromotion()];
    const member = await fundedMember(app, 0);
    const deposits = [await deposit(app, member.id, 100), await deposit(app, member.id, 100)];
    const answers = await Promise.all(
      campaigns.map((id, i) => claim(app, member.token, { campaign_id: id, deposit_id: deposits[i] })),
    );
    expect(answers.map((a) => a.error).sort()).toEqual([0, code('PROMO_TURNOVER_OPEN')].sort());
  });

  it('holds the per-member limit of a claim promotion that may be claimed again', async () => {
    const campaignId = await insertCampaign(app, {
      reward: { type: 'money', wallet_type_id: 3, amount: toSatang(20) },
      per_member_limit: 2,
    });
    const member = await fundedMember(app, 0);
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => claim(app, member.token, { campaign_id: campaignId })),
    );
    expect(answers.filter((a) => a.error === 0)).toHaveLength(2);
    expect(answers.filter((a) => a.error === code('REWARD_MEMBER_LIMIT'))).toHaveLength(4);
    expect((await balances(app, member.token))[3]).toBe(40);
  });
});

describe('promotions: lists', () => {
  it('guests see running promotions without a claim answer; members see whether and why not', async () => {
    const campaignId = await depositPromotion({ name: 'รายการสำหรับทดสอบรายการ' });
    const guest = await call(app, 'GET', '/api/promotion/list');
    expect(guest.error).toBe(0);
    const seen = guest.data.items.find((i: { id: number }) => i.id === campaignId);
    expect(seen).toMatchObject({
      name: 'รายการสำหรับทดสอบรายการ',
      claimable: null,
      state: 'running',
      reward: { wallet_type_id: 2, amount: 0, percent: 50, max_amount: 500 },
      turnover_multiplier: 10,
    });
    const member = await insertMember(app);
    const before = await call(app, 'GET', '/api/promotion/list', { token: member.token });
    expect(before.data.items.find((i: { id: number }) => i.id === campaignId)).toMatchObject({
      claimable: false,
      refusal_code: code('PROMO_DEPOSIT_REQUIRED'),
    });
    await deposit(app, member.id, 100);
    const after = await call(app, 'GET', '/api/promotion/list', { token: member.token });
    expect(after.data.items.find((i: { id: number }) => i.id === campaignId)).toMatchObject({
      claimable: true,
      refusal: null,
    });
  });

  it('a claim promotion without limits is once per member, and the list says so after the claim', async () => {
    const campaignId = await insertCampaign(app, {
      reward: { type: 'money', wallet_type_id: 3, amount: toSatang(5) },
    });
    const member = await fundedMember(app, 0);
    const first = await claim(app, member.token, { campaign_id: campaignId });
    const again = await claim(app, member.token, { campaign_id: campaignId });
    expect([first.data.replayed, again.data.replayed]).toEqual([false, true]);
    expect((await balances(app, member.token))[3]).toBe(5);
    const list = await call(app, 'GET', '/api/promotion/list', { token: member.token });
    expect(list.data.items.find((i: { id: number }) => i.id === campaignId)).toMatchObject({
      claimable: false,
      refusal_code: code('REWARD_MEMBER_LIMIT'),
    });
  });

  it('the full list has scheduled promotions but no drafts; the running list has neither', async () => {
    const scheduled = await depositPromotion({ starts_at: new Date(Date.now() + 86_400_000) });
    const draft = await depositPromotion({ status: 'draft' });
    const all = (await call(app, 'GET', '/api/promotions')).data.items.map(
      (i: { id: number; state: string }) => i,
    );
    expect(all.find((i: { id: number }) => i.id === scheduled)?.state).toBe('scheduled');
    expect(all.some((i: { id: number }) => i.id === draft)).toBe(false);
    const running = (await call(app, 'GET', '/api/promotion/list')).data.items.map(
      (i: { id: number }) => i.id,
    );
    expect(running).not.toContain(scheduled);
  });

  it("the member's promotions show the turnover progress; the member cannot convert before it is met", async () => {
    const campaignId = await depositPromotion();
    const member = await fundedMember(app, 0);
    const depositId = await deposit(app, member.id, 200);
    expect((await claim(app, member.token, { campaign_id: campaignId, deposit_id: depositId })).error).toBe(
      0,
    );
    const mine = await call(app, 'GET', '/api/member/promotions', { token: member.token });
    expect(mine.data.items[0]).toMatchObject({
      campaign_id: campaignId,
      amount: 100,
      freebets: false,
      turnover: { status: 'active', required: 3000, progress: 0, owed: 3000 },
      can_convert: false,
    });
    const guest = await call(app, 'GET', '/api/member/promotions');
    expect(guest.error).toBe(code('UNAUTHORIZED'));
  });

  it('refuses bad input with a clear error, never a 5xx', async () => {
    const member = await insertMember(app);
    const bad = await call(app, 'POST', '/api/promotion/claim', {
      token: member.token,
      body: { campaign_id: 'x', request_id: 'short' },
    });
    expect(bad.status).toBeLessThan(500);
    expect(bad.error).not.toBe(0);
    const missing = await claim(app, member.token, { campaign_id: 999_999 });
    expect(missing.error).toBe(code('REWARD_NOT_FOUND'));
  });
});
