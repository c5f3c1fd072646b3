import { describe, expect, it } from 'vitest';
import { sendDueFreebets } from '@server/games/hub88/freebets-send';
import { bangkokDay } from '@server/rewards';
import { call } from '@tests/server/helpers/test-app';
import { mainBalance } from '@tests/server/games-platform/helpers';
import { betBody, units, winBody } from '@tests/server/helpers/hub88-stand-in';
import {
  freebetCampaign,
  freebetPlayer,
  freebetRows,
  freebetsSetup,
  grantFreebets,
  memberTransfers,
} from './freebets-fixtures';

// A granted free bet played through our Wallet API the way Hub88 sends it (is_free, reward_uuid): the stake is
// never debited, the win is bonus money from the house's promotions account, counted in the bonus cost report
// on the day it was credited; duplicates, a used-up or expired free bet, another game, a rollback. The ledger
// check passes after each.
const world = await freebetsSetup();

/** A member holding an active free bet (sent to the stand-in) of `count` x `baht` in the world's game. */
const granted = async ({ count = 2, baht = 5, turnover = 0 } = {}) => {
  const { app, agentId, game, freebets } = world;
  const campaign = await freebetCampaign(app, game.code, { count, baht, turnover });
  const player = await freebetPlayer(app, game.code, 100);
  await grantFreebets(app, agentId, campaign, player.member.id);
  await sendDueFreebets(app.db, freebets.api(app), new Date());
  const [row] = await freebetRows(app, player.member.id);
  expect(row!.status).toBe('active');
  return { ...player, campaign, rewardUuid: row!.reward_uuid! };
};

type Freebets = { items: { state: string; used_count: number; won: number; bet_value: number }[] };
const mine = async (token: string) =>
  (await call<Freebets>(world.app, 'GET', '/api/member/freebets', { token })).data.items;

