import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { toSatang } from '@contract/money';
import { call } from '@tests/server/helpers/test-app';
import { claim } from '@tests/server/rewards/promotion-helpers';
import type { Action } from './economy-actions';
import { balancesOf, expectOutcome, type Run } from './economy-context';
import { DAY, bangkokDayOf, dayAfter, dayStartOf } from './economy-time';
import { RULES } from './economy-rules';

type Of<T extends Action['t']> = Extract<Action, { t: T }>;

const post = (run: Run, m: number, url: string, body: unknown = {}) =>
  call(run.world.app, 'POST', url, { token: run.stage.members[m]!.token, body });

/** The model's reading of the member's requirements right before a claim (what the engine's own read closes). */
const readRequirements = async (run: Run, m: number) => {
  const balances = await balancesOf(run, m);
  run.model.close(m, run.now, balances);
  return balances;
};

export const claimPromotion = async (run: Run, a: Of<'promotion'>) => {
  const member = run.model.members[a.m]!;
  const deposit = [...member.deposits].reverse().find((d) => !d.used);
  if (!deposit) return;
  const bonus = Math.min(Math.floor((deposit.amount * RULES.promo.bp) / 10_000), RULES.promo.max);
  await readRequirements(run, a.m);
  const answer = await claim(run.world.app, run.stage.members[a.m]!.token, {
    campaign_id: run.world.campaigns.promotion,
    deposit_id: deposit.id,
  });
  const paid = !run.model.excluded(a.m, run.now) && !run.model.hasOpen(a.m) && bonus > 0;
  expectOutcome(answer, paid, 'promotion claim');
  run.saw(paid ? 'promotion' : 'promotion refused');
  if (!paid) return;
  deposit.used = true;
  run.model.awards.push({
    kind: 'promotion',
    m: a.m,
    period: `deposit:${deposit.id}`,
    amount: bonus,
    points: 0,
  });
  run.model.addRequirement({
    period: `deposit:${deposit.id}`,
    m: a.m,
    wallet: 1,
    required: Math.ceil((bonus + deposit.amount) * RULES.promo.multiplier),
    categories: RULES.promo.categories,
    startedAt: run.now,
  });
};

export const redeemCoupon = async (run: Run, a: Of<'coupon'>) => {
  const code = run.stage.codes[a.code];
  const member = run.model.members[a.m]!;
  const redeem = () => post(run, a.m, '/api/coupon/redeem', { code });
  if (member.coupons.has(code)) return void (await redeem()); // a replay: answers the first award, pays nothing
  const excluded = run.model.excluded(a.m, run.now);
  if (a.code === 'points') {
    const answer = await redeem();
    expectOutcome(answer, !excluded, 'points coupon');
    if (excluded) return;
    member.coupons.add(code);
    member.points += RULES.couponPoints;
    run.model.awards.push({
      kind: 'coupon',
      m: a.m,
      period: `code:${code}`,
      amount: 0,
      points: RULES.couponPoints,
    });
    return;
  }
  await readRequirements(run, a.m);
  const answer = await redeem();
  // One requirement at a time, whatever carries it: a coupon with turnover is refused while one is open.
  const paid = !excluded && !run.model.hasOpen(a.m);
  expectOutcome(answer, paid, 'coupon with turnover');
  run.saw(paid ? 'coupon' : 'coupon refused');
  if (!paid) return;
  member.coupons.add(code);
  const { amount, wallet, multiplier, categories } = RULES.couponMoney;
  run.model.awards.push({ kind: 'coupon', m: a.m, period: `code:${code}`, amount, points: 0 });
  run.model.addRequirement({
    period: `code:${code}`,
    m: a.m,
    wallet,
    required: Math.ceil(amount * multiplier),
    categories,
    startedAt: run.now,
  });
};

