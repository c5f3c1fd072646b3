import { toBaht, toSatang } from '@contract/money';
import type { AdminCampaign, CampaignInput } from '@contract/rewards/promotion-admin';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import {
  CAMPAIGN_COLUMNS,
  campaignOf,
  findCampaign,
  type Campaign,
  type RewardRule,
} from '@server/rewards/campaigns';

/** The API's reward (baht, percent) as the engine's rule (satang, basis points). */
const ruleOf = (reward: CampaignInput['reward']): RewardRule => {
  if (reward.type === 'freebets') return { ...reward, bet_value: toSatang(reward.bet_value) };
  if (reward.type !== 'money') return reward;
  return {
    type: 'money',
    wallet_type_id: reward.wallet_type_id,
    ...(reward.amount > 0 ? { amount: toSatang(reward.amount) } : {}),
    ...(reward.percent > 0 ? { percent_bp: Math.round(reward.percent * 100) } : {}),
    ...(reward.max_amount ? { max_amount: toSatang(reward.max_amount) } : {}),
  };
};

const toAdminCampaign = (c: Campaign, codeCount = 0): AdminCampaign => ({
  id: c.id,
  kind: c.kind === 'coupon' ? 'coupon' : 'promotion',
  name: c.name,
  description: c.description,
  terms: c.terms,
  image: c.image,
  status: c.status,
  starts_at: c.startsAt?.toISOString() ?? null,
  ends_at: c.endsAt?.toISOString() ?? null,
  eligibility: c.eligibility,
  trigger: c.trigger === 'deposit' || c.trigger === 'code' ? c.trigger : 'claim',
  reward:
    c.reward.type === 'money'
      ? {
          type: 'money',
          wallet_type_id: c.reward.wallet_type_id,
          amount: toBaht(c.reward.amount ?? 0),
          percent: (c.reward.percent_bp ?? 0) / 100,
          max_amount: c.reward.max_amount ? toBaht(c.reward.max_amount) : null,
        }
      : c.reward.type === 'none'
        ? { type: 'money', wallet_type_id: 2, amount: 0, percent: 0, max_amount: null }
        : c.reward.type === 'freebets'
          ? { ...c.reward, bet_value: toBaht(c.reward.bet_value) }
          : c.reward,
  turnover_multiplier: c.turnoverMultiplier,
  turnover_includes_deposit: c.turnoverIncludesDeposit,
  turnover_categories: c.turnoverCategories,
  per_member_limit: c.perMemberLimit,
  per_day_limit: c.perDayLimit,
  total_limit: c.totalLimit,
  budget: c.budget === null ? null : toBaht(c.budget),
  min_deposit: toBaht(Number(c.settings.min_deposit ?? 0)),
  sort: c.sort,
  awarded_count: c.awardedCount,
  awarded_amount: toBaht(c.awardedAmount),
  code_count: codeCount,
});

/** A promotion pays money; a coupon is redeemed by a code; a deposit trigger has a deposit to take a percent of. */
const assertCoherent = (input: CampaignInput) => {
  if ((input.kind === 'coupon') !== (input.trigger === 'code')) fail('INVALID_INPUT');
  // A promotion gives money or free bets in a Hub88 game (games/hub88/freebets.ts); points and spins are coupons'.
  if (input.kind === 'promotion' && input.reward.type !== 'money' && input.reward.type !== 'freebets')
    fail('INVALID_INPUT');
  if (input.reward.type === 'money' && input.reward.amount <= 0 && input.reward.percent <= 0)
    fail('INVALID_INPUT');
  if (input.reward.type === 'money' && input.reward.percent > 0 && input.trigger !== 'deposit')
    fail('INVALID_INPUT');
  if (input.starts_at && input.ends_at && Date.parse(input.ends_at) <= Date.parse(input.starts_at))
    fail('INVALID_INPUT');
  for (const at of [input.starts_at, input.ends_at])
    if (at && Number.isNaN(Date.parse(at))) fail('INVALID_INPUT');
};

const values = (input: CampaignInput) => [
  input.kind,
  input.name,
  input.description,
  input.terms,
  input.image,
  input.status,
  input.starts_at,
  input.ends_at,
  JSON.stringify(input.eligibility),
  input.trigger,
  JSON.stringify(ruleOf(input.reward)),
  input.turnover_multiplier,
  input.turnover_includes_deposit,
  input.turnover_categories,
  input.per_member_limit,
  input.per_day_limit,
  input.total_limit,
  input.budget === null ? null : toSatang(input.budget),
  input.min_deposit,
  input.sort,
];

