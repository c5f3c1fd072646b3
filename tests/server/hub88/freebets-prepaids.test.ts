import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FreebetPrepaids } from '@contract/games/hub88-freebets';
import type { AdminItem } from '@contract/rewards/points-admin';
import type { WheelAdminAnswer } from '@contract/rewards/wheel-admin';
import { sendDueFreebets } from '@server/games/hub88/freebets-send';
import { pointBalance } from '@server/ledger';
import { call } from '@tests/server/helpers/test-app';
import { givePoints } from '@tests/server/rewards/points-helpers';
import { nothing, spin } from '@tests/server/rewards/wheel-helpers';
import { freebetPlayer, freebetRows, freebetsSetup, memberTransfers } from './freebets-fixtures';

// Hub88's prepaids (Freebets API): `prepaids/list` asked for one game, signed, through the console's Games API
// settings; a shop item created from a prepaid takes the count and value it fixes; its reward is created with the
// `prepaid_uuid` and plays through the Wallet API like every free bet (is_free, reward_uuid).
const world = await freebetsSetup();
const FIXED = randomUUID();
const OPEN = randomUUID();

const { app, owner, game, freebets } = world;
freebets.state.prepaids.push(
  { prepaid_uuid: FIXED, game_code: game.external, currency: 'THB', bet_value: 200_000, bet_count: 5 },
  { prepaid_uuid: OPEN, game_code: game.external, currency: 'THB', bet_value: null, bet_count: null },
  { prepaid_uuid: randomUUID(), game_code: game.external, currency: 'EUR', bet_value: 100_000, bet_count: 5 },
  {
    prepaid_uuid: randomUUID(),
    game_code: game.external,
    currency: 'THB',
    bet_value: 5_000_000,
    bet_count: null,
    bonus_buy: true,
  },
  { prepaid_uuid: randomUUID(), game_code: 'other_game', currency: 'THB', bet_value: 100_000, bet_count: 1 },
  // Finer than a satang: not expressible in our money.
  { prepaid_uuid: randomUUID(), game_code: game.external, currency: 'THB', bet_value: 1_500, bet_count: 1 },
);

const prepaids = () =>
  call<FreebetPrepaids>(app, 'GET', `/api/admin/rewards/freebet-prepaids?game=${game.code}`, {
    token: owner.token,
  });

const saveGamesApi = (operatorId: number) =>
  call(app, 'POST', '/api/admin/games/hub88/games-api', {
    token: owner.token,
    body: { api_url: freebets.url, operator_id: operatorId, sub_partner_id: '' },
  });

const createItem = (freebet: Record<string, unknown>, amount = 3) =>
  call<AdminItem>(app, 'POST', '/api/admin/points/items', {
    token: owner.token,
    body: { name: 'ฟรีเบทจาก prepaid', cost: 10, type: 'freebets', amount, freebet },
  });

