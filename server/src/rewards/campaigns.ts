import type { Queryable } from '@server/db/db';
import type { FreebetGrant } from '@server/games/hub88/freebets';

export type CampaignKind =
  'promotion' | 'coupon' | 'quest' | 'wheel' | 'cashback' | 'winloss' | 'points' | 'redeem';
type CampaignTrigger = 'deposit' | 'turnover' | 'login_streak' | 'claim' | 'code' | 'job';
export type GameCategory = 'slot' | 'casino' | 'fishing' | 'freespin' | 'sport' | 'lotto';

/** Who may get a campaign; every key is optional and all present keys must hold (eligibility.ts). */
export type Eligibility = {
  /** Registered at most this many days ago. */
  new_member_days?: number;
  vip_levels?: number[];
  /** The deposit the award applies to is the member's first paid deposit. */
  first_deposit?: boolean;
  /** The member has a paid deposit today (Bangkok). */
  deposited_today?: boolean;
  /** A segment: only these members. */
  member_ids?: number[];
};

/** What a campaign gives, as the feature computes it: a fixed amount, or a percentage of a basis with a cap. */
export type RewardRule =
  | { type: 'money'; wallet_type_id: number; amount?: number; percent_bp?: number; max_amount?: number }
  | { type: 'points'; points: number }
  | { type: 'spins'; spins: number }
  /** Free bets in one Hub88 game: `bet_count` bets of `bet_value` satang each, playable `valid_days` days. */
  | {
      type: 'freebets';
      game_code: string;
      bet_count: number;
      bet_value: number;
      valid_days: number;
      /** A Hub88 prepaid the reward is created from (games/hub88/README.md, "Prepaids"). */
      prepaid_uuid?: string | null;
    }
  | { type: 'none' };

/** The free bets a rule gives, as `grantAward` takes them (none for another rule). */
export const freebetsOf = (rule: RewardRule): FreebetGrant | undefined =>
  rule.type === 'freebets'
    ? {
        gameCode: rule.game_code,
        betCount: rule.bet_count,
        betValue: rule.bet_value,
        validDays: rule.valid_days,
        prepaidUuid: rule.prepaid_uuid ?? null,
      }
    : undefined;

export type Campaign = {
  id: number;
  agentId: number;
  kind: CampaignKind;
  name: string;
  description: string;
  terms: string;
  image: string;
  status: 'draft' | 'active' | 'paused' | 'ended';
  startsAt: Date | null;
  endsAt: Date | null;
  eligibility: Eligibility;
  trigger: CampaignTrigger;
  reward: RewardRule;
  turnoverMultiplier: number;
  turnoverIncludesDeposit: boolean;
  turnoverCategories: GameCategory[];
  perMemberLimit: number | null;
  perDayLimit: number | null;
  totalLimit: number | null;
  budget: number | null;
  awardedCount: number;
  awardedAmount: number;
  settings: Record<string, unknown>;
  sort: number;
};

type CampaignRow = {
  id: string;
  agent_id: number;
  kind: CampaignKind;
  name: string;
  description: string;
  terms: string;
  image: string;
  status: Campaign['status'];
  starts_at: Date | null;
  ends_at: Date | null;
  eligibility: Eligibility;
  trigger: CampaignTrigger;
  reward: RewardRule;
  turnover_multiplier: string;
  turnover_includes_deposit: boolean;
  turnover_categories: GameCategory[];
  per_member_limit: number | null;
  per_day_limit: number | null;
  total_limit: number | null;
  budget: string | null;
  awarded_count: number;
  awarded_amount: string;
  settings: Record<string, unknown>;
  sort: number;
};

export const CAMPAIGN_COLUMNS = `id, agent_id, kind, name, description, terms, image, status, starts_at, ends_at,
  eligibility, trigger, reward, turnover_multiplier, turnover_includes_deposit, turnover_categories,
  per_member_limit, per_day_limit, total_limit, budget, awarded_count, awarded_amount, settings, sort`;

export const campaignOf = (row: CampaignRow): Campaign => ({
  id: Number(row.id),
  agentId: row.agent_id,
  kind: row.kind,
  name: row.name,
  description: row.description,
  terms: row.terms,
  image: row.image,
  status: row.status,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  eligibility: row.eligibility ?? {},
  trigger: row.trigger,
  reward: row.reward ?? { type: 'none' },
  turnoverMultiplier: Number(row.turnover_multiplier),
  turnoverIncludesDeposit: row.turnover_includes_deposit,
  turnoverCategories: row.turnover_categories,
  perMemberLimit: row.per_member_limit,
  perDayLimit: row.per_day_limit,
  totalLimit: row.total_limit,
  budget: row.budget === null ? null : Number(row.budget),
  awardedCount: row.awarded_count,
  awardedAmount: Number(row.awarded_amount),
  settings: row.settings ?? {},
  sort: row.sort,
});

/** One campaign of the agent, or null. `lock` takes its row lock (the limits are counted under it). */
export const findCampaign = async (
  q: Queryable,
  agentId: number,
  id: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<Campaign | null> => {
  const { rows } = await q.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM reward_campaigns WHERE id = $1 AND agent_id = $2${lock ? ' FOR UPDATE' : ''}`,
    [id, agentId],
  );
  return rows[0] ? campaignOf(rows[0]) : null;
};

/** The agent's campaigns of one kind that are running at `now` (active and inside their schedule). */
export const runningCampaigns = async (
  q: Queryable,
  agentId: number,
  kind: CampaignKind,
  now: Date,
): Promise<Campaign[]> => {
  const { rows } = await q.query<CampaignRow>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM reward_campaigns
      WHERE agent_id = $1 AND kind = $2 AND status = 'active'
        AND (starts_at IS NULL OR starts_at <= $3) AND (ends_at IS NULL OR ends_at > $3)
      ORDER BY sort, id`,
    [agentId, kind, now],
  );
  return rows.map(campaignOf);
};

/** Whether a campaign is running at `now`. */
export const isRunning = (campaign: Campaign, now: Date) =>
  campaign.status === 'active' &&
  (campaign.startsAt === null || campaign.startsAt <= now) &&
  (campaign.endsAt === null || campaign.endsAt > now);

/**
 * The money a rule gives on a basis (a deposit, a loss, a turnover), in satang, rounded down: a fixed amount,
 * or `percent_bp` basis points of the basis, capped by `max_amount`. 0 when the rule gives no money.
 */
export const moneyOf = (rule: RewardRule, basis = 0): number => {
  if (rule.type !== 'money') return 0;
  const percent = rule.percent_bp ? Math.floor((basis * rule.percent_bp) / 10_000) : 0;
  const raw = (rule.amount ?? 0) + percent;
  return rule.max_amount ? Math.min(raw, rule.max_amount) : raw;
};
