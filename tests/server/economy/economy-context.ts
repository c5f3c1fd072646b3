import { expect } from 'vitest';
import { memberWallets } from '@server/ledger';
import type { Answer } from '@tests/server/helpers/test-app';
import type { EconomyModel } from './economy-model';
import type { Stage, World } from './economy-world';

/** One sequence being run: the app's world, what the sequence set up, the model, the business clock. */
export type Run = {
  world: World;
  stage: Stage;
  model: EconomyModel;
  now: number;
  /** Outcomes seen, for the coverage summary (`cancel ok`, `withdraw refused: turnover`, ...). */
  saw: (what: string) => void;
};

export const setClock = (run: Run, ms: number) => {
  run.now = ms;
  run.world.setNow(new Date(ms));
};

/** The member's wallets: type -> { id, balance in satang }. */
export const walletsOf = async (run: Run, m: number) =>
  new Map(
    (await memberWallets(run.world.app.db, run.stage.members[m]!.id)).map((w) => [
      w.walletTypeId,
      { id: w.id, balance: Number(w.balance) },
    ]),
  );

export const balancesOf = async (run: Run, m: number) =>
  new Map([...(await walletsOf(run, m))].map(([type, w]) => [type, w.balance]));

/** The app did what the model says: accepted (error 0) when `accepted`, refused otherwise. */
export const expectOutcome = (answer: Pick<Answer, 'error' | 'message'>, accepted: boolean, what: string) =>
  expect(
    answer.error === 0,
    `${what}: the model says ${accepted ? 'accepted' : 'refused'}, the app answered ${answer.error} ${answer.message}`,
  ).toBe(accepted);
