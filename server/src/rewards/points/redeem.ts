import type { Satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { AppError, fail } from '@server/http/app-error';
import { pointBalance, spendPoints } from '@server/ledger';
import { awardKey, grantAward } from '../grant';
import { findItem, itemGift, type ShopItem } from './items';

const FREEBET_GAME_CLOSED = new Set(['HUB88_FREEBET_GAME_INVALID', 'HUB88_FREEBET_STUDIO_DISABLED']);

/** A member's redemption as the history shows it. */
export type Redemption = {
  id: number;
  itemId: number;
  itemName: string;
  type: ShopItem['type'];
  quantity: number;
  points: number;
  description: string;
  createdAt: Date;
};

const REDEMPTION_SELECT = `SELECT r.id, r.item_id, i.name AS item_name, i.type, r.quantity, r.points,
       r.description, r.created_at
  FROM shop_redemptions r JOIN shop_items i ON i.id = r.item_id`;

type Row = {
  id: string;
  item_id: string;
  item_name: string;
  type: ShopItem['type'];
  quantity: number;
  points: number;
  description: string;
  created_at: Date;
};
const redemptionOf = (r: Row): Redemption => ({
  id: Number(r.id),
  itemId: Number(r.item_id),
  itemName: r.item_name,
  type: r.type,
  quantity: r.quantity,
  points: r.points,
  description: r.description,
  createdAt: r.created_at,
});

export const memberRedemptions = async (q: Queryable, memberId: number, limit = 50) => {
  const { rows } = await q.query<Row>(
    `${REDEMPTION_SELECT} WHERE r.member_id = $1 ORDER BY r.id DESC LIMIT $2`,
    [memberId, limit],
  );
  return rows.map(redemptionOf);
};

const unitsRedeemed = async (q: Queryable, itemId: number, memberId: number) => {
  const { rows } = await q.query<{ units: string | null }>(
    `SELECT sum(quantity) AS units FROM shop_redemptions WHERE item_id = $1 AND member_id = $2`,
    [itemId, memberId],
  );
  return Number(rows[0]?.units ?? 0);
};

/** The refusal a redemption would meet now, or null: the same rules the redemption checks under its lock. */
const refusalOf = (item: ShopItem | null, quantity: number, balance: number, redeemed: number) => {
  if (!item || !item.active) return 'SHOP_ITEM_NOT_FOUND' as const;
  // A free-bet item is one Hub88 reward per redemption, in a game members can open now.
  if (item.type === 'freebets' && quantity !== 1) return 'SHOP_FREEBET_ONE_AT_A_TIME' as const;
  if (item.type === 'freebets' && !item.freebet?.available) return 'SHOP_FREEBET_UNAVAILABLE' as const;
  if (item.stock !== null && item.stock < quantity) return 'SHOP_OUT_OF_STOCK' as const;
  if (item.perMemberLimit !== null && redeemed + quantity > item.perMemberLimit)
    return 'SHOP_MEMBER_LIMIT' as const;
  if (balance < item.cost * quantity) return 'SHOP_NOT_ENOUGH_POINTS' as const;
  return null;
};

export type Calc = {
  item: ShopItem | null;
  quantity: number;
  cost: number;
  balance: number;
  balanceAfter: number;
  refusal: ReturnType<typeof refusalOf>;
  gift: string;
};

/** What redeeming would cost and leave, and why it would be refused (nothing is written). */
export const calcRedemption = async (
  q: Queryable,
  member: { id: number; agentId: number },
  itemId: number,
  quantity: number,
): Promise<Calc> => {
  const item = await findItem(q, member.agentId, itemId);
  const balance = await pointBalance(q, member.id);
  const cost = (item?.cost ?? 0) * quantity;
  const redeemed = item ? await unitsRedeemed(q, item.id, member.id) : 0;
  return {
    item,
    quantity,
    cost,
    balance,
    balanceAfter: balance - cost,
    refusal: refusalOf(item, quantity, balance, redeemed),
    gift: item ? itemGift(item, quantity) : '',
  };
};

/**
 * What the award of a redemption carries: credit to its wallet, wheel spins, free spins as free credit, or free
 * bets in a Hub88 game (recorded with the award, created at Hub88 after it).
 */
const awardOfItem = (item: ShopItem, quantity: number) => {
  if (item.type === 'freebets') {
    const fb = item.freebet!;
    return {
      freebets: {
        gameCode: fb.gameCode,
        betCount: item.amount * quantity,
        betValue: fb.betValue,
        validDays: fb.validDays,
        prepaidUuid: fb.prepaidUuid,
      },
    };
  }
  if (item.type === 'credit')
    return { amount: (item.amount * quantity) as Satang, walletTypeId: item.walletTypeId! };
  if (item.type === 'wheel_spins') return { spins: item.amount * quantity };
  return { amount: (item.amount * quantity * item.spinValue!) as Satang, walletTypeId: 3 };
};

/**
 * Redeems `quantity` units of an item for the member, exactly once per request_id, in ONE transaction (the
 * award's): under the item campaign's row lock the stock and the member's units are counted and the points are
 * spent (INSUFFICIENT_POINTS rolls everything back), then the award pays the credit or spins through the ledger.
 * A replay answers the first redemption and pays nothing.
 */
export const redeemItem = async (
  db: Db,
  member: { id: number; agentId: number },
  input: { itemId: number; quantity: number; requestId: string },
  now: Date,
): Promise<{ redemption: Redemption; replayed: boolean }> => {
  const previous = async () => {
    const { rows } = await db.query<Row>(
      `${REDEMPTION_SELECT} WHERE r.member_id = $1 AND r.request_id = $2`,
      [member.id, input.requestId],
    );
    return rows[0] ? redemptionOf(rows[0]) : null;
  };
  const first = await previous();
  if (first) {
    if (first.itemId !== input.itemId) fail('SHOP_REQUEST_REUSED');
    return { redemption: first, replayed: true };
  }
  const item = await findItem(db, member.agentId, input.itemId);
  // Off, sold out, a free bet of a closed game or more than one: refused before anything is locked (and again
  // under the lock below).
  const refused = refusalOf(item, input.quantity, Number.MAX_SAFE_INTEGER, 0);
  if (!item || refused) return fail(refused ?? 'SHOP_ITEM_NOT_FOUND');
  const periodKey = `request:${input.requestId}`;
  const gift = itemGift(item, input.quantity);
  const description = `แลกคะแนน: ${item.name} (${gift})`;
  try {
    const award = await grantAward(db, {
      agentId: member.agentId,
      campaignId: item.campaignId,
      memberId: member.id,
      periodKey,
      ...awardOfItem(item, input.quantity),
      description,
      meta: { item_id: item.id, quantity: input.quantity, request_id: input.requestId },
      now,
      check: async (q) => {
        // Under the campaign's lock: no other redemption of this item runs between these counts and the writes.
        const fresh = await q.query<{ stock: number | null; active: boolean }>(
          `SELECT stock, active FROM shop_items WHERE id = $1 FOR UPDATE`,
          [item.id],
        );
        const now_ = fresh.rows[0];
        const redeemed = await unitsRedeemed(q, item.id, member.id);
        const refusal = refusalOf(
          now_ ? { ...item, stock: now_.stock, active: now_.active } : null,
          input.quantity,
          Number.MAX_SAFE_INTEGER,
          redeemed,
        );
        if (refusal) fail(refusal);
        const cost = item.cost * input.quantity;
        const inserted = await q.query(
          `INSERT INTO shop_redemptions (item_id, member_id, request_id, quantity, points, description)
           VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (member_id, request_id) DO NOTHING RETURNING id`,
          [item.id, member.id, input.requestId, input.quantity, cost, gift],
        );
        if (inserted.rows.length === 0) fail('SHOP_REQUEST_REUSED');
        if (now_?.stock !== null)
          await q.query(`UPDATE shop_items SET stock = stock - $2 WHERE id = $1`, [item.id, input.quantity]);
        await spendPoints(q, {
          key: `${awardKey(item.campaignId, member.id, periodKey)}:spend`,
          member: member.id,
          points: cost,
          description,
          meta: { item_id: item.id, quantity: input.quantity },
        });
      },
    });
    const redemption = await previous();
    if (!redemption) throw new AppError('INTERNAL');
    return { redemption, replayed: award.replayed };
  } catch (error) {
    if (error instanceof AppError && error.reason === 'INSUFFICIENT_POINTS') fail('SHOP_NOT_ENOUGH_POINTS');
    // The game or its studio was closed after the list was read: the grant refused it, nothing was spent.
    if (error instanceof AppError && FREEBET_GAME_CLOSED.has(error.reason)) fail('SHOP_FREEBET_UNAVAILABLE');
    throw error;
  }
};
