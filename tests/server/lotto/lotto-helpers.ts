import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { toSatang } from '@contract/money';
import { buildApp } from '@server/app';
import { transfer, walletBalance } from '@server/ledger';
import { mainWallet } from '@server/lotto/wallet';
import { testConfig } from '@tests/server/helpers/test-app';
import { openTestDb } from '@tests/server/helpers/test-db';
import { autocommit } from '@server/db/db';

/** The app on a private database with a clock the test moves (betting closes by the server's clock). */
export const createLottoApp = async (start = new Date('2026-11-20T03:00:00Z')) => {
  let now = start;
  const db = await openTestDb();
  const app = await buildApp({
    config: testConfig(),
    db,
    ownsDb: true,
    logger: process.env.LOTTO_DEBUG ? { level: 'error' } : false,
    clock: () => now,
  });
  return {
    app,
    now: () => now,
    setNow: (date: Date) => {
      now = date;
    },
    advance: (seconds: number) => {
      now = new Date(now.getTime() + seconds * 1000);
    },
  };
};

export const marketId = async (app: FastifyInstance, code: string) => {
  const { rows } = await app.db.query<{ id: number }>(`SELECT id FROM lotto_markets WHERE code = $1`, [code]);
  return rows[0]!.id;
};

/** A round of a seeded market, open from an hour before `now` until `closeInSeconds` after it. */
export const openRound = async (
  app: FastifyInstance,
  now: Date,
  { market = 'thai-gov', closeInSeconds = 3600 }: { market?: string; closeInSeconds?: number } = {},
) => {
  const close = new Date(now.getTime() + closeInSeconds * 1000);
  const { rows } = await app.db.query<{ id: number }>(
    `INSERT INTO lotto_rounds (market_id, round_key, title, open_at, close_at, result_at)
     SELECT id, $2, 'งวดทดสอบ', $3, $4, $4 FROM lotto_markets WHERE code = $1 RETURNING id`,
    [market, `test-${randomBytes(4).toString('hex')}`, new Date(now.getTime() - 3600_000), close],
  );
  return rows[0]!.id;
};

/** Credits the member's main wallet (an operator adjustment through the ledger). */
export const fund = async (app: FastifyInstance, memberId: number, baht: number) => {
  await transfer(autocommit(app.db), {
    key: `test-fund:${memberId}:${randomBytes(6).toString('hex')}`,
    from: { house: 'adjustments' },
    to: { member: memberId, walletTypeId: 1 },
    amount: toSatang(baht),
    kind: 'adjustment',
    description: 'เติมเงินทดสอบ',
  });
};

/** The member's main-wallet balance in satang (0 without a wallet). */
export const balanceOf = async (app: FastifyInstance, memberId: number) => {
  const wallet = await mainWallet(app.db, memberId);
  return wallet ? ((await walletBalance(app.db, wallet.id)) ?? 0) : 0;
};

export const requestId = () => `req-${randomBytes(8).toString('hex')}`;

/** Rows of the bills and ledger that any refused request must leave unchanged. */
export const lottoFootprint = async (app: FastifyInstance) => {
  const { rows } = await app.db.query<{ bills: number; lines: number; transfers: number; stake: number }>(
    `SELECT (SELECT count(*) FROM lotto_bills)::int AS bills, (SELECT count(*) FROM lotto_bill_lines)::int AS lines,
            (SELECT count(*) FROM ledger_transfers)::int AS transfers,
            (SELECT coalesce(sum(stake), 0) FROM lotto_number_totals)::bigint AS stake`,
  );
  return rows[0]!;
};
