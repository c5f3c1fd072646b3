import type { Satang } from '@contract/money';
import type { Queryable } from '@server/db/db';

export type ShopItemType = 'credit' | 'wheel_spins' | 'free_spins' | 'freebets';

/** A freebets item's grant beside its count (`amount`): the Hub88 game as members see it, each bet's value, days. */
type ShopFreebet = {
  gameCode: string;
  providerCode: string;
  gameName: string;
  gameImage: string;
  betValue: Satang;
  validDays: number;
  prepaidUuid: string | null;
  /** The game is an active Hub88 game of an open studio with Hub88 on: a redemption would be granted. */
  available: boolean;
};

export type ShopItem = {
  id: number;
  agentId: number;
  campaignId: number;
  name: string;
  image: string;
  description: string;
  cost: number;
  type: ShopItemType;
  /** credit: satang per unit; wheel_spins and free_spins: spins per unit; freebets: free bets per unit. */
  amount: number;
  walletTypeId: number | null;
  spinValue: Satang | null;
  stock: number | null;
  perMemberLimit: number | null;
  active: boolean;
  sort: number;
  /** The campaign's turnover multiplier on the credit given (a free bet's winnings included). */
  turnoverMultiplier: number;
  freebet: ShopFreebet | null;
};

type Row = {
  id: string;
  agent_id: number;
  campaign_id: string;
  name: string;
  image: string;
  description: string;
  cost: number;
  type: ShopItemType;
  amount: string;
  wallet_type_id: number | null;
  spin_value: string | null;
  stock: number | null;
  per_member_limit: number | null;
  active: boolean;
  sort: number;
  turnover_multiplier: string;
  fb_game_code: string | null;
  fb_provider_code: string | null;
  fb_game_name: string | null;
  fb_game_image: string | null;
  freebet_value: string | null;
  freebet_days: number | null;
  freebet_prepaid_uuid: string | null;
  fb_available: boolean | null;
};

const ITEM_SELECT = `SELECT i.id, i.agent_id, i.campaign_id, i.name, i.image, i.description, i.cost, i.type,
       i.amount, i.wallet_type_id, i.spin_value, i.stock, i.per_member_limit, i.active, i.sort,
       c.turnover_multiplier, g.code AS fb_game_code, p.code AS fb_provider_code, g.name AS fb_game_name,
       coalesce(g.image, '') AS fb_game_image, i.freebet_value, i.freebet_days, i.freebet_prepaid_uuid,
       (g.status = 'active' AND p.code = 'hub88' AND p.status <> 'disabled'
        AND coalesce(sp.status <> 'disabled', true)) AS fb_available
  FROM shop_items i JOIN reward_campaigns c ON c.id = i.campaign_id
  LEFT JOIN games g ON g.id = i.freebet_game_id
  LEFT JOIN game_providers p ON p.id = g.provider_id
  LEFT JOIN game_sub_providers sp ON sp.id = g.sub_provider_id`;

const freebetOf = (row: Row): ShopFreebet | null =>
  row.type === 'freebets' && row.fb_game_code !== null
    ? {
        gameCode: row.fb_game_code,
        providerCode: row.fb_provider_code ?? '',
        gameName: row.fb_game_name ?? '',
        gameImage: row.fb_game_image ?? '',
        betValue: Number(row.freebet_value) as Satang,
        validDays: row.freebet_days ?? 1,
        prepaidUuid: row.freebet_prepaid_uuid,
        available: row.fb_available === true,
      }
    : null;

const itemOf = (row: Row): ShopItem => ({
  id: Number(row.id),
  agentId: row.agent_id,
  campaignId: Number(row.campaign_id),
  name: row.name,
  image: row.image,
  description: row.description,
  cost: row.cost,
  type: row.type,
  amount: Number(row.amount),
  walletTypeId: row.wallet_type_id,
  spinValue: row.spin_value === null ? null : (Number(row.spin_value) as Satang),
  stock: row.stock,
  perMemberLimit: row.per_member_limit,
  active: row.active,
  sort: row.sort,
  turnoverMultiplier: Number(row.turnover_multiplier),
  freebet: freebetOf(row),
});

/** The agent's items in shop order: the active ones for members, every one for the back office. */
export const listItems = async (q: Queryable, agentId: number, { all = false } = {}): Promise<ShopItem[]> => {
  const { rows } = await q.query<Row>(
    `${ITEM_SELECT} WHERE i.agent_id = $1 AND ($2 OR i.active) ORDER BY i.sort, i.id`,
    [agentId, all],
  );
  return rows.map(itemOf);
};

export const findItem = async (q: Queryable, agentId: number, id: number): Promise<ShopItem | null> => {
  const { rows } = await q.query<Row>(`${ITEM_SELECT} WHERE i.id = $1 AND i.agent_id = $2`, [id, agentId]);
  return rows[0] ? itemOf(rows[0]) : null;
};

/** Units of an item each member has redeemed (for the per-member limit shown and checked). */
export const redeemedUnits = async (q: Queryable, memberId: number): Promise<Map<number, number>> => {
  const { rows } = await q.query<{ item_id: string; units: string }>(
    `SELECT item_id, sum(quantity) AS units FROM shop_redemptions WHERE member_id = $1 GROUP BY item_id`,
    [memberId],
  );
  return new Map(rows.map((r) => [Number(r.item_id), Number(r.units)]));
};

/** What one unit of an item gives, in Thai: the statement's description and the member's history. */
export const itemGift = (item: Pick<ShopItem, 'type' | 'amount'>, quantity: number) => {
  const units = item.amount * quantity;
  if (item.type === 'credit')
    return `เครดิต ${(units / 100).toLocaleString('th-TH', { minimumFractionDigits: 2 })} บาท`;
  if (item.type === 'wheel_spins') return `สิทธิ์หมุนกงล้อ ${units} ครั้ง`;
  if (item.type === 'freebets') return `ฟรีเบท ${units} ครั้ง`;
  return `ฟรีสปิน ${units} ครั้ง`;
};
