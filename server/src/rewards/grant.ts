import type { Satang } from '@contract/money';
import { assertMayReceive } from '@server/protection/gate';
import type { Db, Queryable, Tx } from '@server/db/db';
import { AppError, fail } from '@server/http/app-error';
import { earnPoints, transfer } from '@server/ledger';
import { recordFreebet, type FreebetGrant } from '@server/games/hub88/freebets';
import { findCampaign, isRunning, type Campaign } from './campaigns';
import { bangkokDay } from './periods';
import { assertNoOpenTurnover, lockMemberTurnover } from './turnover';

export type AwardInput = {
  agentId: number;
  campaignId: number;
  memberId: number;
  /** The award's period ('2026-11-25', 'deposit:123', 'once', ...): one award per campaign, member and period. */
  periodKey: string;
  /** Money to a wallet of the member (satang), points, wheel spins: at least one. */
  amount?: Satang;
  walletTypeId?: number;
  points?: number;
  spins?: number;
  /** Free bets in a Hub88 game (games/hub88/freebets.ts): recorded with the award, sent to Hub88 after it. */
  freebets?: FreebetGrant;
  /** What the award was computed from (a deposit, a loss): with `turnover_includes_deposit` it joins the turnover. */
  basis?: Satang;
  /** Thai, for the statement and the member's history. */
  description: string;
  /** The house account the money comes from: 'promotions' (default) or 'cashback'. */
  house?: 'promotions' | 'cashback';
  /** The ledger kind of the money: 'bonus' (default) or 'cashback'. */
  ledgerKind?: 'bonus' | 'cashback';
  meta?: Record<string, unknown>;
  now: Date;
  /** Checks of the feature run inside the award's transaction, under the campaign's lock (eligibility, ...). */
  check?: (q: Tx, campaign: Campaign) => Promise<void>;
};

export type Award = {
  id: number;
  campaignId: number;
  memberId: number;
  periodKey: string;
  amount: Satang;
  walletTypeId: number | null;
  points: number;
  spins: number;
  turnoverRequired: Satang;
  description: string;
  createdAt: Date;
  /** True when this period was awarded before: nothing was paid now, this is the first award. */
  replayed: boolean;
};

type AwardRow = {
  id: string;
  campaign_id: string;
  member_id: string;
  period_key: string;
  amount: string;
  wallet_type_id: number | null;
  points: number;
  spins: number;
  description: string;
  created_at: Date;
  required: string | null;
};

const AWARD_SELECT = `SELECT a.id, a.campaign_id, a.member_id, a.period_key, a.amount, a.wallet_type_id, a.points,
       a.spins, a.description, a.created_at, t.required
  FROM reward_awards a LEFT JOIN turnover_requirements t ON t.award_id = a.id`;

const awardOf = (row: AwardRow, replayed: boolean): Award => ({
  id: Number(row.id),
  campaignId: Number(row.campaign_id),
  memberId: Number(row.member_id),
  periodKey: row.period_key,
  amount: Number(row.amount) as Satang,
  walletTypeId: row.wallet_type_id,
  points: row.points,
  spins: row.spins,
  turnoverRequired: Number(row.required ?? 0) as Satang,
  description: row.description,
  createdAt: row.created_at,
  replayed,
});

/** The ledger key of an award's money or points: derived from campaign, member and period, never random. */
export const awardKey = (campaignId: number, memberId: number, periodKey: string) =>
  `reward:${campaignId}:${memberId}:${periodKey}`;

const countAwards = async (q: Queryable, campaign: Campaign, memberId: number, day: string) => {
  const { rows } = await q.query<{ total: string; today: string }>(
    `SELECT count(*) AS total, count(*) FILTER (WHERE award_day = $3) AS today
       FROM reward_awards WHERE campaign_id = $1 AND member_id = $2`,
    [campaign.id, memberId, day],
  );
  return { total: Number(rows[0]?.total ?? 0), today: Number(rows[0]?.today ?? 0) };
};

/**
 * Grants one award of a campaign to a member for a period, exactly once, in one transaction:
 * - the campaign's row is locked first, so its limits (per member, per day, in total, budget) are counted and
 *   raised under one lock: parallel claims cannot pass a limit;
 * - an award already made for this period answers that award (`replayed`) and pays nothing;
 * - the money moves through the ledger with a key derived from the award, points likewise; spins are counted
 *   by the wheel from the awards;
 * - a campaign with a turnover multiplier records the requirement on the wallet the money went to.
 * Refusals are AppErrors (REWARD_*), and nothing is written then.
 */
