import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { errorCatalogue } from '@contract/errors';
import { toBaht, type Satang } from '@contract/money';
import {
  calcAnswer,
  calcBody,
  historyAnswer,
  historyQuery,
  redeemAnswer,
  redeemBody,
  shopList,
  type Redemption as RedemptionOut,
  type ShopItem as ShopItemOut,
} from '@contract/rewards/points';
import { resolveAgent } from '@server/agents/agent-repository';
import { pointBalance } from '@server/ledger';
import { memberOf } from '@server/plugins/auth';
import {
  calcRedemption,
  expiryDays,
  itemGift,
  listItems,
  memberRedemptions,
  nextExpiry,
  redeemItem,
  redeemedUnits,
  type Redemption,
  type ShopItem,
} from '@server/rewards/points';

const tags = ['rewards'];

const toItem = (item: ShopItem, redeemed: number): ShopItemOut => ({
  id: item.id,
  name: item.name,
  image: item.image,
  description: item.description,
  cost: item.cost,
  type: item.type,
  amount: item.type === 'credit' ? toBaht(item.amount as Satang) : item.amount,
  wallet_type_id: item.walletTypeId,
  spin_value: item.spinValue === null ? null : toBaht(item.spinValue),
  gift: itemGift(item, 1),
  stock: item.stock,
  per_member_limit: item.perMemberLimit,
  redeemed,
  turnover_multiplier: item.turnoverMultiplier,
  freebet: item.freebet && {
    game_id: item.freebet.gameCode,
    provider_id: item.freebet.providerCode,
    game_name: item.freebet.gameName,
    game_image: item.freebet.gameImage,
    bet_value: toBaht(item.freebet.betValue),
    valid_days: item.freebet.validDays,
    available: item.freebet.available,
  },
});

const toRedemption = (r: Redemption): RedemptionOut => ({
  id: r.id,
  item_id: r.itemId,
  item_name: r.itemName,
  type: r.type,
  quantity: r.quantity,
  points: r.points,
  description: r.description,
  created_at: r.createdAt.toISOString(),
});

/** The points shop (SPEC §7): guests see the items; calc, redeem and history need a member. */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/redemption/list',
    { preHandler: app.identify, schema: { tags, response: { 200: envelopeOf(shopList) } } },
    async (request) => {
      const member = request.member;
      const agent = await resolveAgent(request);
      const agentId = member?.agentId ?? agent.id;
      const items = await listItems(app.db, agentId);
      const units = member ? await redeemedUnits(app.db, member.id) : new Map<number, number>();
      const balance = member ? await pointBalance(app.db, member.id) : null;
      const expiry = member ? await nextExpiry(app.db, member.id, agentId, balance ?? 0, app.clock()) : null;
      return ok({
        items: items.map((item) => toItem(item, units.get(item.id) ?? 0)),
        balance,
        next_expiry: expiry ? { points: expiry.points, at: expiry.at.toISOString() } : null,
        expiry_days: await expiryDays(app.db, agentId),
      });
    },
  );

  app.post(
    '/api/redemption/calc',
    {
      preHandler: app.authenticate,
      schema: { tags, body: calcBody, response: { 200: envelopeOf(calcAnswer) } },
    },
    async (request) => {
      const member = memberOf(request);
      const calc = await calcRedemption(app.db, member, request.body.item_id, request.body.quantity);
      const refusal = calc.refusal ? errorCatalogue[calc.refusal] : null;
      return ok({
        item_id: request.body.item_id,
        quantity: calc.quantity,
        cost: calc.cost,
        balance: calc.balance,
        balance_after: calc.balanceAfter,
        gift: calc.gift,
        refusal: refusal ? { code: refusal.code, message: refusal.message } : null,
      });
    },
  );

  app.post(
    '/api/redemption/redeem',
    {
      preHandler: app.authenticate,
      schema: { tags, body: redeemBody, response: { 200: envelopeOf(redeemAnswer) } },
    },
    async (request) => {
      const member = memberOf(request);
      const { item_id: itemId, quantity, request_id: requestId } = request.body;
      const done = await redeemItem(app.db, member, { itemId, quantity, requestId }, app.clock());
      return ok({
        redemption: toRedemption(done.redemption),
        balance: await pointBalance(app.db, member.id),
        replayed: done.replayed,
      });
    },
  );

  app.get(
    '/api/redemption/history',
    {
      preHandler: app.authenticate,
      schema: { tags, querystring: historyQuery, response: { 200: envelopeOf(historyAnswer) } },
    },
    async (request) => {
      const items = await memberRedemptions(app.db, memberOf(request).id, request.query.limit);
      return ok({ items: items.map(toRedemption) });
    },
  );
};
