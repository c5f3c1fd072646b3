import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { affiliateTick } from '@server/jobs/affiliate';
import { cashbackTick } from '@server/jobs/cashback';
import { pointsTick } from '@server/jobs/points';
import { closeDueRounds } from '@server/lotto/close-rounds';
import { settleRound } from '@server/lotto/settle';
import { launch, seamlessCall } from '@tests/server/games-platform/helpers';
import { call } from '@tests/server/helpers/test-app';
import { setResult } from '@tests/server/lotto/lotto-fixtures';
import { deposit } from '@tests/server/rewards/promotion-helpers';
import type { Action } from './economy-actions';
import { expectOutcome, setClock, walletsOf, type Run } from './economy-context';
import { MINUTE, bangkokDayOf, dayAfter, dayStartOf } from './economy-time';
import { GAMES } from './economy-rules';

type Of<T extends Action['t']> = Extract<Action, { t: T }>;

export const depositMoney = async (run: Run, a: Of<'deposit'>) => {
  const id = await deposit(run.world.app, run.stage.members[a.m]!.id, a.baht);
  const member = run.model.members[a.m]!;
  member.deposits.push({ id, amount: a.baht * 100, used: false });
  member.deposited += a.baht * 100;
};

/** One game round through the signed seamless wallet: a bet, then its settlement (a win, maybe 0) or rollback. */
export const spin = async (run: Run, a: Of<'spin'>) => {
  const { app } = run.world;
  const member = run.stage.members[a.m]!;
  // The promotion wallet while it holds a baht, else the main wallet; the promotion wallet plays slots only.
  const wallets = await walletsOf(run, a.m);
  const type = a.wallet === 2 && (wallets.get(2)?.balance ?? 0) >= 100 ? 2 : 1;
  const wallet = wallets.get(type)!;
  const category = type === 2 ? 'slot' : a.category;
  const stake = Math.min(a.baht * 100, Math.floor(wallet.balance / 100) * 100);
  if (stake < 100) return;
  const game = GAMES[category];
  if (run.model.excluded(a.m, run.now)) {
    const refused = await launch(app, { token: member.token, walletId: wallet.id }, game).then(
      () => false,
      () => true,
    );
    expect(refused, 'a self-excluded member launched a game').toBe(true);
    return run.saw('spin refused: excluded');
  }
  const session = await launch(app, { token: member.token, walletId: wallet.id }, game);
  const id = randomUUID();
  const base = { token: session, round_id: `r-${id}`, game_id: game, currency: 'THB' };
  const bet = await seamlessCall(app, 'bet', { ...base, transaction_id: id, amount: stake / 100 });
  expectOutcome(bet, true, 'bet');
  const win = Math.floor((stake * a.winPct) / 100);
  const end = a.rollback
    ? await seamlessCall(app, 'rollback', { ...base, transaction_id: `${id}-rb`, ref_transaction_id: id })
    : await seamlessCall(app, 'settle', { ...base, transaction_id: `${id}-w`, amount: win / 100 });
  expectOutcome(end, true, a.rollback ? 'rollback' : 'settle');
  if (!a.rollback) run.model.plays.push({ m: a.m, wallet: type, category, stake, win, at: run.now });
  run.saw(a.rollback ? 'spin rolled back' : 'spin');
};

export const placeBill = async (run: Run, a: Of<'bill'>) => {
  const total = a.lines.reduce((sum, l) => sum + l.baht * 100, 0);
  const main = (await walletsOf(run, a.m)).get(1)?.balance ?? 0;
  if (total > main) return;
  const round = run.stage.rounds[a.round]!;
  const accepted = !run.model.excluded(a.m, run.now) && run.now < round.closeAt;
  const answer = await call(run.world.app, 'POST', '/api/lotto/bill/create', {
    token: run.stage.members[a.m]!.token,
    body: {
      round_id: round.id,
      lines: a.lines.map((l) => ({ bet_type: 'run_top', number: l.digit, amount: l.baht })),
      request_id: randomUUID(),
    },
  });
  expectOutcome(answer, accepted, 'lotto bill');
  run.saw(accepted ? 'bill' : 'bill refused');
  if (!accepted) return;
  run.model.bills.push({
    id: answer.data.bill_id,
    m: a.m,
    round: a.round,
    lines: a.lines.map((l) => ({ digit: l.digit, satang: l.baht * 100 })),
    total,
    placedAt: run.now,
    status: 'pending',
    payout: 0,
    settledAt: null,
  });
};

export const cancelBill = async (run: Run, a: Of<'cancel'>) => {
  const pending = run.model.bills.filter((b) => b.m === a.m && b.status === 'pending');
  const bill = pending[a.pick % Math.max(1, pending.length)];
  if (!bill) return;
  const accepted = run.model.mayCancel(bill, run.now);
  const answer = await call(run.world.app, 'POST', '/api/lotto/bill/cancel', {
    token: run.stage.members[a.m]!.token,
    body: { bill_id: bill.id },
  });
  expectOutcome(answer, accepted, `cancel of bill ${bill.id}`);
  run.saw(accepted ? 'cancel' : 'cancel refused');
  if (accepted) bill.status = 'cancelled';
};

/** The scheduled work at one instant: the rewards' daily and weekly jobs, then the lotto's round closing. */
const tick = async (run: Run, ms: number) => {
  setClock(run, ms);
  const { db } = run.world.app;
  const at = new Date(ms);
  await cashbackTick(db, at);
  await pointsTick(db, at);
  await affiliateTick(db, at);
  await closeDueRounds(db, at);
  run.model.tick(ms);
};

/** The clock moves on: the jobs run a minute after every Bangkok midnight passed, and at the end. */
export const advance = async (run: Run, a: Of<'advance'>) => {
  const target = run.now + a.minutes * MINUTE;
  for (let midnight = dayStartOf(dayAfter(bangkokDayOf(run.now), 1)); midnight + MINUTE < target;) {
    await tick(run, midnight + MINUTE);
    midnight = dayStartOf(dayAfter(bangkokDayOf(midnight), 1));
  }
  await tick(run, target);
};

/** Staff enter a closed round's result (confirmed: the four-eyes flow has its own tests) and it is settled. */
export const enterResult = async (run: Run, a: Of<'result'>) => {
  // The round named, or else another one that is closed and waits for its result.
  const count = run.stage.rounds.length;
  const index = [...Array(count).keys()]
    .map((k) => (a.round + k) % count)
    .find((r) => run.now >= run.stage.rounds[r]!.closeAt && run.model.rounds[r]!.settledAt === null);
  if (index === undefined) return;
  const round = run.stage.rounds[index]!;
  const { db } = run.world.app;
  await closeDueRounds(db, new Date(run.now));
  await setResult(db, round.id, {
    kind: 'draw',
    first_prize: `000${a.top3}`,
    front3: [],
    back3: [],
    bottom2: '00',
  });
  const settled = await settleRound(db, round.id);
  expect(settled.status).toBe('settled');
  run.model.settle(index, a.top3, run.now);
  run.saw('round settled');
};