/** The agent's campaigns of one kind (every status), with the number of codes of coupon campaigns. */
export const adminCampaigns = async (q: Queryable, agentId: number, kind: 'promotion' | 'coupon') => {
  const { rows } = await q.query<Parameters<typeof campaignOf>[0] & { code_count: string }>(
    `SELECT ${CAMPAIGN_COLUMNS},
            (SELECT count(*) FROM coupon_codes k WHERE k.campaign_id = reward_campaigns.id) AS code_count
       FROM reward_campaigns WHERE agent_id = $1 AND kind = $2 ORDER BY sort, id DESC`,
    [agentId, kind],
  );
  return rows.map((r) => toAdminCampaign(campaignOf(r), Number(r.code_count)));
};

/** Creates a campaign (audited in the same transaction). */
export const createCampaign = (db: Db, by: ByStaff, input: CampaignInput) => {
  assertCoherent(input);
  return db.tx(async (q) => {
    const { rows } = await q.query<Parameters<typeof campaignOf>[0]>(
      `INSERT INTO reward_campaigns (agent_id, created_by, kind, name, description, terms, image, status, starts_at,
         ends_at, eligibility, trigger, reward, turnover_multiplier, turnover_includes_deposit, turnover_categories,
         per_member_limit, per_day_limit, total_limit, budget, settings, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18, $19, $20,
               jsonb_build_object('min_deposit', ($21::numeric * 100)::bigint), $22)
       RETURNING ${CAMPAIGN_COLUMNS}`,
      [by.actor.agentId, by.actor.id, ...values(input)],
    );
    const created = toAdminCampaign(campaignOf(rows[0]!));
    await auditAs(q, by.meta, by.actor, {
      action: 'rewards.campaign.create',
      targetType: 'reward_campaign',
      targetId: created.id,
      after: input,
    });
    return created;
  });
};

/**
 * Replaces every rule field of a campaign (its kind stays), audited with before and after. Counters are kept;
 * a limit or budget below what was already given is refused by the table (INVALID_INPUT).
 */
export const updateCampaign = (db: Db, by: ByStaff, id: number, input: CampaignInput) => {
  assertCoherent(input);
  return db.tx(async (q) => {
    const before = await findCampaign(q, by.actor.agentId, id, { lock: true });
    if (!before || before.kind !== input.kind) return fail('REWARD_NOT_FOUND');
    if (input.total_limit !== null && input.total_limit < before.awardedCount) fail('INVALID_INPUT');
    if (input.budget !== null && toSatang(input.budget) < before.awardedAmount) fail('INVALID_INPUT');
    const { rows } = await q.query<Parameters<typeof campaignOf>[0]>(
      `UPDATE reward_campaigns SET kind = $3, name = $4, description = $5, terms = $6, image = $7, status = $8,
              starts_at = $9, ends_at = $10, eligibility = $11, trigger = $12, reward = $13,
              turnover_multiplier = $14, turnover_includes_deposit = $15, turnover_categories = $16,
              per_member_limit = $17, per_day_limit = $18, total_limit = $19, budget = $20,
              settings = settings || jsonb_build_object('min_deposit', ($21::numeric * 100)::bigint), sort = $22,
              updated_at = now()
        WHERE id = $1 AND agent_id = $2 RETURNING ${CAMPAIGN_COLUMNS}`,
      [id, by.actor.agentId, ...values(input)],
    );
    const after = toAdminCampaign(campaignOf(rows[0]!));
    await auditAs(q, by.meta, by.actor, {
      action: 'rewards.campaign.update',
      targetType: 'reward_campaign',
      targetId: id,
      before: toAdminCampaign(before),
      after,
    });
    return after;
  });
};

/** Pause, resume (active), end or back to draft; audited. */
export const setCampaignStatus = (db: Db, by: ByStaff, id: number, status: Campaign['status']) =>
  db.tx(async (q) => {
    const before = await findCampaign(q, by.actor.agentId, id, { lock: true });
    if (!before || (before.kind !== 'promotion' && before.kind !== 'coupon')) return fail('REWARD_NOT_FOUND');
    const { rows } = await q.query<Parameters<typeof campaignOf>[0]>(
      `UPDATE reward_campaigns SET status = $2, updated_at = now() WHERE id = $1 RETURNING ${CAMPAIGN_COLUMNS}`,
      [id, status],
    );
    await auditAs(q, by.meta, by.actor, {
      action: 'rewards.campaign.status',
      targetType: 'reward_campaign',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
    return toAdminCampaign(campaignOf(rows[0]!));
  });
