import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { hub88FreebetsJobsPlugin } from '@server/games/hub88/freebets-job';
import { sendDueFreebets } from '@server/games/hub88/freebets-send';
import { call } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import {
  freebetCampaign,
  freebetPlayer,
  freebetRows,
  freebetsSetup,
  grantFreebets,
  memberTransfers,
} from './freebets-fixtures';

// A reward of the rules engine grants free bets in a Hub88 game: recorded with the award (idempotent by its
// key), sent once to Hub88's Freebets API (the stand-in, which verifies our signature and the documented body),
// retried when Hub88 is down, failed for good (and shown) when Hub88 refuses; no money moves at any point.
const world = await freebetsSetup();

const send = () => sendDueFreebets(world.app.db, world.freebets.api(world.app), new Date());

describe('free bets: the grant', () => {
  it('12 parallel grants of one award give one award and one free bet, sent to Hub88 once', async () => {
    const { app, agentId, game, freebets } = world;
    const campaign = await freebetCampaign(app, game.code, { count: 3, baht: 5, days: 7 });
    const { member, session } = await freebetPlayer(app, game.code);
    const before = freebets.state.rewards.length;
    const awards = await Promise.all(
      Array.from({ length: 12 }, () => grantFreebets(app, agentId, campaign, member.id)),
    );
    expect(new Set(awards.map((award) => award.id)).size).toBe(1);
    expect(awards.filter((award) => !award.replayed)).toHaveLength(1);
    const rows = await freebetRows(app, member.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('pending');

    await Promise.all([send(), send(), send()]);
    await send();
    const created = freebets.state.rewards.slice(before);
    expect(created).toHaveLength(1);
    // The documented body: the member as Hub88 knows them, Hub88's game code, THB, the count, the value in
    // 1/100,000 THB, the times, the award's key as operator_reference; signed with our key.
    expect(created[0]).toMatchObject({
      user: session.user,
      operator_id: freebets.operatorId,
      game_code: game.external,
      currency: 'THB',
      bet_count: 3,
      bet_value: 500_000,
      operator_reference: `reward:${campaign.id}:${member.id}:once`,
      signed: true,
    });
    const days =
      (Date.parse(`${created[0]!.end_time}Z`) - Date.parse(`${created[0]!.start_time}Z`)) / 86_400_000;
    expect(days).toBe(7);
    const [row] = await freebetRows(app, member.id);
    expect(row).toMatchObject({ status: 'active', reward_uuid: created[0]!.reward_uuid, attempts: 1 });

    // A later grant of the same period (a double tap, a crashed job run again) is the same award: nothing more.
    const again = await grantFreebets(app, agentId, campaign, member.id);
    expect(again.replayed).toBe(true);
    await send();
    expect(freebets.state.rewards.slice(before)).toHaveLength(1);
    expect(await memberTransfers(app, member.id)).toEqual([{ kind: 'adjustment', amount: 10_000 }]);
  });

  it('a game that is not an active Hub88 game is refused with a Thai error, and nothing is written', async () => {
    const { app, agentId } = world;
    const campaign = await freebetCampaign(app, 'no-such-game');
    const { member } = await freebetPlayer(app, world.game.code);
    await expect(grantFreebets(app, agentId, campaign, member.id)).rejects.toMatchObject({
      reason: 'HUB88_FREEBET_GAME_INVALID',
    });
    const awards = await app.db.query(`SELECT 1 FROM reward_awards WHERE campaign_id = $1`, [campaign.id]);
    expect(awards.rowCount).toBe(0);
    expect(await freebetRows(app, member.id)).toEqual([]);
    // Hub88 turned off in the console: its games give no free bets either.
    const real = await freebetCampaign(app, world.game.code);
    await app.db.query(`UPDATE game_providers SET status = 'disabled' WHERE code = 'hub88'`);
    try {
      await expect(grantFreebets(app, agentId, real, member.id)).rejects.toMatchObject({
        reason: 'HUB88_FREEBET_GAME_INVALID',
      });
    } finally {
      await app.db.query(`UPDATE game_providers SET status = 'active' WHERE code = 'hub88'`);
    }
    expect(await freebetRows(app, member.id)).toEqual([]);
  });

  it('Hub88 refusing: the free bet is failed for good, with the reason, shown to the member; no money moved', async () => {
    const { app, agentId, game, freebets } = world;
    const campaign = await freebetCampaign(app, game.code);
    const { member } = await freebetPlayer(app, game.code);
    await grantFreebets(app, agentId, campaign, member.id);
    freebets.state.mode = 'refuse';
    await send();
    const [row] = await freebetRows(app, member.id);
    expect(row).toMatchObject({ status: 'failed', reward_uuid: null, attempts: 1 });
    expect(row!.last_error).toContain('HTTP 400');
    // Final: not sent again.
    freebets.state.mode = 'ok';
    const requests = freebets.state.requests;
    await send();
    expect(freebets.state.requests).toBe(requests);
    const mine = await call<{ items: { state: string }[] }>(app, 'GET', '/api/member/freebets', {
      token: member.token,
    });
    expect(mine.data.items.map((item) => item.state)).toEqual(['failed']);
    expect(await memberTransfers(app, member.id)).toEqual([{ kind: 'adjustment', amount: 10_000 }]);
  });

  it('Hub88 down: tried again later with backoff, then sent once it answers', async () => {
    const { app, agentId, game, freebets } = world;
    const campaign = await freebetCampaign(app, game.code);
    const { member } = await freebetPlayer(app, game.code);
    await grantFreebets(app, agentId, campaign, member.id);
    freebets.state.mode = 'down';
    await send();
    let [row] = await freebetRows(app, member.id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row!.last_error).toContain('503');
    // Not due yet (10 s backoff): nothing sent.
    freebets.state.mode = 'ok';
    const requests = freebets.state.requests;
    await send();
    expect(freebets.state.requests).toBe(requests);
    await app.db.query(`UPDATE hub88_freebets SET next_attempt_at = now() WHERE id = $1`, [row!.id]);
    await send();
    [row] = await freebetRows(app, member.id);
    expect(row).toMatchObject({ status: 'active', attempts: 2 });
  });

  it('a free bet whose end passed before it could be sent is failed without calling Hub88', async () => {
    const { app, agentId, game, freebets } = world;
    const campaign = await freebetCampaign(app, game.code, { days: 1 });
    const { member } = await freebetPlayer(app, game.code);
    await grantFreebets(app, agentId, campaign, member.id);
    const requests = freebets.state.requests;
    await sendDueFreebets(app.db, freebets.api(app), new Date(Date.now() + 2 * 86_400_000));
    expect(freebets.state.requests).toBe(requests);
    const [row] = await freebetRows(app, member.id);
    expect(row).toMatchObject({ status: 'failed' });
  });

  it('the job sends what is due once the console has Hub88 address, and nothing before', async () => {
    const { app, agentId, game, freebets } = world;
    const campaign = await freebetCampaign(app, game.code);
    const { member } = await freebetPlayer(app, game.code);
    await grantFreebets(app, agentId, campaign, member.id);
    let endpoint: { apiUrl: string; operatorId: number; subPartnerId: string } | null = null;
    const host = Fastify();
    await host.register(hub88FreebetsJobsPlugin, {
      db: app.db,
      everyMs: 25,
      box: freebets.api(app).box,
      clock: () => new Date(),
      endpoint: async () => endpoint,
    });
    await host.ready();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await freebetRows(app, member.id)).toMatchObject([{ status: 'pending', attempts: 0 }]);
    endpoint = { apiUrl: freebets.url, operatorId: freebets.operatorId, subPartnerId: 'site-th' };
    await expect.poll(async () => (await freebetRows(app, member.id))[0]!.status).toBe('active');
    await host.close();
    expect(freebets.state.rewards.at(-1)).toMatchObject({ sub_partner_id: 'site-th', signed: true });
  });

  it('through the console and a coupon: marketing sets free bets in baht, a member redeems the code once', async () => {
    const { app, game, freebets } = world;
    const marketing = await insertStaff(app, 'marketing');
    const created = await call<{ id: number }>(app, 'POST', '/api/admin/promotions', {
      token: marketing.token,
      body: {
        kind: 'coupon',
        name: 'คูปองฟรีเบท',
        status: 'active',
        starts_at: null,
        ends_at: null,
        eligibility: {},
        trigger: 'code',
        reward: { type: 'freebets', game_code: game.code, bet_count: 5, bet_value: 2.5, valid_days: 3 },
        turnover_multiplier: 0,
        turnover_includes_deposit: false,
        turnover_categories: ['slot'],
        per_member_limit: null,
        per_day_limit: null,
        total_limit: null,
        budget: null,
      },
    });
    expect(created.error).toBe(0);
    const code = `FB${created.data.id}X`;
    const codes = await call(app, 'POST', `/api/admin/coupons/${created.data.id}/codes`, {
      token: marketing.token,
      body: { code, max_uses: 100 },
    });
    expect(codes.error).toBe(0);
    const { member } = await freebetPlayer(app, game.code);
    const redeem = () => call(app, 'POST', '/api/coupon/redeem', { token: member.token, body: { code } });
    const answers = await Promise.all([redeem(), redeem(), redeem()]);
    expect(answers.filter((a) => a.error === 0)).toHaveLength(answers.length);
    const before = freebets.state.rewards.length;
    await send();
    expect(freebets.state.rewards.slice(before)).toMatchObject([
      { bet_count: 5, bet_value: 250_000, game_code: game.external },
    ]);
    const mine = await call<{ items: { state: string; bet_value: number; bet_count: number }[] }>(
      app,
      'GET',
      '/api/member/freebets',
      { token: member.token },
    );
    expect(mine.data.items).toMatchObject([{ state: 'ready', bet_value: 2.5, bet_count: 5 }]);
  });
});
