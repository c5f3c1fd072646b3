import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { errorCatalogue } from '@contract/errors';
import type { CampaignInput } from '@contract/rewards/promotion-admin';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { claim, deposit } from './promotion-helpers';

let app: FastifyInstance;
let marketing: Awaited<ReturnType<typeof insertStaff>>;
let finance: Awaited<ReturnType<typeof insertStaff>>;
beforeAll(async () => {
  app = await createTestApp();
  marketing = await insertStaff(app, 'marketing');
  finance = await insertStaff(app, 'finance');
});
afterAll(async () => app.close());

const input: CampaignInput = {
  kind: 'promotion',
  name: 'ฝากแรกของวัน 20%',
  description: 'รับโบนัส 20% สูงสุด 200 บาท',
  terms: 'ทำเทิร์น 5 เท่า',
  image: '',
  status: 'active',
  starts_at: null,
  ends_at: null,
  eligibility: {},
  trigger: 'deposit',
  reward: { type: 'money', wallet_type_id: 2, amount: 0, percent: 20, max_amount: 200 },
  turnover_multiplier: 5,
  turnover_includes_deposit: false,
  turnover_categories: ['slot', 'casino'],
  per_member_limit: null,
  per_day_limit: 1,
  total_limit: null,
  budget: 10_000,
  min_deposit: 100,
  sort: 0,
};
const audits = async (action: string) =>
  (await app.db.query(`SELECT 1 FROM audit_log WHERE action = $1`, [action])).rows.length;

describe('promotions back office', () => {
  it('marketing creates a promotion (audited) that members can claim with its rules', async () => {
    const created = await call(app, 'POST', '/api/admin/promotions', { token: marketing.token, body: input });
    expect(created.error).toBe(0);
    expect(created.data).toMatchObject({
      reward: { percent: 20, max_amount: 200 },
      min_deposit: 100,
      budget: 10000,
    });
    expect(await audits('rewards.campaign.create')).toBe(1);
    const member = await fundedMember(app, 0);
    const small = await deposit(app, member.id, 50);
    expect((await claim(app, member.token, { campaign_id: created.data.id, deposit_id: small })).error).toBe(
      errorCatalogue.PROMO_DEPOSIT_TOO_SMALL.code,
    );
    const big = await deposit(app, member.id, 2000);
    const paid = await claim(app, member.token, { campaign_id: created.data.id, deposit_id: big });
    expect(paid.data).toMatchObject({ amount: 200, turnover_required: 1000 });
    const paused = await call(app, 'POST', `/api/admin/promotions/${created.data.id}/status`, {
      token: marketing.token,
      body: { status: 'paused' },
    });
    expect(paused.data.status).toBe('paused');
    expect(await audits('rewards.campaign.status')).toBe(1);
    const edited = await call(app, 'POST', `/api/admin/promotions/${created.data.id}`, {
      token: marketing.token,
      body: { ...input, name: 'แก้ไขแล้ว', budget: 100 },
    });
    expect(edited.error).toBe(errorCatalogue.INVALID_INPUT.code); // 200 baht given already: budget under it
  });

  it('finance may read but not change; the setting and coupon batches are audited', async () => {
    expect((await call(app, 'GET', '/api/admin/promotions', { token: finance.token })).error).not.toBe(0);
    const refused = await call(app, 'POST', '/api/admin/promotions', { token: finance.token, body: input });
    expect(refused.error).not.toBe(0);
    expect((await call(app, 'GET', '/api/admin/promotions', { token: marketing.token })).error).toBe(0);
    const setting = await call(app, 'POST', '/api/admin/promotions/settings', {
      token: marketing.token,
      body: { allow_multiple_turnover: true },
    });
    expect(setting.data).toEqual({ allow_multiple_turnover: true });
    expect(await audits('rewards.settings.update')).toBe(1);
    const coupon = await call(app, 'POST', '/api/admin/promotions', {
      token: marketing.token,
      body: { ...input, kind: 'coupon', trigger: 'code', reward: { type: 'points', points: 100 } },
    });
    expect(coupon.error).toBe(0);
    const batch = await call(app, 'POST', `/api/admin/coupons/${coupon.data.id}/codes`, {
      token: marketing.token,
      body: { count: 25, prefix: 'NY' },
    });
    expect(batch.data.items).toHaveLength(25);
    expect(batch.data.items[0].code).toMatch(/^NY[A-Z2-9]{12}$/);
    const shared = await call(app, 'POST', `/api/admin/coupons/${coupon.data.id}/codes`, {
      token: marketing.token,
      body: { code: 'welcome-2026', max_uses: 100 },
    });
    expect(shared.data.items[0]).toMatchObject({ code: 'WELCOME-2026', max_uses: 100 });
    const again = await call(app, 'POST', `/api/admin/coupons/${coupon.data.id}/codes`, {
      token: marketing.token,
      body: { code: 'WELCOME-2026' },
    });
    expect(again.error).toBe(errorCatalogue.COUPON_CODE_EXISTS.code);
    expect(await audits('rewards.coupon.generate')).toBe(2);
    const member = await fundedMember(app, 0);
    await call(app, 'POST', '/api/coupon/redeem', { token: member.token, body: { code: 'welcome-2026' } });
    const uses = await call(app, 'GET', `/api/admin/coupons/${coupon.data.id}/uses`, {
      token: marketing.token,
    });
    expect(uses.data.items).toEqual([expect.objectContaining({ code: 'WELCOME-2026', points: 100 })]);
    const financeGen = await call(app, 'POST', `/api/admin/coupons/${coupon.data.id}/codes`, {
      token: finance.token,
      body: { count: 1 },
    });
    expect(financeGen.error).not.toBe(0);
  });
});
