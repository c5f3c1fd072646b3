import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { transfer } from '@server/ledger';
import { buildApp } from '@server/app';
import { call, testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';
import { autocommit } from '@server/db/db';

/** The whole app whose business clock runs `ahead` ms past the real one (deposits are dated by the database). */
export const createClockedApp = async () => {
  let ahead = 0;
  const app = await buildApp({
    config: testConfig(),
    db: await openTestDb(),
    ownsDb: true,
    logger: false,
    clock: () => new Date(Date.now() + ahead),
  });
  return { app, setAhead: (ms: number) => void (ahead = ms) };
};

/** A paid deposit of the member, as payments credit one (house 'deposits', kind 'deposit'): its transfer id. */
export const deposit = async (app: FastifyInstance, memberId: number, baht: number) => {
  const done = await transfer(autocommit(app.db), {
    key: `test-deposit:${randomUUID()}`,
    from: { house: 'deposits' },
    to: { member: memberId, walletTypeId: 1 },
    amount: toSatang(baht),
    kind: 'deposit',
    description: 'ฝากเงินทดสอบ',
  });
  return Number(done.transferId);
};

export const claim = (
  app: FastifyInstance,
  token: string,
  body: { campaign_id: number; deposit_id?: number; accept_terms?: boolean; request_id?: string },
) =>
  call(app, 'POST', '/api/promotion/claim', {
    token,
    body: { accept_terms: true, request_id: randomUUID(), ...body },
  });

/** The wallet balances of a member in baht by wallet type. */
export const balances = async (app: FastifyInstance, token: string) => {
  const answer = await call<{ wallet_type_id: number; balance: number }[]>(
    app,
    'POST',
    '/api/member/wallets',
    {
      token,
    },
  );
  return Object.fromEntries(answer.data.map((w) => [w.wallet_type_id, w.balance])) as Record<number, number>;
};
