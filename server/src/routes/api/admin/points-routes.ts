import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelopeOf, ok } from '@contract/envelope';
import { toBaht, toSatang, type Satang } from '@contract/money';
import {
  adminItem,
  adminItemInput,
  adminItemParams,
  adminItems,
  adminRedemptions,
  pointsSetup as setupSchema,
  pointsSetupInput,
  type AdminItem,
  type AdminItemInput,
} from '@contract/rewards/points-admin';
import { applyPrepaid } from '@server/games/hub88/freebets-prepaids';
import { secretBoxOf } from '@server/line/secret-box';
import type { GameCategory } from '@server/rewards';
import {
  agentRedemptions,
  createItem,
  listItems,
  pointsSetup,
  savePointsSetup,
  updateItem,
  type ItemInput,
  type PointsSetup,
  type ShopItem,
} from '@server/rewards/points';
import { adminSchema, byStaff, staffOf } from './staff-call';

const toSetup = (s: PointsSetup) => ({
  campaign_id: s.campaignId,
  active: s.active,
  per_baht: s.rule.per_baht,
  points: s.rule.points,
  categories: s.rule.categories,
  expiry_days: s.expiryDays,
});

const toItem = (i: ShopItem): AdminItem => ({
  id: i.id,
  campaign_id: i.campaignId,
  name: i.name,
  image: i.image,
  description: i.description,
  cost: i.cost,
  type: i.type,
  amount: i.type === 'credit' ? toBaht(i.amount as Satang) : i.amount,
  wallet_type_id: i.walletTypeId,
  spin_value: i.spinValue === null ? null : toBaht(i.spinValue),
  stock: i.stock,
  per_member_limit: i.perMemberLimit,
  active: i.active,
  sort: i.sort,
  turnover_multiplier: i.turnoverMultiplier,
  freebet: i.freebet && {
    game_code: i.freebet.gameCode,
    game_name: i.freebet.gameName,
    bet_value: toBaht(i.freebet.betValue),
    valid_days: i.freebet.validDays,
    prepaid_uuid: i.freebet.prepaidUuid,
    available: i.freebet.available,
  },
});

/** Baht at the edge, satang inside: a credit item's amount and a free spin's value. */
const fromInput = (b: AdminItemInput): ItemInput => ({
  name: b.name,
  image: b.image,
  description: b.description,
  cost: b.cost,
  type: b.type,
  amount: b.type === 'credit' ? toSatang(b.amount) : b.amount,
  walletTypeId: b.wallet_type_id,
  spinValue: b.spin_value === null ? null : toSatang(b.spin_value),
  stock: b.stock,
  perMemberLimit: b.per_member_limit,
  active: b.active,
  sort: b.sort,
  turnoverMultiplier: b.turnover_multiplier,
  freebet: b.freebet && {
    gameCode: b.freebet.game_code,
    betValue: toSatang(b.freebet.bet_value),
    validDays: b.freebet.valid_days,
    prepaidUuid: b.freebet.prepaid_uuid,
  },
});

/** A free-bet item from a Hub88 prepaid: checked in Hub88's list, its fixed count and value replacing ours. */
const withPrepaid = async (app: FastifyInstance, input: ItemInput): Promise<ItemInput> => {
  const fb = input.freebet;
  if (!fb?.prepaidUuid) return input;
  const fixed = await applyPrepaid(
    app.db,
    secretBoxOf(app.config),
    { gameCode: fb.gameCode, prepaidUuid: fb.prepaidUuid, betCount: input.amount, betValue: fb.betValue },
    (reason) => app.log.warn({ reason }, 'hub88 prepaids/list failed'),
  );
  return { ...input, amount: fixed.betCount, freebet: { ...fb, betValue: fixed.betValue } };
};

/** Points in the back office: earning rule and expiry, shop items, redemptions (marketing role). */
export const adminPointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const view = { permission: 'rewards.view' } as const;
  const manage = { permission: 'rewards.manage' } as const;

  app.get(
    '/api/admin/points/setup',
    { config: view, schema: { ...adminSchema, response: { 200: envelopeOf(setupSchema) } } },
    async (request) => ok(toSetup(await pointsSetup(app.db, staffOf(request).agentId))),
  );
  app.post(
    '/api/admin/points/setup',
    {
      config: manage,
      schema: { ...adminSchema, body: pointsSetupInput, response: { 200: envelopeOf(setupSchema) } },
    },
    async (request) => {
      const b = request.body;
      const saved = await savePointsSetup(app.db, byStaff(request), {
        active: b.active,
        rule: { per_baht: b.per_baht, points: b.points, categories: b.categories as GameCategory[] },
        expiryDays: b.expiry_days,
      });
      return ok(toSetup(saved));
    },
  );
  app.get(
    '/api/admin/points/items',
    { config: view, schema: { ...adminSchema, response: { 200: envelopeOf(adminItems) } } },
    async (request) =>
      ok({ items: (await listItems(app.db, staffOf(request).agentId, { all: true })).map(toItem) }),
  );
  app.post(
    '/api/admin/points/items',
    {
      config: manage,
      schema: { ...adminSchema, body: adminItemInput, response: { 200: envelopeOf(adminItem) } },
    },
    async (request) =>
      ok(toItem(await createItem(app.db, byStaff(request), await withPrepaid(app, fromInput(request.body))))),
  );
  app.post(
    '/api/admin/points/items/:id',
    {
      config: manage,
      schema: {
        ...adminSchema,
        params: adminItemParams,
        body: adminItemInput,
        response: { 200: envelopeOf(adminItem) },
      },
    },
    async (request) => {
      const input = await withPrepaid(app, fromInput(request.body));
      return ok(toItem(await updateItem(app.db, byStaff(request), request.params.id, input)));
    },
  );
  app.get(
    '/api/admin/points/redemptions',
    { config: view, schema: { ...adminSchema, response: { 200: envelopeOf(adminRedemptions) } } },
    async (request) => {
      const rows = await agentRedemptions(app.db, staffOf(request).agentId);
      return ok({
        items: rows.map((r) => ({
          id: r.id,
          member_id: r.memberId,
          username: r.username,
          item_name: r.itemName,
          quantity: r.quantity,
          points: r.points,
          description: r.description,
          created_at: r.createdAt.toISOString(),
        })),
      });
    },
  );
};
