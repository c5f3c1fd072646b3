// @vitest-environment screen
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { afterEach, describe, expect, it } from 'vitest';
import type { AdminCampaign } from '@contract/rewards/promotion-admin';
import { campaignInput } from '@contract/rewards/promotion-admin';
import { inputOf, valuesOf } from '@admin-app/features/promotions/components/campaign-form-values';
import { CampaignsTab } from '@admin-app/features/promotions/components/campaigns-tab';
import { codesCsv } from '@admin-app/features/promotions/components/coupon-codes-drawer';
import { api } from '@lib/api';
import { createQueryClient } from '@lib/query-client';
import { fakeAdapter } from '@tests/shared/lib/fake-adapter';

afterEach(cleanup);

const campaign: AdminCampaign = {
  id: 4,
  kind: 'promotion',
  name: 'ฝากแรก 50%',
  description: '',
  terms: 'ทำเทิร์น 10 เท่า',
  image: '',
  status: 'active',
  starts_at: '2026-11-01T00:00:00.000Z',
  ends_at: null,
  eligibility: { vip_levels: [1, 2], first_deposit: true },
  trigger: 'deposit',
  reward: { type: 'money', wallet_type_id: 2, amount: 0, percent: 50, max_amount: 500 },
  turnover_multiplier: 10,
  turnover_includes_deposit: true,
  turnover_categories: ['slot', 'casino'],
  per_member_limit: 1,
  per_day_limit: null,
  total_limit: null,
  budget: 100000,
  min_deposit: 100,
  sort: 0,
  awarded_count: 3,
  awarded_amount: 450,
  code_count: 0,
};

describe('promotions back office', () => {
  it('the form keeps every rule field through edit and save (a valid input for the API)', () => {
    const input = inputOf(valuesOf(campaign, 'promotion'), 'promotion');
    expect(campaignInput.safeParse(input).success).toBe(true);
    expect(input).toMatchObject({
      eligibility: { vip_levels: [1, 2], first_deposit: true },
      reward: { type: 'money', wallet_type_id: 2, amount: 0, percent: 50, max_amount: 500 },
      turnover_multiplier: 10,
      turnover_includes_deposit: true,
      turnover_categories: ['slot', 'casino'],
      per_member_limit: 1,
      budget: 100000,
      min_deposit: 100,
      starts_at: '2026-11-01T00:00:00.000Z',
    });
    const coupon = inputOf(
      { ...valuesOf(null, 'coupon'), name: 'คูปอง', reward_type: 'points', points: 50 },
      'coupon',
    );
    expect(coupon).toMatchObject({ kind: 'coupon', trigger: 'code', reward: { type: 'points', points: 50 } });
    // Free bets in a Hub88 game: the rule survives edit and save.
    const freebets = {
      ...campaign,
      kind: 'coupon' as const,
      trigger: 'code' as const,
      reward: {
        type: 'freebets' as const,
        game_code: 'hub88-mahjong',
        bet_count: 10,
        bet_value: 5,
        valid_days: 7,
      },
    };
    const again = inputOf(valuesOf(freebets, 'coupon'), 'coupon');
    expect(campaignInput.safeParse(again).success).toBe(true);
    expect(again.reward).toEqual(freebets.reward);
    // From a Hub88 prepaid: the choice and the prepaid survive too; our own value again drops it.
    const prepaid = { ...freebets, reward: { ...freebets.reward, prepaid_uuid: 'a28f93f2-98c5-41f7-8fbb' } };
    expect(valuesOf(prepaid, 'coupon').freebet_source).toBe('prepaid');
    expect(inputOf(valuesOf(prepaid, 'coupon'), 'coupon').reward).toEqual(prepaid.reward);
    const own = inputOf({ ...valuesOf(prepaid, 'coupon'), freebet_source: 'own' }, 'coupon');
    expect(own.reward).toEqual(freebets.reward);
  });

  it('exports codes as CSV through the one writer: BOM, quoted fields, no formula', () => {
    const csv = codesCsv([
      { id: 1, code: 'AB12', max_uses: 1, used_count: 1, expires_at: null, batch: 'x,"y"', created_at: '' },
      {
        id: 2,
        code: 'CD34',
        max_uses: 2,
        used_count: 0,
        expires_at: null,
        batch: '=HYPERLINK(1)',
        created_at: '',
      },
    ]);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFcode,max_uses,used_count,expires_at,batch',
      'AB12,1,1,,"x,""y"""',
      "CD34,2,0,,'=HYPERLINK(1)",
      '',
    ]);
  });

  it('lists the campaigns with what was given; a viewer cannot edit', async () => {
    api.defaults.adapter = fakeAdapter(200, { error: 0, message: '', data: { items: [campaign] } });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <App>
          <CampaignsTab kind="promotion" mayManage={false} />
        </App>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('ฝากแรก 50%')).toBeTruthy();
    expect(screen.getByText(/^3 \/ 450\.00/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'แก้ไข' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
