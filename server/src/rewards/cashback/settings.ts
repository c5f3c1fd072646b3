import type { Campaign, GameCategory } from '@server/rewards';

export const CATEGORIES: GameCategory[] = ['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'];

/**
 * A cashback campaign's `settings` (satang, basis points): the daily return on each category's stake, the least
 * a day must come to for anything to be paid, and a cap per member and day (null: none).
 */
export type CashbackSettings = {
  rates_bp: Partial<Record<GameCategory, number>>;
  min_payout: number;
  max_payout: number | null;
};

/**
 * A win/loss campaign's `settings`: the refund as basis points of the week's net loss over `categories`, the
 * least loss that counts, a cap, and the claim window (opening `claim_open_hours` after the week ends, for
 * `claim_days` days).
 */
export type WinlossSettings = {
  percent_bp: number;
  categories: GameCategory[];
  min_loss: number;
  max_amount: number | null;
  claim_open_hours: number;
  claim_days: number;
};

const int = (value: unknown, fallback: number, max = Number.MAX_SAFE_INTEGER) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= max ? value : fallback;
const cap = (value: unknown) => (typeof value === 'number' && value > 0 ? int(value, 0) || null : null);

/** Settings as stored, read defensively: a key missing or out of range falls back to "pays nothing" or its default. */
export const cashbackSettings = (campaign: Pick<Campaign, 'settings'>): CashbackSettings => {
  const raw = (campaign.settings.rates_bp ?? {}) as Record<string, unknown>;
  const rates: CashbackSettings['rates_bp'] = {};
  for (const category of CATEGORIES) {
    const rate = int(raw[category], 0, 10_000);
    if (rate > 0) rates[category] = rate;
  }
  return {
    rates_bp: rates,
    min_payout: int(campaign.settings.min_payout, 0),
    max_payout: cap(campaign.settings.max_payout),
  };
};

export const winlossSettings = (campaign: Pick<Campaign, 'settings'>): WinlossSettings => {
  const s = campaign.settings;
  const categories = Array.isArray(s.categories)
    ? CATEGORIES.filter((c) => (s.categories as unknown[]).includes(c))
    : CATEGORIES;
  return {
    percent_bp: int(s.percent_bp, 0, 10_000),
    categories,
    min_loss: int(s.min_loss, 0),
    max_amount: cap(s.max_amount),
    claim_open_hours: int(s.claim_open_hours, 0, 24 * 14),
    claim_days: Math.max(1, int(s.claim_days, 7, 60)),
  };
};

/** The wallet a campaign pays into: its money rule's wallet, the main wallet (1) otherwise. */
export const walletOf = (campaign: Pick<Campaign, 'reward'>) =>
  campaign.reward.type === 'money' ? campaign.reward.wallet_type_id : 1;
