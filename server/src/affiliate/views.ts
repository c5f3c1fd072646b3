import type { AffiliateConfigs } from '@contract/affiliate/affiliate';
import { toBaht } from '@contract/money';
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
