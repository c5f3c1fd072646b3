import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import type { FreebetGames, MemberFreebet } from '@contract/games/hub88-freebets';
import type { RewardsReport } from '@contract/admin/rewards-report';
import type { MemberPromotions, PromotionItem } from '@contract/rewards/promotion';
import type { QuestList, QuestRedeemAnswer } from '@contract/rewards/quest';
import type { QuestAdminItem } from '@contract/rewards/quest-admin';
import { bangkokDay } from '@server/rewards/periods';
import { call } from '@tests/server/helpers/test-app';
import { insertCampaign } from '@tests/server/rewards/rewards-helpers';
import { givePoints, nothing, setWheel, spin } from '@tests/server/rewards/wheel-helpers';
import { freebetPlayer, freebetRows, freebetsSetup, memberTransfers } from './freebets-fixtures';

// Issue 30: "a reward of the rules engine can grant free spins in an aggregator game, shown to the member and
// counted in the bonus cost report". Coupons granted them first (freebets-grant.test.ts); here a promotion and a
// quest do, through their members' own routes, once per award; a game whose studio is disabled is refused; the
// console's editors find the games and save such rewards.
const world = await freebetsSetup();

const rule = (gameCode: string) =>
  ({ type: 'freebets', game_code: gameCode, bet_count: 4, bet_value: 250, valid_days: 3 }) as const;

const freebetsOf = async (token: string) =>
  (await call<{ items: MemberFreebet[] }>(world.app, 'GET', '/api/member/freebets', { token })).data.items;

const report = async () => {
  const day = bangkokDay(new Date());
  return (
    await call<RewardsReport>(world.app, 'GET', `/api/admin/rewards/report?from=${day}&to=${day}`, {
      token: world.owner.token,
    })
  ).data;
};

