import type { ErrorName } from '@contract/errors';
import { WALLET_TYPE } from '@contract/wallet';
import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';
import { CAMPAIGN_COLUMNS, campaignOf, runningCampaigns, type Campaign } from '../campaigns';
import { turnoverRequirements } from '../turnover';
import { refusalOf, promotionSettings } from './claim-rules';
import { claimableDeposits } from './deposits';

export type PromotionState = 'running' | 'scheduled' | 'paused' | 'ended';

export const stateOf = (c: Campaign, now: Date): PromotionState => {
  if (c.status === 'paused') return 'paused';
  if (c.status === 'ended' || (c.endsAt !== null && c.endsAt <= now)) return 'ended';
  if (c.startsAt !== null && c.startsAt > now) return 'scheduled';
  return 'running';
};

/**
 * The agent's running promotions; for a signed-in member each says whether they may claim it now and, when not,
 * why (an error name of the catalogue). A deposit promotion is judged on the member's newest free deposit.
 */
export const runningPromotions = async (
  q: Queryable,
  agentId: number,
  memberId: number | null,
  now: Date,
): Promise<{ campaign: Campaign; refusal: ErrorName | null | undefined }[]> => {
  const campaigns = await runningCampaigns(q, agentId, 'promotion', now);
  if (memberId === null) return campaigns.map((campaign) => ({ campaign, refusal: undefined }));
  const widest = Math.max(24, ...campaigns.map((c) => promotionSettings(c).depositHours));
  const deposits = (
    await claimableDeposits(q, memberId, new Date(now.getTime() - widest * 3_600_000))
  ).filter((d) => d.takenBy === null);
  const out = [];
  for (const campaign of campaigns) {
    const since = now.getTime() - promotionSettings(campaign).depositHours * 3_600_000;
    const deposit = deposits.find((d) => d.createdAt.getTime() >= since) ?? null;
    out.push({ campaign, refusal: await refusalOf(q, campaign, memberId, now, deposit) });
  }
  return out;
};

/** Every promotion of the agent that is not a draft (scheduled, running, paused, ended), in display order. */
export const allPromotions = async (q: Queryable, agentId: number): Promise<Campaign[]> => {
  const { rows } = await q.query<Parameters<typeof campaignOf>[0]>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM reward_campaigns
      WHERE agent_id = $1 AND kind = 'promotion' AND status <> 'draft' ORDER BY sort, id`,
    [agentId],
  );
  return rows.map(campaignOf);
};

export type MemberPromotion = {
  awardId: number;
  campaignId: number;
  name: string;
  description: string;
  amount: Satang;
  walletTypeId: number | null;
  /** The award gave free bets (hub88_freebets), not money. */
  freebets: boolean;
  createdAt: Date;
  turnover: { status: 'none' | 'active' | 'met' | 'void'; required: Satang; progress: Satang; owed: Satang };
  /** The bonus wallet may be moved to the main wallet now (turnover met, money in it). */
  canConvert: boolean;
};

/**
 * The member's promotion awards, newest first, with their turnover: open requirements carry live progress
 * (turnoverRequirements, which also closes those met), closed ones their final state.
 */
export const memberPromotions = async (
  q: Queryable,
  memberId: number,
  now: Date,
): Promise<MemberPromotion[]> => {
  const open = await turnoverRequirements(q, memberId, now);
  const { rows } = await q.query<{
    id: string;
    campaign_id: string;
    name: string;
    description: string;
    amount: string;
    wallet_type_id: number | null;
    freebets: boolean;
    created_at: Date;
    requirement_id: string | null;
    required: string | null;
    status: 'active' | 'met' | 'void' | null;
  }>(
    `SELECT a.id, a.campaign_id, c.name, a.description, a.amount, a.wallet_type_id, a.created_at,
            EXISTS (SELECT 1 FROM hub88_freebets f WHERE f.award_id = a.id) AS freebets,
            r.id AS requirement_id, r.required, r.status
       FROM reward_awards a JOIN reward_campaigns c ON c.id = a.campaign_id
       LEFT JOIN turnover_requirements r ON r.award_id = a.id
      WHERE a.member_id = $1 AND c.kind = 'promotion' ORDER BY a.id DESC LIMIT 50`,
    [memberId],
  );
  const { rows: wallets } = await q.query<{ wallet_type_id: number; balance: string }>(
    `SELECT wallet_type_id, balance FROM ledger_accounts WHERE member_id = $1 AND owner = 'member' AND asset = 'thb'`,
    [memberId],
  );
  const balanceOf = (type: number | null) =>
    Number(wallets.find((w) => w.wallet_type_id === type)?.balance ?? 0);
  const owedOn = (type: number | null) =>
    open.filter((r) => r.walletTypeId === type).reduce((s, r) => s + r.owed, 0);
  return rows.map((row) => {
    const live = open.find((r) => r.id === Number(row.requirement_id));
    const required = Number(row.required ?? 0) as Satang;
    const status =
      row.status === null ? 'none' : live ? 'active' : row.status === 'active' ? 'met' : row.status;
    const progress = (live ? live.progress : status === 'met' ? required : 0) as Satang;
    const type = row.wallet_type_id;
    return {
      awardId: Number(row.id),
      campaignId: Number(row.campaign_id),
      name: row.name,
      description: row.description,
      amount: Number(row.amount) as Satang,
      walletTypeId: type,
      freebets: row.freebets,
      createdAt: row.created_at,
      turnover: { status, required, progress, owed: (live ? live.owed : 0) as Satang },
      canConvert:
        (type === WALLET_TYPE.promotion || type === WALLET_TYPE.freeCredit) &&
        balanceOf(type) > 0 &&
        owedOn(type) === 0,
    };
  });
};
