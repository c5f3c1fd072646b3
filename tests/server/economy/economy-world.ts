import { toBaht } from '@contract/money';
import { setExpiryDays } from '@server/rewards/points/settings';
import { setSettings } from '@tests/server/affiliate/affiliate-helpers';
import { fundedMember } from '@tests/server/games-platform/helpers';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { openRound } from '@tests/server/lotto/lotto-helpers';
import { openPoll } from '@tests/server/polls/poll-helpers';
import { createClockedApp } from '@tests/server/rewards/cashback-helpers';
import { insertItem } from '@tests/server/rewards/points-helpers';
import { demoAgentId, insertCampaign } from '@tests/server/rewards/rewards-helpers';
import { money, nothing, setWheel } from '@tests/server/rewards/wheel-helpers';
import { deposit } from '@tests/server/rewards/promotion-helpers';
import { REFERRERS, ROUND_CLOSE_HOURS } from './economy-actions';
import { DAY, HOUR, MINUTE, dayAfter, dayStartOf, mondayOf } from './economy-time';
import { RULES } from './economy-rules';

/**
 * The app with the agent configured as RULES says, on one database for every sequence. Each sequence gets a
 * business-time window of its own (a later week), its own members, rounds, coupon codes and poll, so the jobs'
 * once-per-period claims and the awards' once-per-period keys never meet another sequence's.
 */
export const createWorld = async () => {
  const { app, setNow } = await createClockedApp(new Date());
  const agentId = await demoAgentId(app);
  const campaign = (fields: Parameters<typeof insertCampaign>[1]) => insertCampaign(app, fields);
  const reward = (amount: number, wallet = 1) => ({ type: 'money' as const, wallet_type_id: wallet, amount });
  const campaigns = {
    promotion: await campaign({
      kind: 'promotion',
      trigger: 'deposit',
      reward: { type: 'money', wallet_type_id: 1, percent_bp: RULES.promo.bp, max_amount: RULES.promo.max },
      turnover_multiplier: RULES.promo.multiplier,
      turnover_includes_deposit: true,
      turnover_categories: [...RULES.promo.categories],
      // The test's deposits are dated by the database, and the sequences' business time runs years ahead of it.
      settings: { deposit_hours: 24 * 365 * 100 },
    }),
    couponMoney: await campaign({
      kind: 'coupon',
      trigger: 'code',
      reward: reward(RULES.couponMoney.amount, RULES.couponMoney.wallet),
      turnover_multiplier: RULES.couponMoney.multiplier,
      turnover_categories: [...RULES.couponMoney.categories],
    }),
    couponPoints: await campaign({
      kind: 'coupon',
      trigger: 'code',
      reward: { type: 'points', points: RULES.couponPoints },
    }),
    quest: await campaign({
      kind: 'quest',
      trigger: 'claim',
      reward: reward(RULES.quest.amount),
      settings: { period: 'daily', task: { type: 'stake', target: RULES.quest.target, category: null } },
    }),
    cashback: await campaign({
      kind: 'cashback',
      trigger: 'job',
      reward: { type: 'money', wallet_type_id: 1 },
      settings: { rates_bp: RULES.cashback.rates, min_payout: RULES.cashback.min, max_payout: null },
    }),
    winloss: await campaign({
      kind: 'winloss',
      trigger: 'job',
      reward: { type: 'money', wallet_type_id: 1 },
      settings: {
        percent_bp: RULES.winloss.bp,
        categories: RULES.winloss.categories,
        min_loss: RULES.winloss.minLoss,
        max_amount: null,
        claim_open_hours: 0,
        claim_days: RULES.winloss.claimDays,
      },
    }),
    points: await campaign({
      kind: 'points',
      trigger: 'job',
      reward: { type: 'none' },
      settings: {
        per_baht: RULES.points.perSatang / 100,
        points: RULES.points.points,
        categories: RULES.points.categories,
      },
    }),
  };
  await setExpiryDays(app.db, agentId, 0); // points never expire in these few weeks
  await setSettings(app, {
    rates: Object.fromEntries(
      Object.entries(RULES.affiliate.rates).map(([category, [l1, l2]]) => [
        category,
        { basis: 'turnover' as const, level1: l1 / 100, level2: l2 / 100 },
      ]),
    ),
    levels: 2,
    minRedeem: RULES.affiliate.minRedeem as never,
    holdThreshold: 0 as never,
  });
  const marketing = await insertStaff(app, 'marketing');
  const [cash, points] = RULES.wheel.prizes;
  await setWheel(
    app,
    marketing.token,
    [
      money(toBaht(cash!.money)),
      { ...nothing(), label: `${points!.points} แต้ม`, type: 'points', amount: points!.points },
      nothing(),
    ],
    { pointsPerSpin: RULES.wheel.cost },
  );
  const item = await insertItem(app, { cost: RULES.shop.cost, amount: RULES.shop.amount, walletTypeId: 1 });
  const lotto = await app.db.query<{ rate_x100: number; cancel_window_seconds: number }>(
    `SELECT r.rate_x100, m.cancel_window_seconds FROM lotto_rates r JOIN lotto_markets m ON m.id = r.market_id
      WHERE m.code = 'thai-gov' AND r.bet_type = 'run_top' AND r.agent_id = $1`,
    [agentId],
  );
  return {
    app,
    setNow,
    agentId,
    campaigns,
    itemId: item.id,
    lotto: {
      rateX100: lotto.rows[0]!.rate_x100,
      cancelWindowMs: lotto.rows[0]!.cancel_window_seconds * 1000,
    },
    /** The end of the business time the sequences have used so far. */
    used: Date.now(),
    sequences: 0,
  };
};
export type World = Awaited<ReturnType<typeof createWorld>>;

