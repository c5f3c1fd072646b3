import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCatalogue } from '@contract/errors';
import { toSatang } from '@contract/money';
import { runCommissionDay } from '@server/affiliate/commission';
import { checkLedger } from '@server/ledger';
import { payCashbackDay } from '@server/rewards/cashback/cashback-day';
import { computeWinlossWeek } from '@server/rewards/cashback/winloss-week';
import { bangkokWeek, dayStart } from '@server/rewards/periods';
import { call, insertMember } from '@tests/server/helpers/test-app';
import { agentId, affiliateBalance, setSettings } from '@tests/server/affiliate/affiliate-helpers';
import { createLottoApp, fund, openRound, requestId } from '@tests/server/lotto/lotto-helpers';
import { deposit } from './promotion-helpers';
import { insertCampaign } from './rewards-helpers';

// Friday 20 November 2026, Bangkok: bills go in at 23:50, the day's jobs run at 00:05, the bills are cancelled
// at 00:10 (thai-gov's cancel window is 30 minutes), as the attack in issue 25 did.
const DAY = '2026-11-20';
const at = (day: string, hh: number, mm: number) =>
  new Date(dayStart(day).getTime() + (hh * 60 + mm) * 60_000);
const LINES = Array.from({ length: 10 }, (_, i) => ({ bet_type: 'two_top', number: `1${i}`, amount: 50 }));