describe('free bets from every reward', () => {
  it('a promotion gives them once per claim period, shown to the member and counted in the report', async () => {
    const { app, game } = world;
    const id = await insertCampaign(app, { kind: 'promotion', trigger: 'claim', reward: rule(game.code) });
    const { member } = await freebetPlayer(app, game.code);
    const listed = await call<{ items: PromotionItem[] }>(app, 'GET', '/api/promotion/list', {
      token: member.token,
    });
    expect(listed.data.items.find((item) => item.id === id)).toMatchObject({
      reward: null,
      freebets: { bet_count: 4, bet_value: 2.5, valid_days: 3 },
      claimable: true,
    });
    const claim = (requestId: string) =>
      call(app, 'POST', '/api/promotion/claim', {
        token: member.token,
        body: { campaign_id: id, request_id: requestId, accept_terms: true },
      });
    const answers = await Promise.all([claim('claim-0001'), claim('claim-0002'), claim('claim-0001')]);
    expect(answers.every((answer) => answer.error === 0)).toBe(true);
    expect(await freebetRows(app, member.id)).toHaveLength(1);
    const [shown] = await freebetsOf(member.token);
    expect(shown).toMatchObject({ game_id: game.code, bet_count: 4, bet_value: 2.5, used_count: 0 });
    // The member's promotions say the award was free bets (it showed "0.00 บาท" before).
    const mine = await call<MemberPromotions>(app, 'GET', '/api/member/promotions', { token: member.token });
    expect(mine.data.items.find((item) => item.campaign_id === id)).toMatchObject({
      amount: 0,
      freebets: true,
    });
    // No money moved: only the test's funding.
    expect(await memberTransfers(app, member.id)).toEqual([{ kind: 'adjustment', amount: 10_000 }]);
    const row = (await report()).campaigns.find((c) => c.campaign_id === id);
    expect(row).toMatchObject({ awards: 1, freebets: 4, amount: 0, kind: 'promotion' });
  });

  it('a quest gives them when completed, once per period', async () => {
    const { app, game } = world;
    const id = await insertCampaign(app, {
      kind: 'quest',
      trigger: 'login_streak',
      reward: rule(game.code),
      turnover_multiplier: 2,
      settings: { period: 'daily', task: { type: 'login_streak', target: 1 } },
    });
    const { member } = await freebetPlayer(app, game.code);
    // Opening the list is the day's visit: the quest is done.
    const list = await call<QuestList>(app, 'GET', '/api/quest/list', { token: member.token });
    expect(list.data.items.find((item) => item.id === id)).toMatchObject({
      done: true,
      reward: {
        type: 'freebets',
        freebets: { bet_count: 4, bet_value: 2.5, valid_days: 3 },
        turnover_multiplier: 2,
      },
    });
    const redeem = () =>
      call<QuestRedeemAnswer>(app, 'POST', '/api/quest/redeem', {
        token: member.token,
        body: { quest_id: id },
      });
    const [first, second] = await Promise.all([redeem(), redeem()]);
    const errors = [first.error, second.error].sort((a, b) => a - b);
    expect(errors).toEqual([0, errorCatalogue.QUEST_ALREADY_CLAIMED.code]);
    expect([first, second].find((answer) => answer.error === 0)!.data).toMatchObject({
      freebets: 4,
      amount: 0,
    });
    expect(await freebetRows(app, member.id)).toHaveLength(1);
    expect(await freebetsOf(member.token)).toHaveLength(1);
    expect((await report()).campaigns.find((c) => c.campaign_id === id)).toMatchObject({
      freebets: 4,
      kind: 'quest',
    });
  });

  it('a wheel slice gives them once per spin; a replayed spin gives nothing more', async () => {
    const { app, game, owner } = world;
    const freebet = { game_code: game.code, bet_value: 2.5, valid_days: 3 };
    // The free-bet slice is drawn but for one spin in a million.
    const prizes = [
      { label: 'ฟรีเบท 4 ครั้ง', type: 'freebets' as const, amount: 4, wallet_type_id: null, weight: 1_000_000 },
      nothing(1),
    ].map((prize) => ({ colour: '#f5b700', ...prize }));
    const saved = await setWheel(app, owner.token, [{ ...prizes[0]!, freebet }, prizes[1]!]);
    expect((saved as { prizes: unknown[] }).prizes[0]).toMatchObject({ type: 'freebets', freebet });
    const { member } = await freebetPlayer(app, game.code);
    await givePoints(app, member.id, 100);
    const request = randomUUID();
    const first = await spin(app, member.token, request);
    expect(first.error).toBe(0);
    expect(first.data).toMatchObject({ prize: { type: 'freebets', amount: 4 } });
    expect((await spin(app, member.token, request)).error).toBe(0);
    expect(await freebetRows(app, member.id)).toHaveLength(1);
    expect((await freebetsOf(member.token))[0]).toMatchObject({ bet_count: 4, bet_value: 2.5 });
    const refused = await call(app, 'POST', '/api/admin/wheel', {
      token: owner.token,
      body: { enabled: true, points_per_spin: 10, point_value: 1, prizes: [prizes[0], prizes[1]] },
    });
    expect(refused.error).not.toBe(0); // a free-bet slice names its game
  });

  it("a game whose studio is disabled is refused clearly, and nothing is written; the editors' list marks it", async () => {
    const { app, game, owner } = world;
    const studio = await app.db.query<{ id: number }>(
      `INSERT INTO game_sub_providers (provider_id, code, name)
       SELECT id, 'closed-studio', 'Closed Studio' FROM game_providers WHERE code = 'hub88' RETURNING id`,
    );
    await app.db.query(`UPDATE games SET sub_provider_id = $1 WHERE code = $2`, [
      studio.rows[0]!.id,
      game.code,
    ]);
    const games = async () =>
      (
        await call<FreebetGames>(
          app,
          'GET',
          `/api/admin/rewards/freebet-games?q=${encodeURIComponent('มาจอง')}`,
          {
            token: owner.token,
          },
        )
      ).data.items.find((item) => item.code === game.code);
    expect(await games()).toMatchObject({ studio: 'Closed Studio', studio_disabled: false });
    await app.db.query(`UPDATE game_sub_providers SET status = 'disabled' WHERE id = $1`, [
      studio.rows[0]!.id,
    ]);
    expect(await games()).toMatchObject({ studio_disabled: true });
    try {
      const id = await insertCampaign(app, { kind: 'promotion', trigger: 'claim', reward: rule(game.code) });
      const { member } = await freebetPlayer(app, game.code);
      const refused = await call(app, 'POST', '/api/promotion/claim', {
        token: member.token,
        body: { campaign_id: id, request_id: 'claim-closed', accept_terms: true },
      });
      expect(refused.error).toBe(errorCatalogue.HUB88_FREEBET_STUDIO_DISABLED.code);
      expect(refused.message).toMatch(/ค่ายเกม/);
      const awards = await app.db.query(`SELECT 1 FROM reward_awards WHERE campaign_id = $1`, [id]);
      expect(awards.rowCount).toBe(0);
      expect(await freebetRows(app, member.id)).toEqual([]);
    } finally {
      await app.db.query(`UPDATE games SET sub_provider_id = NULL WHERE code = $1`, [game.code]);
    }
  });

  it('a game Hub88 lists without free bets is not offered, and no reward grants them in it', async () => {
    const { app, game, owner } = world;
    const offered = async () =>
      (
        await call<FreebetGames>(
          app,
          'GET',
          `/api/admin/rewards/freebet-games?q=${encodeURIComponent(game.code)}`,
          {
            token: owner.token,
          },
        )
      ).data.items.some((item) => item.code === game.code);
    expect(await offered()).toBe(true);
    // Hub88's Game List entry for it says freebet_support: false (a live table, say).
    await app.db.query(
      `INSERT INTO hub88_games (game_id, game_code, freebet_support) SELECT id, code, false FROM games WHERE code = $1
       ON CONFLICT (game_id) DO UPDATE SET freebet_support = false`,
      [game.code],
    );
    try {
      expect(await offered()).toBe(false);
      const id = await insertCampaign(app, { kind: 'promotion', trigger: 'claim', reward: rule(game.code) });
      const { member } = await freebetPlayer(app, game.code);
      const refused = await call(app, 'POST', '/api/promotion/claim', {
        token: member.token,
        body: { campaign_id: id, request_id: 'claim-no-freebets', accept_terms: true },
      });
      expect(refused.error).toBe(errorCatalogue.HUB88_FREEBET_GAME_INVALID.code);
      expect(await freebetRows(app, member.id)).toEqual([]);
      const item = await call(app, 'POST', '/api/admin/points/items', {
        token: owner.token,
        body: {
          name: 'ฟรีเบทในเกมที่ไม่รับ',
          cost: 40,
          type: 'freebets',
          amount: 3,
          freebet: { game_code: game.code, bet_value: 5, valid_days: 7 },
        },
      });
      expect(item.error).toBe(errorCatalogue.HUB88_FREEBET_GAME_INVALID.code);
    } finally {
      await app.db.query(
        `UPDATE hub88_games SET freebet_support = true WHERE game_id = (SELECT id FROM games WHERE code = $1)`,
        [game.code],
      );
    }
  });

  it('the console saves a quest and a promotion giving free bets, and reads them back', async () => {
    const { app, game, owner } = world;
    const freebets = { game_code: game.code, bet_count: 5, bet_value: 3, valid_days: 2 };
    const quest = await call<QuestAdminItem>(app, 'POST', '/api/admin/quests', {
      token: owner.token,
      body: {
        name: 'ภารกิจฟรีเบท',
        period: 'daily',
        task: { type: 'login_streak', target: 1 },
        reward: { type: 'freebets', freebets },
        turnover_multiplier: 1,
      },
    });
    expect(quest.error).toBe(0);
    expect(quest.data.reward).toMatchObject({ type: 'freebets', freebets });
    expect(quest.data.turnover_multiplier).toBe(1);
    const missing = await call(app, 'POST', '/api/admin/quests', {
      token: owner.token,
      body: {
        name: 'ภารกิจไม่มีเกม',
        period: 'daily',
        task: { type: 'login_streak', target: 1 },
        reward: { type: 'freebets' },
      },
    });
    expect(missing.error).toBe(errorCatalogue.QUEST_INVALID.code);
    const promotion = await call<{ reward: unknown }>(app, 'POST', '/api/admin/promotions', {
      token: owner.token,
      body: {
        kind: 'promotion',
        name: 'โปรฟรีเบท',
        status: 'draft',
        starts_at: null,
        ends_at: null,
        eligibility: {},
        trigger: 'claim',
        reward: { type: 'freebets', ...freebets },
        turnover_multiplier: 0,
        turnover_includes_deposit: false,
        turnover_categories: ['slot'],
        per_member_limit: null,
        per_day_limit: null,
        total_limit: null,
        budget: null,
      },
    });
    expect(promotion.error).toBe(0);
    expect(promotion.data.reward).toMatchObject({ type: 'freebets', ...freebets });
  });
});
