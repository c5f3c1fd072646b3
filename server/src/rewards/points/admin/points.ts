import type { Satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { auditAs, type ByStaff } from '@server/staff/audit';
import type { GameCategory } from '@server/rewards/campaigns';
import { findItem, type ShopItem, type ShopItemType } from '@server/rewards/points/items';
import {
  earnCampaign,
  earnRuleOf,
  expiryDays,
  setExpiryDays,
  type EarnRule,
} from '@server/rewards/points/settings';
import { FREEBET_GAME } from '@server/games/hub88/freebet-game-sql';

export type ItemInput = {
  name: string;
  image: string;
  description: string;
  cost: number;
  type: ShopItemType;
  amount: number;
  walletTypeId: number | null;
  spinValue: number | null;
  stock: number | null;
  perMemberLimit: number | null;
  active: boolean;
  sort: number;
  turnoverMultiplier: number;
  /** freebets: the Hub88 game (our code), satang per free bet, days, the prepaid (already checked at Hub88). */
  freebet: { gameCode: string; betValue: Satang; validDays: number; prepaidUuid: string | null } | null;
};

const checkItem = (input: ItemInput) => {
  if (input.type === 'credit' && !input.walletTypeId) fail('SHOP_ITEM_INVALID');
  if (input.type === 'free_spins' && !input.spinValue) fail('SHOP_ITEM_INVALID');
  if ((input.type === 'freebets') !== (input.freebet !== null)) fail('SHOP_ITEM_INVALID');
};

/** A freebets item's game: FREEBET_GAME's (its studio may be closed for now). */
const freebetGameId = async (q: Queryable, input: ItemInput) => {
  if (input.type !== 'freebets' || !input.freebet) return null;
  const { rows } = await q.query<{ id: number }>(
    `SELECT g.id FROM games g JOIN game_providers p ON p.id = g.provider_id
      WHERE g.code = $1 AND ${FREEBET_GAME}`,
    [input.freebet.gameCode],
  );
  return rows[0]?.id ?? fail('HUB88_FREEBET_GAME_INVALID');
};

/** The campaign's rule, for the record (the redemption computes its award from the item). */
const rewardOf = (input: ItemInput) => {
  if (input.type === 'wheel_spins') return { type: 'spins', spins: input.amount };
  if (input.type === 'freebets' && input.freebet)
    return {
      type: 'freebets',
      game_code: input.freebet.gameCode,
      bet_count: input.amount,
      bet_value: input.freebet.betValue,
      valid_days: input.freebet.validDays,
      ...(input.freebet.prepaidUuid ? { prepaid_uuid: input.freebet.prepaidUuid } : {}),
    };
  return { type: 'none' };
};

/** The item's campaign follows it: name, turnover, and paused while the item is off. */
const syncCampaign = async (q: Queryable, campaignId: number, input: ItemInput) => {
  await q.query(
    `UPDATE reward_campaigns SET name = $2, turnover_multiplier = $3, status = $4, updated_at = now(),
            reward = $5 WHERE id = $1`,
    [
      campaignId,
      input.name,
      input.turnoverMultiplier,
      input.active ? 'active' : 'paused',
      JSON.stringify(rewardOf(input)),
    ],
  );
};

const columns = (input: ItemInput, gameId: number | null) => [
  input.name,
  input.image,
  input.description,
  input.cost,
  input.type,
  input.amount,
  input.type === 'credit' ? input.walletTypeId : null,
  input.type === 'free_spins' ? input.spinValue : null,
  input.stock,
  input.perMemberLimit,
  input.active,
  input.sort,
  gameId,
  input.freebet?.betValue ?? null,
  input.freebet?.validDays ?? null,
  input.freebet?.prepaidUuid ?? null,
];

/** A new shop item with its own 'redeem' campaign (the award's lock, turnover and bonus report), audited. */
export const createItem = async (db: Db, by: ByStaff, input: ItemInput): Promise<ShopItem> => {
  checkItem(input);
  return db.tx(async (q) => {
    const campaign = await q.query<{ id: string }>(
      `INSERT INTO reward_campaigns (agent_id, kind, name, trigger, created_by) VALUES ($1, 'redeem', $2, 'claim', $3)
       RETURNING id`,
      [by.actor.agentId, input.name, by.actor.id],
    );
    const campaignId = Number(campaign.rows[0]!.id);
    await syncCampaign(q, campaignId, input);
    const gameId = await freebetGameId(q, input);
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO shop_items (agent_id, campaign_id, name, image, description, cost, type, amount, wallet_type_id,
                               spin_value, stock, per_member_limit, active, sort, freebet_game_id, freebet_value,
                               freebet_days, freebet_prepaid_uuid)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16, $17, $18) RETURNING id`,
      [by.actor.agentId, campaignId, ...columns(input, gameId)],
    );
    const id = Number(rows[0]!.id);
    await auditAs(q, by.meta, by.actor, {
      action: 'points.item.create',
      targetType: 'shop_item',
      targetId: id,
      after: input,
    });
    return (await findItem(q, by.actor.agentId, id))!;
  });
};

/** Edits an item (stock, active, cost, ...): the row locked, before and after audited. */
export const updateItem = async (db: Db, by: ByStaff, id: number, input: ItemInput): Promise<ShopItem> => {
  checkItem(input);
  return db.tx(async (q) => {
    const before = await findItem(q, by.actor.agentId, id);
    if (!before) return fail('SHOP_ITEM_NOT_FOUND');
    await q.query(`SELECT 1 FROM shop_items WHERE id = $1 FOR UPDATE`, [id]);
    const gameId = await freebetGameId(q, input);
    await q.query(
      `UPDATE shop_items SET name = $2, image = $3, description = $4, cost = $5, type = $6, amount = $7,
              wallet_type_id = $8, spin_value = $9, stock = $10, per_member_limit = $11, active = $12, sort = $13,
              freebet_game_id = $14, freebet_value = $15, freebet_days = $16, freebet_prepaid_uuid = $17,
              updated_at = now()
        WHERE id = $1`,
      [id, ...columns(input, gameId)],
    );
    await syncCampaign(q, before.campaignId, input);
    await auditAs(q, by.meta, by.actor, {
      action: 'points.item.update',
      targetType: 'shop_item',
      targetId: id,
      before,
      after: input,
    });
    return (await findItem(q, by.actor.agentId, id))!;
  });
};

export type PointsSetup = { campaignId: number | null; active: boolean; rule: EarnRule; expiryDays: number };

const DEFAULT_RULE: EarnRule = {
  per_baht: 100,
  points: 1,
  categories: ['slot', 'casino', 'fishing', 'freespin', 'sport', 'lotto'],
};

export const pointsSetup = async (q: Queryable, agentId: number): Promise<PointsSetup> => {
  const campaign = await earnCampaign(q, agentId);
  return {
    campaignId: campaign?.id ?? null,
    active: campaign?.status === 'active',
    rule: campaign ? earnRuleOf(campaign) : DEFAULT_RULE,
    expiryDays: await expiryDays(q, agentId),
  };
};

/** The earning rule (the agent's 'points' campaign, created on first save) and the expiry period, audited. */
export const savePointsSetup = async (
  db: Db,
  by: ByStaff,
  input: {
    active: boolean;
    rule: { per_baht: number; points: number; categories: GameCategory[] };
    expiryDays: number;
  },
): Promise<PointsSetup> => {
  earnRuleOf({ settings: input.rule });
  return db.tx(async (q) => {
    const agentId = by.actor.agentId;
    const before = await pointsSetup(q, agentId);
    const status = input.active ? 'active' : 'paused';
    if (before.campaignId === null)
      await q.query(
        `INSERT INTO reward_campaigns (agent_id, kind, name, trigger, status, settings, created_by)
         VALUES ($1, 'points', 'คะแนนจากยอดเล่น', 'job', $2, $3, $4)`,
        [agentId, status, JSON.stringify(input.rule), by.actor.id],
      );
    else
      await q.query(
        `UPDATE reward_campaigns SET status = $2, settings = $3, updated_at = now() WHERE id = $1`,
        [before.campaignId, status, JSON.stringify(input.rule)],
      );
    await setExpiryDays(q, agentId, input.expiryDays);
    await auditAs(q, by.meta, by.actor, {
      action: 'points.setup.update',
      targetType: 'points',
      before,
      after: input,
    });
    return pointsSetup(q, agentId);
  });
};

export type AdminRedemption = {
  id: number;
  memberId: number;
  username: string;
  itemName: string;
  quantity: number;
  points: number;
  description: string;
  createdAt: Date;
};

/** The agent's redemptions, newest first (the back office list). */
export const agentRedemptions = async (
  q: Queryable,
  agentId: number,
  limit = 200,
): Promise<AdminRedemption[]> => {
  const { rows } = await q.query<{
    id: string;
    member_id: string;
    username: string;
    item_name: string;
    quantity: number;
    points: number;
    description: string;
    created_at: Date;
  }>(
    `SELECT r.id, r.member_id, m.username, i.name AS item_name, r.quantity, r.points, r.description, r.created_at
       FROM shop_redemptions r JOIN shop_items i ON i.id = r.item_id JOIN members m ON m.id = r.member_id
      WHERE i.agent_id = $1 ORDER BY r.id DESC LIMIT $2`,
    [agentId, limit],
  );
  return rows.map((r) => ({
    id: Number(r.id),
    memberId: Number(r.member_id),
    username: r.username,
    itemName: r.item_name,
    quantity: r.quantity,
    points: r.points,
    description: r.description,
    createdAt: r.created_at,
  }));
};
