import { toBaht, toSatang, type Satang } from '@contract/money';
import type { CashbackCampaign, CashbackCampaignInput, CashbackRun } from '@contract/rewards/cashback-admin';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { CAMPAIGN_COLUMNS, campaignOf, findCampaign, type Campaign } from '@server/rewards';
import { auditAs, type ByStaff } from '@server/staff/audit';
import { cashbackSettings, CATEGORIES, walletOf, winlossSettings } from '@server/rewards/cashback/settings';

const bp = (percent: number) => Math.round(percent * 100);
const baht = (satang: number | null) => (satang === null ? null : toBaht(satang as Satang));

/** A campaign as the back office shows it (baht, percent). */
const toAdminCampaign = (c: Campaign): CashbackCampaign => {
  const cb = cashbackSettings(c);
  const wl = winlossSettings(c);
  return {
    id: c.id,
    kind: c.kind as 'cashback' | 'winloss',
    name: c.name,
    description: c.description,
    terms: c.terms,
    status: c.status,
    wallet_type_id: walletOf(c),
    turnover_multiplier: c.turnoverMultiplier,
    rates: Object.fromEntries(
      CATEGORIES.filter((k) => cb.rates_bp[k]).map((k) => [k, cb.rates_bp[k]! / 100]),
    ),
    min_payout: toBaht(cb.min_payout as Satang),
    max_payout: baht(cb.max_payout),
    percent: wl.percent_bp / 100,
    categories: wl.categories,
    min_loss: toBaht(wl.min_loss as Satang),
    max_amount: baht(wl.max_amount),
    claim_open_hours: wl.claim_open_hours,
    claim_days: wl.claim_days,
    awarded_count: c.awardedCount,
    awarded_amount: toBaht(c.awardedAmount as Satang),
  };
};

/** The settings column of an input (satang, basis points); a minimum above its cap is refused. */
const settingsOf = (input: CashbackCampaignInput) => {
  if (input.max_payout !== null && input.min_payout > input.max_payout) fail('CASHBACK_SETTINGS_INVALID');
  if (input.kind === 'cashback') {
    const rates = Object.fromEntries(Object.entries(input.rates).map(([k, v]) => [k, bp(v ?? 0)]));
    return {
      rates_bp: rates,
      min_payout: toSatang(input.min_payout),
      max_payout: input.max_payout === null ? null : toSatang(input.max_payout),
    };
  }
  if (input.categories.length === 0) fail('CASHBACK_SETTINGS_INVALID');
  return {
    percent_bp: bp(input.percent),
    categories: input.categories,
    min_loss: toSatang(input.min_loss),
    max_amount: input.max_amount === null ? null : toSatang(input.max_amount),
    claim_open_hours: input.claim_open_hours,
    claim_days: input.claim_days,
  };
};

export const adminCampaigns = async (q: Queryable, agentId: number) => {
  const { rows } = await q.query<Parameters<typeof campaignOf>[0]>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM reward_campaigns WHERE agent_id = $1 AND kind IN ('cashback', 'winloss')
      ORDER BY kind, sort, id`,
    [agentId],
  );
  return rows.map((row) => toAdminCampaign(campaignOf(row)));
};

/** Creates or edits a cashback or win/loss campaign, with its audit row in the same transaction. */
export const saveCampaign = async (db: Db, by: ByStaff, input: CashbackCampaignInput & { id?: number }) => {
  const settings = settingsOf(input);
  const reward = { type: 'money', wallet_type_id: input.wallet_type_id };
  return db.tx(async (q) => {
    const before = input.id ? await findCampaign(q, by.actor.agentId, input.id, { lock: true }) : null;
    if (input.id && (!before || before.kind !== input.kind)) fail('REWARD_NOT_FOUND');
    const values = [input.name, input.description, input.terms, input.status, JSON.stringify(reward)];
    const more = [input.turnover_multiplier, JSON.stringify(settings)];
    const { rows } = before
      ? await q.query<{ id: string }>(
          `UPDATE reward_campaigns SET name = $2, description = $3, terms = $4, status = $5, reward = $6,
                  turnover_multiplier = $7, settings = $8, updated_at = now()
            WHERE id = $1 RETURNING id`,
          [before.id, ...values, ...more],
        )
      : await q.query<{ id: string }>(
          `INSERT INTO reward_campaigns (agent_id, kind, trigger, name, description, terms, status, reward,
                                         turnover_multiplier, settings, created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
          [
            by.actor.agentId,
            input.kind,
            input.kind === 'cashback' ? 'job' : 'claim',
            ...values,
            ...more,
            by.actor.id,
          ],
        );
    const after = (await findCampaign(q, by.actor.agentId, Number(rows[0]!.id)))!;
    await auditAs(q, by.meta, by.actor, {
      action: before ? `${input.kind}.update` : `${input.kind}.create`,
      targetType: 'reward_campaign',
      targetId: after.id,
      before: before ? toAdminCampaign(before) : undefined,
      after: toAdminCampaign(after),
    });
    return toAdminCampaign(after);
  });
};

type RunRow = {
  period: string;
  members: string;
  total: string;
  claimed_members: string;
  claimed_total: string;
  finished_at: Date | null;
  attempts: number | null;
};

/** The last 60 days (cashback) or weeks (win/loss): paid or entitled members and totals, and the job's claim. */
export const adminRuns = async (
  q: Queryable,
  agentId: number,
  kind: 'cashback' | 'winloss',
): Promise<CashbackRun[]> => {
  const paid =
    kind === 'cashback'
      ? `SELECT a.period_key AS period, count(DISTINCT a.member_id) AS members, sum(a.amount) AS total,
                count(DISTINCT a.member_id) AS claimed_members, sum(a.amount) AS claimed_total
           FROM reward_awards a JOIN reward_campaigns c ON c.id = a.campaign_id
          WHERE c.agent_id = $1 AND c.kind = 'cashback' GROUP BY 1`
      : `SELECT to_char(e.week, 'YYYY-MM-DD') AS period, count(*) AS members, sum(e.amount) AS total,
                count(*) FILTER (WHERE e.status = 'claimed') AS claimed_members,
                coalesce(sum(e.amount) FILTER (WHERE e.status = 'claimed'), 0) AS claimed_total
           FROM winloss_entitlements e JOIN reward_campaigns c ON c.id = e.campaign_id
          WHERE c.agent_id = $1 GROUP BY 1`;
  const { rows } = await q.query<RunRow>(
    `WITH paid AS (${paid}), runs AS (SELECT period_key AS period, finished_at, attempts FROM job_runs WHERE job = $2)
     SELECT coalesce(p.period, r.period) AS period, coalesce(p.members, 0) AS members, coalesce(p.total, 0) AS total,
            coalesce(p.claimed_members, 0) AS claimed_members, coalesce(p.claimed_total, 0) AS claimed_total,
            r.finished_at, r.attempts
       FROM paid p FULL JOIN runs r ON r.period = p.period
      ORDER BY 1 DESC LIMIT 60`,
    [agentId, kind],
  );
  return rows.map((row) => ({
    period: row.period,
    members: Number(row.members),
    total: toBaht(Number(row.total) as Satang),
    claimed_members: Number(row.claimed_members),
    claimed_total: toBaht(Number(row.claimed_total) as Satang),
    finished_at: row.finished_at?.toISOString() ?? null,
    attempts: row.attempts ?? 0,
  }));
};
