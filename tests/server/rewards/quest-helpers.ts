import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { buildApp } from '@server/app';
import { memberWallets, transfer } from '@server/ledger';
import { testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';
import { seamlessCall } from '@tests/server/games-platform/helpers';
import { insertCampaign } from './rewards-helpers';
import { autocommit } from '@server/db/db';

/**
 * The app with a clock the test may set. Bets and deposits are dated by the database's clock, so tests of
 * them leave the app's clock on real time (null); check-in tests move it across Bangkok days.
 */
export const createQuestApp = async () => {
  let fixed: Date | null = null;
  const app = await buildApp({
    config: testConfig(),
    db: await openTestDb(),
    ownsDb: true,
    logger: false,
    clock: () => fixed ?? new Date(),
  });
  return {
    app,
    setNow: (date: Date | null) => {
      fixed = date;
    },
  };
};

/** A quest campaign of the demo agent: free credit 50 baht to wallet 3 unless the reward says otherwise. */
export const insertQuest = (
  app: FastifyInstance,
  settings: Record<string, unknown>,
  fields: Parameters<typeof insertCampaign>[1] = {},
) =>
  insertCampaign(app, {
    kind: 'quest',
    name: 'ภารกิจทดสอบ',
    reward: { type: 'money', wallet_type_id: 3, amount: toSatang(50) },
    settings,
    ...fields,
  });

/** A paid deposit as payments credit it: the ledger's 'deposit' kind from the house 'deposits'. */
export const deposit = (app: FastifyInstance, memberId: number, baht: number) =>
  transfer(autocommit(app.db), {
    key: `test-deposit:${randomUUID()}`,
    from: { house: 'deposits' },
    to: { member: memberId, walletTypeId: 1 },
    amount: toSatang(baht),
    kind: 'deposit',
    description: 'ฝากเงินทดสอบ',
  });

/** One stake of a real game round through the seamless wallet. */
export const bet = async (
  app: FastifyInstance,
  session: string,
  baht: number,
  gameId = 'builtin-slot-thai',
) => {
  const id = randomUUID();
  const answer = await seamlessCall(app, 'bet', {
    token: session,
    transaction_id: id,
    round_id: `r-${id}`,
    game_id: gameId,
    amount: baht,
    currency: 'THB',
  });
  if (answer.error !== 0) throw new Error(`bet refused: ${answer.error} ${answer.message}`);
};

export const walletBalance = async (app: FastifyInstance, memberId: number, walletTypeId: number) =>
  (await memberWallets(app.db, memberId)).find((w) => w.walletTypeId === walletTypeId)?.balance ?? 0;