export const claimQuest = async (run: Run, a: Of<'quest'>) => {
  const today = bangkokDayOf(run.now);
  const played = run.model.played(a.m, dayStartOf(today), dayStartOf(dayAfter(today, 1)), run.now);
  const staked = [...played.values()].reduce((sum, t) => sum + t.stake, 0);
  const member = run.model.members[a.m]!;
  const paid =
    !member.questDays.has(today) && !run.model.excluded(a.m, run.now) && staked >= RULES.quest.target;
  const answer = await post(run, a.m, '/api/quest/redeem', { quest_id: run.world.campaigns.quest });
  expectOutcome(answer, paid, `quest (the model counts ${staked} satang staked today)`);
  run.saw(paid ? 'quest' : 'quest refused');
  if (!paid) return;
  member.questDays.add(today);
  run.model.awards.push({ kind: 'quest', m: a.m, period: today, amount: RULES.quest.amount, points: 0 });
};

export const spinWheel = async (run: Run, a: Of<'wheel'>) => {
  const member = run.model.members[a.m]!;
  const paid = !run.model.excluded(a.m, run.now) && member.points >= RULES.wheel.cost;
  const answer = await post(run, a.m, '/api/wheel/spin_v2', { request_id: randomUUID() });
  expectOutcome(answer, paid, 'wheel spin');
  run.saw(paid ? 'wheel' : 'wheel refused');
  if (!paid) return;
  member.points -= RULES.wheel.cost;
  const prize = RULES.wheel.prizes[answer.data.prize_index as number]!;
  if (prize.money + prize.points === 0) return;
  member.points += prize.points;
  run.model.awards.push({ kind: 'wheel', m: a.m, period: null, amount: prize.money, points: prize.points });
};

export const claimWinloss = async (run: Run, a: Of<'winloss'>) => {
  const open = run.model.entitlements
    .filter((e) => e.m === a.m && !e.claimed && e.opensAt <= run.now && run.now < e.closesAt)
    .sort((x, y) => y.week.localeCompare(x.week))[0];
  const paid = open !== undefined && !run.model.excluded(a.m, run.now);
  const answer = await post(run, a.m, '/api/cashback/loss/claim');
  // A claimed week claimed again answers its first award (error 0) and pays nothing: the award list checks it.
  if (paid || !run.model.entitlements.some((e) => e.m === a.m && e.claimed))
    expectOutcome(answer, paid, 'win/loss claim');
  run.saw(paid ? 'winloss' : 'winloss refused');
  if (!open || !paid) return;
  open.claimed = true;
  run.model.awards.push({
    kind: 'winloss',
    m: a.m,
    period: `week:${open.week}`,
    amount: open.amount,
    points: 0,
  });
};

export const redeemShop = async (run: Run, a: Of<'shop'>) => {
  const member = run.model.members[a.m]!;
  const paid = !run.model.excluded(a.m, run.now) && member.points >= RULES.shop.cost;
  const answer = await post(run, a.m, '/api/redemption/redeem', {
    item_id: run.world.itemId,
    quantity: 1,
    request_id: randomUUID(),
  });
  expectOutcome(answer, paid, 'points shop');
  run.saw(paid ? 'shop' : 'shop refused');
  if (!paid) return;
  member.points -= RULES.shop.cost;
  run.model.awards.push({ kind: 'redeem', m: a.m, period: null, amount: RULES.shop.amount, points: 0 });
};

export const redeemAffiliate = async (run: Run, a: Of<'affiliate'>) => {
  const member = run.model.members[a.m]!;
  const expected = member.affiliateBalance > 0 && member.affiliateBalance >= RULES.affiliate.minRedeem;
  const answer = await post(run, a.m, '/api/affiliate/redeem', { request_id: randomUUID() });
  // Moving one's own commission is no award: an excluded member may or may not; the amount must be right.
  if (!run.model.excluded(a.m, run.now)) expectOutcome(answer, expected, 'affiliate redeem');
  if (answer.error !== 0) return run.saw('affiliate redeem refused');
  expect(toSatang(answer.data.amount)).toBe(member.affiliateBalance);
  member.affiliateBalance = 0;
  run.saw('affiliate redeem');
};

