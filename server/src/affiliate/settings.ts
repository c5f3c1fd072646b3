import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import type { GameCategory } from '@server/rewards/campaigns';

/** The wallet type commission is credited to: plays no game, is not withdrawable (migration 0900). */
export const AFFILIATE_WALLET = 4;
export const HOUSE = 'affiliate';
const CATEGORIES: GameCategory[] = ['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'];

type CategoryRate = { basis: 'turnover' | 'net_loss'; level1: number; level2: number };
export type AffiliateSettings = {
  rates: Partial<Record<GameCategory, CategoryRate>>;
  levels: 1 | 2;
  minRedeem: Satang;
  holdThreshold: Satang;
};

/** Until the agent saves its own: 0.5 % of slot turnover, one level, 100 baht to redeem, 5,000 held. */
const DEFAULT_SETTINGS: AffiliateSettings = {
  rates: { slot: { basis: 'turnover', level1: 0.5, level2: 0 } },
  levels: 1,
  minRedeem: 10_000 as Satang,
  holdThreshold: 500_000 as Satang,
};

type Row = { rates: AffiliateSettings['rates']; levels: number; min_redeem: string; hold_threshold: string };

export const readSettings = async (q: Queryable, agentId: number): Promise<AffiliateSettings> => {
  const { rows } = await q.query<Row>(
    `SELECT rates, levels, min_redeem, hold_threshold FROM affiliate_settings WHERE agent_id = $1`,
    [agentId],
  );
  const row = rows[0];
  if (!row) return DEFAULT_SETTINGS;
  return {
    rates: row.rates,
    levels: row.levels === 2 ? 2 : 1,
    minRedeem: Number(row.min_redeem) as Satang,
    holdThreshold: Number(row.hold_threshold) as Satang,
  };
};

/** Rates are percentages with at most two decimals, 0-50 (a rate above half the basis is a typo). */
const checkRate = (pct: number) => {
  if (!Number.isFinite(pct) || pct < 0 || pct > 50 || Math.round(pct * 100) !== pct * 100)
    fail('AFFILIATE_SETTINGS_INVALID');
};

export const saveSettings = async (q: Queryable, agentId: number, settings: AffiliateSettings) => {
  for (const [category, rate] of Object.entries(settings.rates)) {
    if (!CATEGORIES.includes(category as GameCategory) || !rate) fail('AFFILIATE_SETTINGS_INVALID');
    checkRate(rate.level1);
    checkRate(rate.level2);
  }
  if (settings.minRedeem < 0 || settings.holdThreshold < 0) fail('AFFILIATE_SETTINGS_INVALID');
  await q.query(
    `INSERT INTO affiliate_settings (agent_id, rates, levels, min_redeem, hold_threshold)
     VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (agent_id) DO UPDATE SET rates = $2, levels = $3, min_redeem = $4, hold_threshold = $5,
       updated_at = now()`,
    [agentId, JSON.stringify(settings.rates), settings.levels, settings.minRedeem, settings.holdThreshold],
  );
};