describe('Hub88 prepaids', () => {
  it('lists the game’s THB prepaids from Hub88, signed, once the Games API is entered', async () => {
    const unset = await prepaids();
    expect([unset.status, unset.error]).toEqual([200, 4401]);
    expect((await saveGamesApi(freebets.operatorId)).error).toBe(0);
    const listed = await prepaids();
    expect(listed.error).toBe(0);
    expect(listed.data.items).toEqual([
      { prepaid_uuid: FIXED, bet_count: 5, bet_value: 2 },
      { prepaid_uuid: OPEN, bet_count: null, bet_value: null },
    ]);
    // On the wire: our operator id and Hub88's game code, verified with our key by the stand-in.
    expect(freebets.state.listed.at(-1)).toEqual({
      operator_id: freebets.operatorId,
      game_code: game.external,
    });
  });

  it('Hub88 refusing the call (another operator id) or down is a plain refusal, never a 5xx', async () => {
    await saveGamesApi(freebets.operatorId + 1);
    const refused = await prepaids();
    expect([refused.status, refused.error]).toEqual([200, 6452]);
    await saveGamesApi(freebets.operatorId);
    freebets.state.mode = 'down';
    const down = await prepaids();
    expect([down.status, down.error]).toEqual([200, 6452]);
    const unknownGame = await call(app, 'GET', '/api/admin/rewards/freebet-prepaids?game=no-such-game', {
      token: owner.token,
    });
    expect([unknownGame.status, unknownGame.error]).toEqual([200, 4480]);
  });

  it('an item from a fixed prepaid takes its count and value; an unknown prepaid is refused', async () => {
    await saveGamesApi(freebets.operatorId);
    const unknown = await createItem({ game_code: game.code, bet_value: 1, prepaid_uuid: randomUUID() });
    expect([unknown.status, unknown.error]).toEqual([200, 6453]);
    const open = await createItem({ game_code: game.code, bet_value: 1.5, prepaid_uuid: OPEN }, 4);
    expect(open.data).toMatchObject({ amount: 4, freebet: { bet_value: 1.5, prepaid_uuid: OPEN } });
    const fixed = await createItem({ game_code: game.code, bet_value: 1, prepaid_uuid: FIXED });
    expect(fixed.error).toBe(0);
    expect(fixed.data).toMatchObject({ amount: 5, freebet: { bet_value: 2, prepaid_uuid: FIXED } });
  });

  it('a redemption of a prepaid item is created at Hub88 with its prepaid_uuid and plays as a free bet', async () => {
    await saveGamesApi(freebets.operatorId);
    const item = (await createItem({ game_code: game.code, bet_value: 1, prepaid_uuid: FIXED })).data;
    const { member, session } = await freebetPlayer(app, game.code);
    await givePoints(app, member.id, 10);
    expect(
      (
        await call(app, 'POST', '/api/redemption/redeem', {
          token: member.token,
          body: { item_id: item.id, quantity: 1, request_id: randomUUID() },
        })
      ).error,
    ).toBe(0);
    expect(await pointBalance(app.db, member.id)).toBe(0);
    const before = freebets.state.rewards.length;
    await sendDueFreebets(app.db, freebets.api(app), new Date());
    const [created] = freebets.state.rewards.slice(before);
    expect(created).toMatchObject({
      prepaid_uuid: FIXED,
      game_code: game.external,
      currency: 'THB',
      bet_count: 5,
      bet_value: 200_000,
      user: session.user,
      signed: true,
    });
    const [row] = await freebetRows(app, member.id);
    expect(row).toMatchObject({ status: 'active', reward_uuid: created!.reward_uuid });
    // In the Wallet API a prepaid's reward is like any other: is_free with its reward_uuid.
    const played = await freebets.play(session, created!.reward_uuid, { winBaht: 7 });
    expect([played.placed.answer.status, played.won.answer.status]).toEqual(['RS_OK', 'RS_OK']);
    expect(played.placed.signed && played.won.signed).toBe(true);
    const [after] = await freebetRows(app, member.id);
    expect([after!.used_count, Number(after!.won)]).toEqual([1, 700]);
    expect(await memberTransfers(app, member.id)).toContainEqual({ kind: 'bonus', amount: 700 });
  });

  it('a coupon of free bets from a prepaid: the console saves the prepaid’s count and value, Hub88 gets its uuid', async () => {
    await saveGamesApi(freebets.operatorId);
    const reward = { type: 'freebets', game_code: game.code, bet_count: 1, bet_value: 1, valid_days: 3 };
    const coupon = (prepaid: string) =>
      call<{ id: number; reward: Record<string, unknown> }>(app, 'POST', '/api/admin/promotions', {
        token: owner.token,
        body: {
          kind: 'coupon',
          name: 'คูปองฟรีเบท prepaid',
          status: 'active',
          starts_at: null,
          ends_at: null,
          eligibility: {},
          trigger: 'code',
          reward: { ...reward, prepaid_uuid: prepaid },
          turnover_multiplier: 0,
          turnover_includes_deposit: false,
          turnover_categories: ['slot'],
          per_member_limit: null,
          per_day_limit: null,
          total_limit: null,
          budget: null,
        },
      });
    expect((await coupon(randomUUID())).error).toBe(6453);
    const created = await coupon(FIXED);
    expect(created.error).toBe(0);
    expect(created.data.reward).toMatchObject({ bet_count: 5, bet_value: 2, prepaid_uuid: FIXED });
    const code = `PP${created.data.id}X`;
    const codes = await call(app, 'POST', `/api/admin/coupons/${created.data.id}/codes`, {
      token: owner.token,
      body: { code, max_uses: 10 },
    });
    expect(codes.error).toBe(0);
    const { member, session } = await freebetPlayer(app, game.code);
    expect(
      (await call(app, 'POST', '/api/coupon/redeem', { token: member.token, body: { code } })).error,
    ).toBe(0);
    const before = freebets.state.rewards.length;
    await sendDueFreebets(app.db, freebets.api(app), new Date());
    expect(freebets.state.rewards.slice(before)).toMatchObject([
      { prepaid_uuid: FIXED, bet_count: 5, bet_value: 200_000, user: session.user, signed: true },
    ]);
  });

  it('a quest of free bets from a prepaid is saved with the prepaid’s count and value', async () => {
    await saveGamesApi(freebets.operatorId);
    const quest = (prepaid: string) =>
      call<{ reward: { freebets: Record<string, unknown> | null } }>(app, 'POST', '/api/admin/quests', {
        token: owner.token,
        body: {
          name: 'ภารกิจฟรีเบท prepaid',
          period: 'daily',
          task: { type: 'login_streak', target: 1 },
          reward: {
            type: 'freebets',
            freebets: {
              game_code: game.code,
              bet_count: 1,
              bet_value: 1,
              valid_days: 2,
              prepaid_uuid: prepaid,
            },
          },
        },
      });
    expect((await quest(randomUUID())).error).toBe(6453);
    const saved = await quest(FIXED);
    expect(saved.error).toBe(0);
    expect(saved.data.reward.freebets).toMatchObject({ bet_count: 5, bet_value: 2, prepaid_uuid: FIXED });
  });

  it('a wheel slice of free bets from a prepaid: saved with its count and value, each win created with its uuid', async () => {
    await saveGamesApi(freebets.operatorId);
    const slice = (prepaid: string | null) => ({
      label: 'ฟรีเบท prepaid',
      type: 'freebets' as const,
      amount: 1,
      wallet_type_id: null,
      weight: 1_000_000,
      colour: '#2f54eb',
      freebet: { game_code: game.code, bet_value: 1, valid_days: 3, prepaid_uuid: prepaid },
    });
    const wheel = (prepaid: string | null) =>
      call<WheelAdminAnswer>(app, 'POST', '/api/admin/wheel', {
        token: owner.token,
        body: { enabled: true, points_per_spin: 1, point_value: 1, prizes: [slice(prepaid), nothing(1)] },
      });
    expect((await wheel(randomUUID())).error).toBe(6453);
    const saved = await wheel(FIXED);
    expect(saved.error).toBe(0);
    expect(saved.data.prizes[0]).toMatchObject({
      amount: 5,
      freebet: { game_code: game.code, bet_value: 2, valid_days: 3, prepaid_uuid: FIXED },
    });
    // Our own value again when the prepaid is cleared.
    expect((await wheel(null)).data.prizes[0]).toMatchObject({ amount: 1, freebet: { bet_value: 1 } });
    expect((await wheel(FIXED)).error).toBe(0);

    const { member, session } = await freebetPlayer(app, game.code);
    await givePoints(app, member.id, 1);
    const spun = await spin(app, member.token);
    expect(spun.error).toBe(0);
    expect(spun.data).toMatchObject({ prize: { type: 'freebets', amount: 5 } });
    const before = freebets.state.rewards.length;
    await sendDueFreebets(app.db, freebets.api(app), new Date());
    expect(freebets.state.rewards.slice(before)).toMatchObject([
      { prepaid_uuid: FIXED, bet_count: 5, bet_value: 200_000, user: session.user, signed: true },
    ]);
  });
});