/**
 * A fresh start for one sequence: `startBefore` minutes before a Sunday's Bangkok midnight at least a week after
 * anything used before; four members (with their referrers) who each deposited 500 baht; two lotto rounds; the
 * sequence's coupon codes; an open prediction poll.
 */
export const beginSequence = async (world: World, startBefore: number) => {
  const { app } = world;
  world.sequences += 1;
  const monday = dayAfter(mondayOf(world.used + 7 * DAY), 7);
  const start = dayStartOf(monday) - startBefore * MINUTE;
  world.setNow(new Date(start));
  const members = [];
  for (const referrer of REFERRERS) {
    const member = await fundedMember(app, 0);
    if (referrer !== null)
      await app.db.query(`UPDATE members SET referred_by = $2 WHERE id = $1`, [
        member.id,
        members[referrer]!.id,
      ]);
    members.push({ ...member, firstDeposit: await deposit(app, member.id, 500) });
  }
  const rounds = [];
  for (const hours of ROUND_CLOSE_HOURS) {
    const closeInSeconds = hours * 3600 + startBefore * 60;
    rounds.push({
      id: await openRound(app, new Date(start), { closeInSeconds }),
      closeAt: start + closeInSeconds * 1000,
    });
  }
  const codes = { money: `EM${world.sequences}X`, points: `EP${world.sequences}X` };
  for (const [code, campaignId] of [
    [codes.money, world.campaigns.couponMoney],
    [codes.points, world.campaigns.couponPoints],
  ] as const)
    await app.db.query(
      `INSERT INTO coupon_codes (agent_id, campaign_id, code, max_uses, batch) VALUES ($1, $2, $3, 1000, 'economy')`,
      [world.agentId, campaignId, code],
    );
  const staff = [await insertStaff(app, 'marketing'), await insertStaff(app, 'marketing')] as const;
  const poll = await openPoll(app, staff[0].token, {
    opens_at: new Date(start - HOUR).toISOString(),
    closes_at: new Date(start + 7 * DAY).toISOString(),
    prize_mode: 'per_winner',
    prize: toBaht(RULES.poll.prize),
    quota_period: 'day',
    quota_rules: [{ type: 'fixed', votes: 1 }],
  });
  return {
    start,
    members,
    rounds,
    codes,
    staff,
    poll: { id: poll.id, choices: poll.choices.map((c) => c.id) },
  };
};
export type Stage = Awaited<ReturnType<typeof beginSequence>>;