describe('free bets: play through the wallet', () => {
  it('the bet debits nothing; the win is credited as bonus and counted in the bonus cost report', async () => {
    const { app, freebets, owner } = world;
    const { member, session, campaign, rewardUuid } = await granted({ count: 2, baht: 5 });
    const { bet, placed, won } = await freebets.play(session, rewardUuid, { winBaht: 42.5, stakeBaht: 5 });
    expect(placed.answer).toMatchObject({ status: 'RS_OK', balance: units(100) });
    expect(won.answer).toMatchObject({ status: 'RS_OK', balance: units(142.5) });
    expect(placed.signed && won.signed).toBe(true);
    expect(await mainBalance(app, member.token)).toBe(142.5);
    // The member's list names the game by the codes the play page launches with.
    expect(await mine(member.token)).toMatchObject([{ game_id: world.game.code, provider_id: 'hub88' }]);
    // Hub88 sends the win again (its retry): the same answer, nothing more.
    const again = await freebets.play(session, rewardUuid, { winBaht: 0 });
    expect(again.placed.answer.status).toBe('RS_OK');
    const repeatedBet = await world.hub88.send('transaction/bet', bet);
    expect(repeatedBet.answer).toMatchObject({ status: 'RS_OK', balance: units(142.5) });
    expect(await mainBalance(app, member.token)).toBe(142.5);
    expect(await memberTransfers(app, member.id)).toEqual([
      { kind: 'adjustment', amount: 10_000 },
      { kind: 'bonus', amount: 4_250 },
    ]);
    // Bonus cost: the award (2 free bets) and the winnings as money paid on the day they were credited.
    const day = bangkokDay(new Date());
    const report = await call<{ campaigns: Record<string, number>[] }>(
      app,
      'GET',
      '/api/admin/rewards/report',
      {
        token: owner.token,
        query: { from: day, to: day },
      },
    );
    const row = report.data.campaigns.find((c) => c.campaign_id === campaign.id);
    expect(row).toMatchObject({ awards: 1, members: 1, amount: 42.5, freebets: 2, freebet_won: 42.5 });
    expect(await mine(member.token)).toMatchObject([
      { state: 'used', used_count: 2, won: 42.5, bet_value: 5 },
    ]);
  });

  it('a used-up free bet, another game, another member: refused, no money moves', async () => {
    const { app, freebets, game } = world;
    const { member, session, rewardUuid } = await granted({ count: 1 });
    const first = await freebets.play(session, rewardUuid, { winBaht: 0 });
    expect(first.won.answer.status).toBe('RS_OK');
    const second = await freebets.play(session, rewardUuid, { winBaht: 10 });
    expect(second.placed.answer.status).toBe('RS_ERROR_UNKNOWN');
    expect(second.won.answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    // Someone else's session naming this member's reward.
    const other = await freebetPlayer(app, game.code, 100);
    const stolen = await freebets.play(other.session, rewardUuid, { winBaht: 10 });
    expect(stolen.placed.answer.status).toBe('RS_ERROR_UNKNOWN');
    expect(stolen.won.answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    // Another game's code on the bet.
    const fresh = await granted({ count: 1 });
    const wrongGame = await world.hub88.send('transaction/bet', {
      ...betBody(fresh.session, 0),
      game_code: 'pgs_other',
      is_free: true,
      reward_uuid: fresh.rewardUuid,
    });
    expect(wrongGame.answer.status).toBe('RS_ERROR_INVALID_GAME');
    expect(await mainBalance(app, member.token)).toBe(100);
    expect(await mainBalance(app, other.member.token)).toBe(100);
    expect(await memberTransfers(app, other.member.id)).toEqual([{ kind: 'adjustment', amount: 10_000 }]);
  });

  it('an expired free bet is refused and shown as expired; nothing moves', async () => {
    const { app, freebets } = world;
    const { member, session, rewardUuid } = await granted({ count: 3 });
    await app.db.query(
      `UPDATE hub88_freebets SET starts_at = now() - interval '8 days', ends_at = now() - interval '1 day'
        WHERE reward_uuid = $1`,
      [rewardUuid],
    );
    const late = await freebets.play(session, rewardUuid, { winBaht: 10 });
    expect(late.placed.answer.status).toBe('RS_ERROR_UNKNOWN');
    expect(late.won.answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await mine(member.token)).toMatchObject([{ state: 'expired', used_count: 0, won: 0 }]);
    expect(await mainBalance(app, member.token)).toBe(100);
  });

  it('a rollback gives the free bet back; a win after it is refused; winnings carry the campaign turnover', async () => {
    const { app, freebets } = world;
    const { member, session, rewardUuid } = await granted({ count: 1, turnover: 3 });
    const bet = { ...betBody(session, 0), is_free: true, reward_uuid: rewardUuid };
    expect((await world.hub88.send('transaction/bet', bet)).answer.status).toBe('RS_OK');
    expect((await freebets.rollback(bet)).answer.status).toBe('RS_OK');
    expect((await freebets.rollback(bet)).answer.status).toBe('RS_OK');
    const late = await world.hub88.send('transaction/win', {
      ...winBody(session, bet, 30),
      is_free: true,
      reward_uuid: rewardUuid,
    });
    expect(late.answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await mine(member.token)).toMatchObject([{ state: 'ready', used_count: 0 }]);
    // Played again (a new bet), won: 20 baht with 3x turnover.
    const played = await freebets.play(session, rewardUuid, { winBaht: 20 });
    expect(played.won.answer).toMatchObject({ status: 'RS_OK', balance: units(120) });
    const owed = await app.db.query<{ required: string }>(
      `SELECT required FROM turnover_requirements WHERE member_id = $1 AND status = 'active'`,
      [member.id],
    );
    expect(owed.rows.map((r) => Number(r.required))).toEqual([6_000]);
  });

  it('a free bet rolled back before it came never lands: refused, the free bet untouched', async () => {
    const { member, session, rewardUuid } = await granted({ count: 1 });
    const bet = { ...betBody(session, 0), is_free: true, reward_uuid: rewardUuid };
    expect((await world.freebets.rollback(bet)).answer.status).toBe('RS_OK');
    const late = await world.hub88.send('transaction/bet', bet);
    expect(late.answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await mine(member.token)).toMatchObject([{ state: 'ready', used_count: 0 }]);
    expect(await mainBalance(world.app, member.token)).toBe(100);
  });

  it('parallel plays of a one-bet free bet: one is accepted', async () => {
    const { app } = world;
    const { member, session, rewardUuid } = await granted({ count: 1 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () =>
        world.hub88.send('transaction/bet', {
          ...betBody(session, 0),
          is_free: true,
          reward_uuid: rewardUuid,
        }),
      ),
    );
    expect(answers.filter((a) => a.answer.status === 'RS_OK')).toHaveLength(1);
    const [row] = await freebetRows(app, member.id);
    expect(row!.used_count).toBe(1);
  });

  it('a member in a time-out, or on an expired session, plays no free bet (as for paid bets)', async () => {
    const { app, freebets } = world;
    const { member, session, rewardUuid } = await granted({ count: 2 });
    await app.db.query(
      `UPDATE game_sessions SET expires_at = now() - interval '1 minute' WHERE member_id = $1`,
      [member.id],
    );
    const expired = await freebets.play(session, rewardUuid, { winBaht: 10 });
    expect(expired.placed.answer.status).toBe('RS_ERROR_TOKEN_EXPIRED');
    await app.db.query(
      `UPDATE game_sessions SET expires_at = now() + interval '1 hour' WHERE member_id = $1`,
      [member.id],
    );
    const timeout = await call(app, 'POST', '/api/member/safety/timeout', {
      token: member.token,
      body: { duration: '7d' },
    });
    expect(timeout.error).toBe(0);
    const excluded = await freebets.play(session, rewardUuid, { winBaht: 10 });
    expect(excluded.placed.answer.status).toBe('RS_ERROR_USER_DISABLED');
    expect(excluded.won.answer.status).toBe('RS_ERROR_TRANSACTION_DOES_NOT_EXIST');
    expect(await memberTransfers(app, member.id)).toEqual([{ kind: 'adjustment', amount: 10_000 }]);
    expect(await mine(member.token)).toMatchObject([{ used_count: 0, won: 0 }]);
  });
});
