import type { Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { CAMPAIGN_COLUMNS, campaignOf, type Campaign, type GameCategory } from '../campaigns';

/** Days after which unspent points expire when the agent has not set it (SPEC: the agent's period). */
const DEFAULT_EXPIRY_DAYS = 90;

/** The agent's points expiry period in days (0: never). */
export const expiryDays = async (q: Queryable, agentId: number): Promise<number> => {
  const { rows } = await q.query<{ expiry_days: number }>(
    `SELECT expiry_days FROM points_settings WHERE agent_id = $1`,
    [agentId],
  );
  return rows[0]?.expiry_days ?? DEFAULT_EXPIRY_DAYS;
};

export const setExpiryDays = async (q: Queryable, agentId: number, days: number) => {
  await q.query(
    `INSERT INTO points_settings (agent_id, expiry_days) VALUES ($1, $2)
     ON CONFLICT (agent_id) DO UPDATE SET expiry_days = EXCLUDED.expiry_days, updated_at = now()`,
    [agentId, days],
  );
};

/** An earning rule: `points` for every `per_baht` baht staked in `categories` in a Bangkok day. */
export type EarnRule = { per_baht: number; points: number; categories: GameCategory[] };

const ALL: GameCategory[] = ['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'];

/** The rule of a 'points' campaign's settings; a campaign whose settings make no sense is refused. */
export const earnRuleOf = (campaign: Pick<Campaign, 'settings'>): EarnRule => {
  const s = campaign.settings as Partial<EarnRule>;
  const perBaht = Number(s.per_baht);
  const points = Number(s.points);
  if (!Number.isInteger(perBaht) || perBaht <= 0 || !Number.isInteger(points) || points <= 0)
    fail('POINTS_RULE_INVALID');
  const categories = Array.isArray(s.categories) && s.categories.length > 0 ? s.categories : ALL;
  return { per_baht: perBaht, points, categories: categories.filter((c) => ALL.includes(c)) };
};

/** Points a day's stake (satang) earns by a rule: whole steps of `per_baht` only. */
export const pointsForStake = (rule: EarnRule, stakeSatang: number) =>
  Math.floor(stakeSatang / (rule.per_baht * 100)) * rule.points;

/** The agent's earning rule campaign for the back office (the first 'points' campaign), or null. */
export const earnCampaign = async (q: Queryable, agentId: number): Promise<Campaign | null> => {
  const { rows } = await q.query<Parameters<typeof campaignOf>[0]>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM reward_campaigns WHERE agent_id = $1 AND kind = 'points'
      ORDER BY sort, id LIMIT 1`,
    [agentId],
  );
  return rows[0] ? campaignOf(rows[0]) : null;
};
