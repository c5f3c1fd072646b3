import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, expect } from 'vitest';
import { checkLedger } from '@server/ledger';
import type { FastifyInstance } from 'fastify';
import { grantAward } from '@server/rewards';
import { freebetsOf, type RewardRule } from '@server/rewards/campaigns';
import { createTestApp, call } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { hub88Session, startHub88StandIn } from '@tests/server/helpers/hub88-stand-in';
import { startHub88FreebetsStandIn } from '@tests/server/helpers/hub88-freebets-stand-in';
import { demoAgentId, insertCampaign } from '@tests/server/rewards/rewards-helpers';

/** A Hub88 game in the catalogue: ours `hub88-<hex>`, Hub88's `pgs_<hex>`. */
const hub88GameWithCode = async (app: FastifyInstance) => {
  const hex = randomBytes(4).toString('hex');
  const code = `hub88-${hex}`;
  const external = `pgs_${hex}`;
  await app.db.query(
    `INSERT INTO games (provider_id, code, external_code, name, name_en, category)
     SELECT id, $1, $2, 'มาจองเวย์ทดสอบ', 'Mahjong Ways Test', 'slot' FROM game_providers WHERE code = 'hub88'`,
    [code, external],
  );
  return { code, external };
};

/**
 * One app with Hub88 turned on, its Wallet API stand-in and the Freebets API stand-in mounted beside it, and a
 * Hub88 game whose own code (external_code) differs from ours: what the free-bet tests share.
 */
const freebetsWorld = async () => {
  const app = await createTestApp();
  const owner = await insertStaff(app, 'owner');
  const hub88 = await startHub88StandIn(app, owner.token);
  const providers = await call<{ id: number; code: string; sort: number }[]>(
    app,
    'GET',
    '/api/admin/games/providers',
    { token: owner.token },
  );
  const row = providers.data.find((provider) => provider.code === 'hub88')!;
  const enabled = await call(app, 'POST', `/api/admin/games/providers/${row.id}`, {
    token: owner.token,
    body: { status: 'active', sort: row.sort },
  });
  expect(enabled.error).toBe(0);
  const freebets = await startHub88FreebetsStandIn(app, owner.token, hub88);
  const game = await hub88GameWithCode(app);
  const agentId = await demoAgentId(app);
  return { app, owner, hub88, freebets, game, agentId };
};

/** A free-bet campaign: `count` free bets of `baht` each in the game. */
export const freebetCampaign = async (
  app: FastifyInstance,
  gameCode: string,
  { count = 3, baht = 5, days = 7, turnover = 0 } = {},
) => {
  const reward: RewardRule = {
    type: 'freebets',
    game_code: gameCode,
    bet_count: count,
    bet_value: baht * 100,
    valid_days: days,
  };
  const id = await insertCampaign(app, {
    kind: 'coupon',
    name: 'ฟรีเบทมาจองเวย์',
    trigger: 'code',
    reward,
    turnover_multiplier: turnover,
  });
  return { id, reward };
};

/** The award of a free-bet campaign to a member for a period, as every feature grants (grantAward). */
export const grantFreebets = (
  app: FastifyInstance,
  agentId: number,
  campaign: { id: number; reward: RewardRule },
  memberId: number,
  periodKey = 'once',
  now = new Date(),
) =>
  grantAward(app.db, {
    agentId,
    campaignId: campaign.id,
    memberId,
    periodKey,
    freebets: freebetsOf(campaign.reward),
    description: 'ฟรีเบททดสอบ',
    now,
  });

/** A member with `baht` in the main wallet and a Hub88 session of the game (launch records their Hub88 user). */
export const freebetPlayer = async (app: FastifyInstance, gameCode: string, baht = 100) => {
  const member = await fundedMember(app, baht);
  return { member, session: await hub88Session(app, member, gameCode) };
};

type FreebetRow = {
  id: string;
  status: string;
  attempts: number;
  reward_uuid: string | null;
  last_error: string | null;
  used_count: number;
  won: string;
};

export const freebetRows = async (app: FastifyInstance, memberId: number) =>
  (
    await app.db.query<FreebetRow>(
      `SELECT id, status, attempts, reward_uuid, last_error, used_count, won FROM hub88_freebets
        WHERE member_id = $1 ORDER BY id`,
      [memberId],
    )
  ).rows;

/** Ledger transfers touching a member's wallets. */
export const memberTransfers = async (app: FastifyInstance, memberId: number) =>
  (
    await app.db.query<{ kind: string; amount: string }>(
      `SELECT e.kind, e.amount FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.member_id = $1 ORDER BY e.id`,
      [memberId],
    )
  ).rows.map((row) => ({ kind: row.kind, amount: Number(row.amount) }));

/**
 * A free-bet test file's world (above), made once and closed after the file; after each test the stand-in answers
 * normally again and the ledger check passes.
 */
export const freebetsSetup = async () => {
  const world = await freebetsWorld();
  afterAll(async () => {
    await world.freebets.close();
    await world.app.close();
  });
  afterEach(async () => {
    world.freebets.state.mode = 'ok';
    expect(await checkLedger(world.app.db)).toEqual([]);
  });
  return world;
};
