import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { toSatang, type Satang } from '@contract/money';
import { errorCatalogue } from '@contract/errors';
import { checkLedger, memberWallets } from '@server/ledger';
import { grantAward, turnoverOwed, type AwardInput } from '@server/rewards';
import { AppError } from '@server/http/app-error';
import { createTestApp } from '@tests/server/helpers/test-app';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { demoAgentId, insertCampaign } from './rewards-helpers';

let app: FastifyInstance;
let agentId: number;
beforeAll(async () => {
  app = await createTestApp();
  agentId = await demoAgentId(app);
});
afterAll(async () => app.close());

const now = () => new Date();
const grant = (input: Partial<AwardInput> & { campaignId: number; memberId: number }) =>
  grantAward(app.db, {
    agentId,
    periodKey: 'once',
    amount: toSatang(100),
    walletTypeId: 1,
    description: 'โบนัสทดสอบ',
    now: now(),
    ...input,
  });
const reasonOf = async (promise: Promise<unknown>) => {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    if (error instanceof AppError) return error.reason;
    throw error;
  }
};
const mainBalance = async (memberId: number) =>
  (await memberWallets(app.db, memberId)).find((w) => w.walletTypeId === 1)?.balance ?? 0;

describe('rewards engine: an award exactly once', () => {
  it('pays one award for 32 parallel grants of the same period and answers the rest as replays', async () => {
    const campaignId = await insertCampaign(app);
    const member = await fundedMember(app, 0);
    const results = await Promise.all(
      Array.from({ length: 32 }, () => grant({ campaignId, memberId: member.id })),
    );
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(await mainBalance(member.id)).toBe(toSatang(100));
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('holds the per-member, per-day, total and budget limits under parallel grants of different periods', async () => {
    const member = await fundedMember(app, 0);
    const perMember = await insertCampaign(app, { per_member_limit: 3 });
    const perDay = await insertCampaign(app, { per_day_limit: 2 });
    const total = await insertCampaign(app, { total_limit: 5 });
    const budget = await insertCampaign(app, { budget: toSatang(250) });
    const burst = (campaignId: number) =>
      Promise.all(
        Array.from({ length: 16 }, (_, i) =>
          reasonOf(grant({ campaignId, memberId: member.id, periodKey: `p${i}` })),
        ),
      );
    const count = (reasons: string[], reason: string) => reasons.filter((r) => r === reason).length;
    const m = await burst(perMember);
    expect([count(m, 'ok'), count(m, 'REWARD_MEMBER_LIMIT')]).toEqual([3, 13]);
    const d = await burst(perDay);
    expect([count(d, 'ok'), count(d, 'REWARD_DAY_LIMIT')]).toEqual([2, 14]);
    const t = await burst(total);
    expect([count(t, 'ok'), count(t, 'REWARD_SOLD_OUT')]).toEqual([5, 11]);
    const b = await burst(budget);
    expect([count(b, 'ok'), count(b, 'REWARD_BUDGET_SPENT')]).toEqual([2, 14]);
    expect(await mainBalance(member.id)).toBe(toSatang(100 * (3 + 2 + 5 + 2)));
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('refuses a paused, future or ended campaign and changes nothing', async () => {
    const member = await fundedMember(app, 0);
    const paused = await insertCampaign(app, { status: 'paused' });
    const future = await insertCampaign(app, { starts_at: new Date(Date.now() + 3600_000) });
    const ended = await insertCampaign(app, {
      starts_at: new Date(Date.now() - 7200_000),
      ends_at: new Date(Date.now() - 3600_000),
    });
    for (const campaignId of [paused, future, ended])
      expect(await reasonOf(grant({ campaignId, memberId: member.id }))).toBe('REWARD_NOT_ACTIVE');
    expect(await mainBalance(member.id)).toBe(0);
  });

  it("refuses another agent's campaign as not found", async () => {
    const member = await fundedMember(app, 0);
    const campaignId = await insertCampaign(app);
    const other = await grantAward(app.db, {
      agentId: agentId + 1000,
      campaignId,
      memberId: member.id,
      periodKey: 'once',
      points: 5,
      description: 'x',
      now: now(),
    }).catch((error: AppError) => error.reason);
    expect(other).toBe('REWARD_NOT_FOUND');
  });

  it('refuses to pay money into a wallet no game may play (the affiliate balance)', async () => {
    const member = await fundedMember(app, 0);
    const campaignId = await insertCampaign(app);
    expect(await reasonOf(grant({ campaignId, memberId: member.id, walletTypeId: 4 }))).toBe('INVALID_INPUT');
    expect(await mainBalance(member.id)).toBe(0);
  });

  it('gives points through the points ledger, once', async () => {
    const member = await fundedMember(app, 0);
    const campaignId = await insertCampaign(app, { reward: { type: 'points', points: 40 } });
    await grant({ campaignId, memberId: member.id, amount: undefined, points: 40 });
    await grant({ campaignId, memberId: member.id, amount: undefined, points: 40 });
    const points = await app.inject({
      method: 'POST',
      url: '/api/member/points',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(points.json().data.point).toBe(40);
  });
});

describe('rewards engine: turnover', () => {
  const slotBet = async (member: { token: string }, session: string, baht: number) => {
    const { seamlessCall } = await import('@tests/server/games-platform/helpers');
    const id = randomUUID();
    const answer = await seamlessCall(app, 'bet', {
      token: session,
      transaction_id: id,
      round_id: `r-${id}`,
      game_id: 'builtin-slot-thai',
      amount: baht,
      currency: 'THB',
    });
    expect(answer.error).toBe(0);
    return member;
  };

  it('blocks withdrawal of a 10x bonus until exactly that much is staked, and the progress agrees', async () => {
    const { launch } = await import('@tests/server/games-platform/helpers');
    const member = await fundedMember(app, 1000);
    const campaignId = await insertCampaign(app, { turnover_multiplier: 10, turnover_categories: ['slot'] });
    const award = await grant({ campaignId, memberId: member.id, amount: toSatang(50) });
    expect(award.turnoverRequired).toBe(toSatang(500));

    const withdraw = () =>
      app.inject({
        method: 'POST',
        url: '/api/member/withdraw',
        headers: { authorization: `Bearer ${member.token}` },
        payload: { amount: 100, destination: 'main', request_id: randomUUID() },
      });
    const refused = (await withdraw()).json();
    expect(refused.error).toBe(errorCatalogue.TURNOVER_UNMET.code);
    expect(refused.message).toContain('500.00');

    const session = await launch(app, member);
    await slotBet(member, session, 300);
    const progress = await app.inject({
      method: 'GET',
      url: '/api/member/turnover',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(progress.json().data.items).toMatchObject([{ required: 500, progress: 300, owed: 200 }]);
    expect(await turnoverOwed(app.db, member.id, 1, app.clock())).toBe(toSatang(200) as Satang);
    const info = await app.inject({
      method: 'GET',
      url: '/api/member/withdraw/info',
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(info.json().data).toMatchObject({ withdrawable: 0, turnover_owed: 200 });

    await slotBet(member, session, 199.99);
    expect((await withdraw()).json().message).toContain('0.01');
    await slotBet(member, session, 0.01);
    const after = (await withdraw()).json();
    expect(after.error).not.toBe(errorCatalogue.TURNOVER_UNMET.code);
    expect(await turnoverOwed(app.db, member.id, 1, app.clock())).toBe(0);
  });

  it('counts only the campaign categories and not a rolled-back bet', async () => {
    const member = await fundedMember(app, 1000);
    const campaignId = await insertCampaign(app, { turnover_multiplier: 2, turnover_categories: ['casino'] });
    await grant({ campaignId, memberId: member.id, amount: toSatang(100) });
    const { launch } = await import('@tests/server/games-platform/helpers');
    const session = await launch(app, member);
    await slotBet(member, session, 150);
    expect(await turnoverOwed(app.db, member.id, 1, app.clock())).toBe(toSatang(200));
  });

  it('refuses to convert a promotion wallet until its turnover is met, then moves it once', async () => {
    const member = await fundedMember(app, 0);
    const campaignId = await insertCampaign(app, {
      reward: { type: 'money', wallet_type_id: 2, amount: 5000 },
      turnover_multiplier: 1,
      turnover_categories: ['slot'],
    });
    await grant({ campaignId, memberId: member.id, amount: toSatang(50), walletTypeId: 2 });
    const convert = (requestId: string) =>
      app.inject({
        method: 'POST',
        url: '/api/member/wallet/convert',
        headers: { authorization: `Bearer ${member.token}` },
        payload: { wallet_type_id: 2, request_id: requestId },
      });
    expect((await convert('first-try-1')).json().error).toBe(errorCatalogue.TURNOVER_UNMET.code);
    const wallets = await memberWallets(app.db, member.id);
    const promo = wallets.find((w) => w.walletTypeId === 2)!;
    const { launch } = await import('@tests/server/games-platform/helpers');
    const session = await launch(app, { token: member.token, walletId: promo.id });
    const { seamlessCall } = await import('@tests/server/games-platform/helpers');
    const round = `r-${randomUUID()}`;
    const bet = await seamlessCall(app, 'bet', {
      token: session,
      transaction_id: randomUUID(),
      round_id: round,
      game_id: 'builtin-slot-thai',
      amount: 50,
      currency: 'THB',
    });
    expect(bet.error).toBe(0);
    const win = await seamlessCall(app, 'settle', {
      token: session,
      transaction_id: randomUUID(),
      round_id: round,
      game_id: 'builtin-slot-thai',
      amount: 20,
      currency: 'THB',
    });
    expect(win.error).toBe(0);
    // Turnover met (50 staked of 50): the 20 won moves to the main wallet once, whatever the retries.
    const key = `same-key-${randomUUID()}`.slice(0, 40);
    const answers = await Promise.all(Array.from({ length: 8 }, () => convert(key)));
    for (const answer of answers) expect(answer.json()).toMatchObject({ error: 0, data: { amount: 20 } });
    expect(answers.filter((a) => a.json().data.replayed === false)).toHaveLength(1);
    const after = await memberWallets(app.db, member.id);
    expect(after.find((w) => w.walletTypeId === 1)!.balance).toBe(toSatang(20));
    expect(after.find((w) => w.walletTypeId === 2)!.balance).toBe(0);
    expect((await convert('another-key-1')).json().error).toBe(errorCatalogue.CONVERT_NOTHING.code);
    expect(await checkLedger(app.db)).toEqual([]);
  });

  it('keeps the requirement of a played-down wallet while a bet from it is still open, and voids it after', async () => {
    const member = await fundedMember(app, 0);
    const campaignId = await insertCampaign(app, {
      reward: { type: 'money', wallet_type_id: 2, amount: 3000 },
      turnover_multiplier: 10,
      turnover_categories: ['slot'],
    });
    await grant({ campaignId, memberId: member.id, amount: toSatang(30), walletTypeId: 2 });
    const promo = (await memberWallets(app.db, member.id)).find((w) => w.walletTypeId === 2)!;
    const { launch, seamlessCall } = await import('@tests/server/games-platform/helpers');
    const session = await launch(app, { token: member.token, walletId: promo.id });
    const round = `r-${randomUUID()}`;
    const game = { token: session, round_id: round, game_id: 'builtin-slot-thai', currency: 'THB' };
    await seamlessCall(app, 'bet', { ...game, transaction_id: randomUUID(), amount: 30 });
    // The wallet is empty but the round is open: its win would land in the wallet, so 270 is still owed.
    expect(await turnoverOwed(app.db, member.id, 2, app.clock())).toBe(toSatang(270));
    await seamlessCall(app, 'settle', { ...game, transaction_id: randomUUID(), amount: 0 });
    expect(await turnoverOwed(app.db, member.id, 2, app.clock())).toBe(0);
    const { rows } = await app.db.query<{ status: string }>(
      `SELECT status FROM turnover_requirements WHERE member_id = $1`,
      [member.id],
    );
    expect(rows).toEqual([{ status: 'void' }]);
  });

  it('refuses to convert the main wallet', async () => {
    const member = await fundedMember(app, 10);
    const answer = await app.inject({
      method: 'POST',
      url: '/api/member/wallet/convert',
      headers: { authorization: `Bearer ${member.token}` },
      payload: { wallet_type_id: 1, request_id: 'abcdefgh' },
    });
    expect(answer.json().error).toBe(errorCatalogue.CONVERT_WALLET_INVALID.code);
  });
});
