import type { AffiliateConfigs } from '@contract/affiliate/affiliate';
import { toBaht, type Satang } from '@contract/money';
import { fail } from '@server/http/app-error';
import type { GameCategory } from '@server/rewards/campaigns';
import type { AffiliateSettings } from './settings';

/** Settings as the API shows them: a row per category, baht. */
export const toConfigs = (s: AffiliateSettings): AffiliateConfigs => ({
  rates: Object.entries(s.rates).map(([category, rate]) => ({
    category: category as GameCategory,
    basis: rate!.basis,
    level1: rate!.level1,
    level2: rate!.level2,
  })),
  levels: s.levels,
  min_redeem: toBaht(s.minRedeem),
  hold_threshold: toBaht(s.holdThreshold),
});

/** The back office's form back into settings (baht to satang; an amount with more than 2 decimals is refused). */
export const fromConfigs = (c: AffiliateConfigs): AffiliateSettings => {
  const satang = (baht: number) => {
    const value = Math.round(baht * 100);
    if (Math.abs(value - baht * 100) > 1e-6) fail('AFFILIATE_SETTINGS_INVALID');
    return value as Satang;
  };
  const rates: AffiliateSettings['rates'] = {};
  for (const rate of c.rates) {
    if (rates[rate.category]) fail('AFFILIATE_SETTINGS_INVALID');
    rates[rate.category] = { basis: rate.basis, level1: rate.level1, level2: rate.level2 };
  }
  return {
    rates,
    levels: c.levels === 2 ? 2 : 1,
    minRedeem: satang(c.min_redeem),
    holdThreshold: satang(c.hold_threshold),
  };
};