export const convert = async (run: Run, a: Of<'convert'>) => {
  const promo = (await readRequirements(run, a.m)).get(2) ?? 0;
  const accepted = promo > 0 && run.model.owed(a.m, 2, run.now) === 0;
  const answer = await post(run, a.m, '/api/member/wallet/convert', {
    wallet_type_id: 2,
    request_id: randomUUID(),
  });
  expectOutcome(answer, accepted, `conversion (the model owes ${run.model.owed(a.m, 2, run.now)} satang)`);
  run.saw(accepted ? 'convert' : promo > 0 ? 'convert refused: turnover' : 'convert refused: empty');
  if (accepted) expect(toSatang(answer.data.amount)).toBe(promo);
};

export const withdraw = async (run: Run, a: Of<'withdraw'>) => {
  const main = (await readRequirements(run, a.m)).get(1) ?? 0;
  const baht = Math.floor((main * a.share) / 100);
  if (baht < 100) return;
  const owed = run.model.owed(a.m, 1, run.now);
  const member = run.model.members[a.m]!;
  const answer = await post(run, a.m, '/api/member/withdraw', {
    amount: baht,
    destination: 'main',
    request_id: randomUUID(),
  });
  // The property's core: money never leaves while the model says turnover is owed.
  expectOutcome(
    answer,
    owed === 0 && !member.pendingWithdrawal,
    `withdrawal (the model owes ${owed} satang)`,
  );
  run.saw(
    owed > 0
      ? 'withdraw refused: turnover'
      : member.pendingWithdrawal
        ? 'withdraw refused: pending'
        : 'withdraw',
  );
  if (answer.error !== 0) return;
  member.withdrawn += baht * 100;
  member.pendingWithdrawal = true;
};

export const selfExclude = async (run: Run, a: Of<'exclude'>) => {
  const answer = await post(run, a.m, '/api/member/safety/self-exclude', { duration: '6m', confirm: true });
  expectOutcome(answer, true, 'self-exclusion');
  const member = run.model.members[a.m]!;
  member.excludedAt ??= run.now;
  run.saw('exclude');
};

export const vote = async (run: Run, a: Of<'vote'>) => {
  const { poll } = run.stage;
  const member = run.model.members[a.m]!;
  const today = bangkokDayOf(run.now);
  const accepted =
    !run.model.pollAnswered &&
    run.now < run.stage.start + 7 * DAY &&
    !member.voteDays.has(today) &&
    (member.voteChoice === null || member.voteChoice === a.choice);
  const answer = await post(run, a.m, '/api/poll/submit', {
    poll_id: poll.id,
    choice_id: poll.choices[a.choice],
  });
  // Whether an excluded member may vote is not this test's rule; that no prize reaches them is (answer below).
  if (!run.model.excluded(a.m, run.now)) expectOutcome(answer, accepted, 'poll vote');
  if (answer.error !== 0) return run.saw('vote refused');
  member.voteDays.add(today);
  member.voteChoice = a.choice;
  run.saw('vote');
};

/** Staff close the poll, one enters the answer, another confirms it: the winners are paid. */
export const answerPoll = async (run: Run, a: Of<'answer'>) => {
  if (run.model.pollAnswered) return;
  const { poll, staff } = run.stage;
  const admin = (token: string, path: string, body?: unknown) =>
    call(run.world.app, 'POST', `/api/admin/polls/${poll.id}${path}`, { token, body });
  expectOutcome(await admin(staff[0].token, '/status', { status: 'closed' }), true, 'poll close');
  expectOutcome(
    await admin(staff[0].token, '/answer', { choice_id: poll.choices[a.choice] }),
    true,
    'poll answer',
  );
  expectOutcome(await admin(staff[1].token, '/answer/confirm'), true, 'poll confirm');
  run.model.pollAnswered = true;
  for (const [m, member] of run.model.members.entries())
    if (member.voteChoice === a.choice && !run.model.excluded(m, run.now))
      member.pollPaid += RULES.poll.prize;
  run.saw('poll answered');
};
