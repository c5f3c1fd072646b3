import type { Queryable } from '@server/db/db';
import { CAMPAIGN_COLUMNS, campaignOf, isRunning, type Campaign } from '../campaigns';
import { probabilitiesOf } from './draw';

export type WheelPrizeType = 'money' | 'points' | 'spins' | 'none' | 'freebets';

/**
 * A slice's free bets (migration 1310): the Hub88 game by our code, satang each, days valid, the Hub88 prepaid
 * they are created from (when one was chosen); `amount` the count.
 */
type StoredFreebet = {
  game_code: string;
  bet_value: number;
  valid_days: number;
  prepaid_uuid?: string | null;
};

export type WheelPrizeRow = {
  id: number;
  position: number;
  label: string;
  type: WheelPrizeType;
  /** Satang for money, a count for points and spins. */
  amount: number;
  walletTypeId: number | null;
  weight: number;
  colour: string;
  freebet: StoredFreebet | null;
};

/** What only the wheel reads of its campaign's `settings`. */
export type WheelSettings = {
  pointsPerSpin: number;
  /** What one point is worth to the agent, in satang: the back office's "return" divides by it. */
  pointValue: number;
};

const DEFAULT_POINTS_PER_SPIN = 10;
const DEFAULT_POINT_VALUE = 100;

export const wheelSettingsOf = (campaign: Campaign | null): WheelSettings => {
  const s = campaign?.settings ?? {};
  const positive = (value: unknown, fallback: number) =>
    Number.isSafeInteger(value) && (value as number) > 0 ? (value as number) : fallback;
  return {
    pointsPerSpin: positive(s.points_per_spin, DEFAULT_POINTS_PER_SPIN),
    pointValue: positive(s.point_value, DEFAULT_POINT_VALUE),
  };
};

/** The agent's wheel campaign (one per agent, migration 0830), or null before the back office sets one up. */
export const wheelCampaign = async (
  q: Queryable,
  agentId: number,
  { lock = false }: { lock?: boolean } = {},
): Promise<Campaign | null> => {
  const { rows } = await q.query<Parameters<typeof campaignOf>[0]>(
    `SELECT ${CAMPAIGN_COLUMNS} FROM reward_campaigns WHERE agent_id = $1 AND kind = 'wheel'${lock ? ' FOR UPDATE' : ''}`,
    [agentId],
  );
  return rows[0] ? campaignOf(rows[0]) : null;
};

/** The wheel's slices in drawing order. */
export const livePrizes = async (q: Queryable, campaignId: number): Promise<WheelPrizeRow[]> => {
  const { rows } = await q.query<{
    id: string;
    position: number;
    label: string;
    type: WheelPrizeType;
    amount: string;
    wallet_type_id: number | null;
    weight: number;
    colour: string;
    freebet: StoredFreebet | null;
  }>(
    `SELECT id, position, label, type, amount, wallet_type_id, weight, colour, freebet FROM wheel_prizes
      WHERE campaign_id = $1 AND retired_at IS NULL ORDER BY position`,
    [campaignId],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    position: r.position,
    label: r.label,
    type: r.type,
    amount: Number(r.amount),
    walletTypeId: r.wallet_type_id,
    weight: r.weight,
    colour: r.colour,
    freebet: r.freebet,
  }));
};

/** The wheel as a member sees it: open (running with at least two slices), price, slices and probabilities. */
export const wheelState = async (q: Queryable, agentId: number, now: Date) => {
  const campaign = await wheelCampaign(q, agentId);
  const prizes = campaign ? await livePrizes(q, campaign.id) : [];
  const probabilities = probabilitiesOf(prizes.map((p) => p.weight));
  return {
    campaign,
    enabled: campaign !== null && isRunning(campaign, now) && prizes.length >= 2,
    settings: wheelSettingsOf(campaign),
    prizes: prizes.map((p, i) => ({ ...p, probability: probabilities[i]! })),
    totalWeight: prizes.reduce((sum, p) => sum + p.weight, 0),
  };
};

/**
 * Free spins left: every award's spins (any campaign: the shop, quests, the wheel's own "spin again") minus the
 * spins paid with a free spin. Read under the member's seed lock when a spin is deciding what it costs.
 */
export const freeSpinsOf = async (q: Queryable, memberId: number): Promise<number> => {
  const { rows } = await q.query<{ left: string }>(
    `SELECT (SELECT coalesce(sum(spins), 0) FROM reward_awards WHERE member_id = $1)
          - (SELECT count(*) FROM wheel_spins WHERE member_id = $1 AND cost = 'free') AS left`,
    [memberId],
  );
  return Math.max(0, Number(rows[0]?.left ?? 0));
};