describe('play counts once the member can no longer undo it (issue 25)', () => {
  let ctx: Awaited<ReturnType<typeof createLottoApp>>;
  let cashbackId: number;
  let winlossId: number;
  beforeAll(async () => {
    ctx = await createLottoApp(at(DAY, 23, 50));
    cashbackId = await insertCampaign(ctx.app, {
      kind: 'cashback',
      trigger: 'job',
      reward: { type: 'money', wallet_type_id: 1 },
      settings: { rates_bp: { lotto: 500 }, min_payout: 0, max_payout: null },
    });
    winlossId = await insertCampaign(ctx.app, {
      kind: 'winloss',
      trigger: 'job',
      reward: { type: 'money', wallet_type_id: 1 },
      settings: { percent_bp: 1000, categories: ['lotto'], min_loss: 0, max_amount: null, claim_days: 7 },
    });
    await setSettings(ctx.app, {
      rates: { lotto: { basis: 'turnover', level1: 2, level2: 0 } },
      levels: 1,
      minRedeem: toSatang(1),
      holdThreshold: toSatang(1_000_000),
    });
  });
  afterAll(async () => {
    expect(await checkLedger(ctx.app.db)).toEqual([]);
    await ctx.app.close();
  });

  const referredBettor = async () => {
    const referrer = await insertMember(ctx.app);
    const member = await insertMember(ctx.app);
    await ctx.app.db.query(`UPDATE members SET referred_by = $2 WHERE id = $1`, [member.id, referrer.id]);
    await fund(ctx.app, member.id, 1_000);
    return { referrer, member };
  };
  const placeBill = async (token: string, roundId: number) => {
    const bill = await call(ctx.app, 'POST', '/api/lotto/bill/create', {
      token,
      body: { round_id: roundId, lines: LINES, request_id: requestId() },
    });
    expect(bill.error).toBe(0);
    return bill.data.bill_id as number;
  };
  const awardOf = async (campaignId: number, memberId: number) => {
    const { rows } = await ctx.app.db.query<{ amount: string }>(
      `SELECT amount FROM reward_awards WHERE campaign_id = $1 AND member_id = $2`,
      [campaignId, memberId],
    );
    return rows.reduce((sum, row) => sum + Number(row.amount), 0);
  };
  const entitlement = async (memberId: number) => {
    const { rows } = await ctx.app.db.query<{ amount: string }>(
      `SELECT amount FROM winloss_entitlements WHERE campaign_id = $1 AND member_id = $2`,
      [winlossId, memberId],
    );
    return rows.reduce((sum, row) => sum + Number(row.amount), 0);
  };

  it('a bill cancelled after the day ended earned no cashback, win/loss or commission', async () => {
    ctx.setNow(at(DAY, 23, 50));
    const roundId = await openRound(ctx.app, ctx.now(), { closeInSeconds: 2 * 86_400 });
    const { referrer, member } = await referredBettor();
    const billId = await placeBill(member.token, roundId);

    ctx.setNow(at('2026-11-21', 0, 5));
    await payCashbackDay(ctx.app.db, DAY, ctx.now());
    await runCommissionDay(ctx.app.db, await agentId(ctx.app), DAY, ctx.now());
    const cancel = await call(ctx.app, 'POST', '/api/lotto/bill/cancel', {
      token: member.token,
      body: { bill_id: billId },
    });
    expect(cancel.error).toBe(0);
    // The week the bill was placed in ends; nothing of it stood.
    ctx.setNow(at('2026-11-23', 0, 5));
    await computeWinlossWeek(ctx.app.db, bangkokWeek(at(DAY, 12, 0)), ctx.now());

    expect(await awardOf(cashbackId, member.id)).toBe(0);
    expect(await entitlement(member.id)).toBe(0);
    expect(await affiliateBalance(ctx.app, referrer.id)).toBe(0);
  });

  it("a bill that stands counts on its round's close day, once", async () => {
    ctx.setNow(at(DAY, 23, 50));
    const roundId = await openRound(ctx.app, ctx.now(), { closeInSeconds: 15 * 60 });
    const { referrer, member } = await referredBettor();
    await placeBill(member.token, roundId);
    // Placed on the 20th, its round closed at 00:05 on the 21st: it is the 21st's play.
    ctx.setNow(at('2026-11-21', 0, 10));
    await payCashbackDay(ctx.app.db, DAY, ctx.now());
    await runCommissionDay(ctx.app.db, await agentId(ctx.app), DAY, ctx.now());
    expect(await awardOf(cashbackId, member.id)).toBe(0);
    expect(await affiliateBalance(ctx.app, referrer.id)).toBe(0);

    ctx.setNow(at('2026-11-22', 0, 5));
    await payCashbackDay(ctx.app.db, '2026-11-21', ctx.now());
    await payCashbackDay(ctx.app.db, '2026-11-21', ctx.now());
    await runCommissionDay(ctx.app.db, await agentId(ctx.app), '2026-11-21', ctx.now());
    expect(await awardOf(cashbackId, member.id)).toBe(toSatang(25)); // 5 % of 500
    expect(await affiliateBalance(ctx.app, referrer.id)).toBe(toSatang(10)); // 2 % of 500
  });

  it('a promotion whose turnover counts lotto is not met by a bill until its round closes, nor by a cancelled one', async () => {
    ctx.setNow(at(DAY, 12, 0));
    const promo = await insertCampaign(ctx.app, {
      reward: { type: 'money', wallet_type_id: 1, amount: 10_000 },
      turnover_multiplier: 5,
      turnover_categories: ['lotto'],
    });
    const member = await insertMember(ctx.app);
    await deposit(ctx.app, member.id, 500);
    const claimed = await call(ctx.app, 'POST', '/api/promotion/claim', {
      token: member.token,
      body: { campaign_id: promo, accept_terms: true, request_id: requestId() },
    });
    expect(claimed.error).toBe(0); // 100 baht bonus, 500 baht of lotto owed
    const withdraw = () =>
      call(ctx.app, 'POST', '/api/member/withdraw', {
        token: member.token,
        body: { amount: 600, destination: 'main', request_id: requestId() },
      });
    const owed = async () =>
      (await call(ctx.app, 'GET', '/api/member/withdraw/info', { token: member.token })).data.turnover_owed;

    const cancelled = await openRound(ctx.app, ctx.now(), { closeInSeconds: 86_400 });
    const billId = await placeBill(member.token, cancelled);
    expect(await owed()).toBe(500);
    expect((await withdraw()).error).toBe(errorCatalogue.TURNOVER_UNMET.code);
    ctx.setNow(at(DAY, 12, 20));
    expect(
      (
        await call(ctx.app, 'POST', '/api/lotto/bill/cancel', {
          token: member.token,
          body: { bill_id: billId },
        })
      ).error,
    ).toBe(0);
    ctx.setNow(at('2026-11-22', 0, 0)); // that round has closed: the cancelled bill still counts nothing
    expect(await owed()).toBe(500);
    expect((await withdraw()).error).toBe(errorCatalogue.TURNOVER_UNMET.code);

    const standing = await openRound(ctx.app, ctx.now(), { closeInSeconds: 3_600 });
    await placeBill(member.token, standing);
    expect(await owed()).toBe(500);
    ctx.setNow(at('2026-11-22', 1, 0)); // closed: the bill stands and meets the requirement
    expect(await owed()).toBe(0);
  });
});