export const grantAward = async (db: Db, input: AwardInput): Promise<Award> => {
  const amount = input.amount ?? 0;
  const points = input.points ?? 0;
  const spins = input.spins ?? 0;
  const freebets = input.freebets?.betCount ?? 0;
  if (amount < 0 || points < 0 || spins < 0 || freebets < 0 || amount + points + spins + freebets <= 0)
    fail('INVALID_INPUT');
  if (amount > 0 && !input.walletTypeId) fail('INVALID_INPUT');
  return db.tx(async (q) => {
    const campaign = await findCampaign(q, input.agentId, input.campaignId, { lock: true });
    if (!campaign) return fail('REWARD_NOT_FOUND');
    const existing = await q.query<AwardRow>(
      `${AWARD_SELECT} WHERE a.campaign_id = $1 AND a.member_id = $2 AND a.period_key = $3`,
      [campaign.id, input.memberId, input.periodKey],
    );
    if (existing.rows[0]) return awardOf(existing.rows[0], true);
    if (!isRunning(campaign, input.now)) fail('REWARD_NOT_ACTIVE');
    // A time-out or a self-exclusion ends every bonus offer (issue 15, 25): nothing is granted until it ends.
    await assertMayReceive(q, input.memberId, input.now);
    const day = bangkokDay(input.now);
    const counts = await countAwards(q, campaign, input.memberId, day);
    if (campaign.perMemberLimit !== null && counts.total >= campaign.perMemberLimit)
      fail('REWARD_MEMBER_LIMIT');
    if (campaign.perDayLimit !== null && counts.today >= campaign.perDayLimit) fail('REWARD_DAY_LIMIT');
    if (campaign.totalLimit !== null && campaign.awardedCount >= campaign.totalLimit) fail('REWARD_SOLD_OUT');
    if (campaign.budget !== null && campaign.awardedAmount + amount > campaign.budget)
      fail('REWARD_BUDGET_SPENT');
    const carriesTurnover = amount > 0 && campaign.turnoverMultiplier > 0;
    if (carriesTurnover) {
      await lockMemberTurnover(q, input.memberId);
      await assertNoOpenTurnover(q, campaign, input.memberId, input.now);
    }
    await input.check?.(q, campaign);
    if (amount > 0) {
      // Rewards pay into wallets members play from; a wallet no game may play (the affiliate balance) is not one.
      const playable = await q.query(
        `SELECT 1 FROM wallet_types WHERE id = $1 AND cardinality(categories) > 0`,
        [input.walletTypeId],
      );
      if (playable.rowCount === 0) fail('INVALID_INPUT');
    }

    const key = awardKey(campaign.id, input.memberId, input.periodKey);
    const inserted = await q.query<AwardRow>(
      `INSERT INTO reward_awards (campaign_id, member_id, period_key, award_day, amount, wallet_type_id, points,
                                  spins, basis, ledger_key, description, meta, freebets)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)
       RETURNING id, campaign_id, member_id, period_key, amount, wallet_type_id, points, spins, description,
                 created_at, NULL AS required`,
      [
        campaign.id,
        input.memberId,
        input.periodKey,
        day,
        amount,
        amount > 0 ? input.walletTypeId : null,
        points,
        spins,
        input.basis ?? 0,
        key,
        input.description,
        JSON.stringify(input.meta ?? {}),
        freebets,
      ],
    );
    const row = inserted.rows[0];
    if (!row) throw new AppError('INTERNAL');
    if (input.freebets) {
      await recordFreebet(q, {
        awardId: Number(row.id),
        campaignId: campaign.id,
        memberId: input.memberId,
        operatorReference: key,
        grant: input.freebets,
        now: input.now,
      });
    }
    await q.query(
      `UPDATE reward_campaigns SET awarded_count = awarded_count + 1, awarded_amount = awarded_amount + $2
        WHERE id = $1`,
      [campaign.id, amount],
    );
    const meta = { campaign_id: campaign.id, award_id: Number(row.id), ...input.meta };
    if (amount > 0) {
      await transfer(q, {
        key,
        from: { house: input.house ?? 'promotions' },
        to: { member: input.memberId, walletTypeId: input.walletTypeId! },
        amount: amount as Satang,
        kind: input.ledgerKind ?? 'bonus',
        description: input.description,
        meta,
        at: input.now,
      });
    }
    if (points > 0) {
      // Dated by the business clock: points expire by the day they were received (points/expire.ts).
      await earnPoints(q, {
        key: `${key}:points`,
        member: input.memberId,
        points,
        description: input.description,
        meta,
        at: input.now,
      });
    }
    let required = 0;
    if (carriesTurnover) {
      const base = amount + (campaign.turnoverIncludesDeposit ? (input.basis ?? 0) : 0);
      required = Math.ceil(base * campaign.turnoverMultiplier);
      // Started by the business clock, as play is dated by it (member_play): only stakes after the award count.
      await q.query(
        `INSERT INTO turnover_requirements (member_id, award_id, wallet_type_id, required, categories, started_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [input.memberId, row.id, input.walletTypeId, required, campaign.turnoverCategories, input.now],
      );
    }
    return awardOf({ ...row, required: String(required) }, false);
  });
};

/** A member's awards, newest first (of some campaign kinds when asked). */
export const memberAwards = async (
  q: Queryable,
  memberId: number,
  { kinds, limit = 50 }: { kinds?: string[]; limit?: number } = {},
): Promise<(Award & { campaignName: string; kind: string })[]> => {
  const { rows } = await q.query<AwardRow & { campaign_name: string; kind: string }>(
    `SELECT a.id, a.campaign_id, a.member_id, a.period_key, a.amount, a.wallet_type_id, a.points, a.spins,
            a.description, a.created_at, t.required, c.name AS campaign_name, c.kind
       FROM reward_awards a
       JOIN reward_campaigns c ON c.id = a.campaign_id
       LEFT JOIN turnover_requirements t ON t.award_id = a.id
      WHERE a.member_id = $1 AND ($2::text[] IS NULL OR c.kind = ANY($2::text[]))
      ORDER BY a.id DESC LIMIT $3`,
    [memberId, kinds ?? null, limit],
  );
  return rows.map((row) => ({ ...awardOf(row, false), campaignName: row.campaign_name, kind: row.kind }));
};
