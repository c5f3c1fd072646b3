import { expect } from 'vitest';
import { checkLedger } from '@server/ledger';
import { REFERRERS, type Action, type Sequence } from './economy-actions';
import * as claims from './economy-claims';
import { checkStep } from './economy-checks';
import { setClock, type Run } from './economy-context';
import { EconomyModel } from './economy-model';
import * as play from './economy-play';
import { beginSequence, type World } from './economy-world';

type Handlers = { [T in Action['t']]: (run: Run, action: Extract<Action, { t: T }>) => Promise<void> };
const handlers: Handlers = {
  deposit: play.depositMoney,
  spin: play.spin,
  bill: play.placeBill,
  cancel: play.cancelBill,
  advance: play.advance,
  result: play.enterResult,
  promotion: claims.claimPromotion,
  coupon: claims.redeemCoupon,
  quest: claims.claimQuest,
  wheel: claims.spinWheel,
  winloss: claims.claimWinloss,
  shop: claims.redeemShop,
  affiliate: claims.redeemAffiliate,
  convert: claims.convert,
  withdraw: claims.withdraw,
  exclude: claims.selfExclude,
  vote: claims.vote,
  answer: claims.answerPoll,
};

const step = (run: Run, action: Action) => {
  setClock(run, run.now + 1_000); // every step a second after the last: a claim starts after the bet before it
  return (handlers[action.t] as (run: Run, action: Action) => Promise<void>)(run, action);
};

/**
 * Runs one sequence on the app and the model, checking after every step (economy-checks.ts) and the ledger at the
 * end. `saw` counts the outcomes met. A failure names the step, the action and the business time.
 */
export const runSequence = async (world: World, sequence: Sequence, saw: (what: string) => void) => {
  const stage = await beginSequence(world, sequence.startBefore);
  const model = new EconomyModel(REFERRERS, world.lotto);
  model.rounds = stage.rounds.map((r) => ({ id: r.id, closeAt: r.closeAt, settledAt: null }));
  for (const [m, member] of stage.members.entries()) {
    model.members[m]!.deposits.push({ id: member.firstDeposit, amount: 50_000, used: false });
    model.members[m]!.deposited = 50_000;
  }
  const run: Run = {
    world,
    stage,
    model,
    now: stage.start,
    saw,
  };
  try {
    for (const [i, action] of sequence.actions.entries()) {
      try {
        await step(run, action);
        await checkStep(run);
      } catch (error) {
        const at = new Date(run.now + 7 * 3_600_000).toISOString().replace('Z', ' Bangkok');
        (error as Error).message =
          `step ${i} ${JSON.stringify(action)} at ${at}: ${(error as Error).message}`;
        throw error;
      }
    }
    expect(await checkLedger(world.app.db)).toEqual([]);
    for (const award of model.awards) run.saw(`award ${award.kind}`);
    for (const member of model.members) {
      if (member.affiliateCredited > 0) run.saw('commission');
      if (member.affiliateHeld > 0) run.saw('commission held');
      if (member.pollPaid > 0) run.saw('poll prize');
    }
  } finally {
    world.used = Math.max(world.used, run.now);
  }
};
