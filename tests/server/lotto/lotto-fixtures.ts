import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { autocommit, type Db } from '@server/db/db';
import { memberWallets, openMemberWallets, transfer } from '@server/ledger';
import { insertMember } from '@tests/server/helpers/test-app';
import { outcomeBetTypes, type OutcomeBetType } from '@server/lotto/outcome';

/** Fixtures of the results and settlement tests: markets, rounds and bills written as the lotto core writes them. */

export const allBetTypes: OutcomeBetType[] = [...outcomeBetTypes];

export const createMarket = async (db: Db, type: 'government' | 'yeekee' | 'generic') => {
  const code = `t-${type}-${randomBytes(3).toString('hex')}`;
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO lotto_markets (code, name, type, bet_types) VALUES ($1, $2, $3, $4) RETURNING id`,
    [code, `ทดสอบ ${type}`, type, allBetTypes],
  );
  return rows[0]!.id;
};

/** A round; by default it closed a minute ago (bets were taken, the result may be entered). */
export const createRound = async (
  db: Db,
  marketId: number,
  { openAt = new Date(Date.now() - 3600_000), closeAt = new Date(Date.now() - 60_000) } = {},
) => {
  const { rows } = await db.query<{ id: string }>(
    `INSERT INTO lotto_rounds (market_id, round_key, title, open_at, close_at, result_at)
     VALUES ($1, $2, 'งวดทดสอบ', $3, $4, $4) RETURNING id`,
    [marketId, `k-${randomBytes(4).toString('hex')}`, openAt, closeAt],
  );
  return Number(rows[0]!.id);
};

/** A member with `satang` in the main wallet (credited from 'adjustments'). */
export const fundedMember = async (app: FastifyInstance, satang = 100_000_00) => {
  const member = await insertMember(app);
  await openMemberWallets(app.db, member.id);
  await transfer(autocommit(app.db), {
    key: `test-credit:${randomBytes(8).toString('hex')}`,
    from: { house: 'adjustments' },
    to: { member: member.id, walletTypeId: 1 },
    amount: satang as never,
    kind: 'adjustment',
    description: 'เติมเงินทดสอบ',
  });
  const wallet = (await memberWallets(app.db, member.id)).find((w) => w.walletTypeId === 1)!;
  return { ...member, walletId: wallet.id };
};

export type Line = [betType: OutcomeBetType, number: string, amountSatang: number, rateX100: number];

/**
 * A pending bill, as bill/create leaves it: the bill and its lines with frozen rates, and the stake moved from the
 * member's main wallet to the house 'lotto' in one ledger transfer.
 */
export const placeBill = async (
  db: Db,
  member: { id: number; walletId: number },
  roundId: number,
  lines: Line[],
) => {
  const total = lines.reduce((sum, [, , amount]) => sum + amount, 0);
  const requestId = randomBytes(8).toString('hex');
  return db.tx(async (q) => {
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO lotto_bills (agent_id, member_id, round_id, request_id, fingerprint, wallet_id, ledger_key, total, line_count)
       SELECT agent_id, $1, $2, $3, 'test', $4, $5, $6, $7 FROM members WHERE id = $1 RETURNING id`,
      [
        member.id,
        roundId,
        requestId,
        member.walletId,
        `lotto:bill:${member.id}:${requestId}`,
        total,
        lines.length,
      ],
    );
    const billId = Number(rows[0]!.id);
    await q.query(
      `INSERT INTO lotto_bill_lines (bill_id, round_id, line_no, bet_type, number, amount, rate_x100)
       SELECT $1, $2, n, bt, num, amt, rate
         FROM unnest($3::text[], $4::text[], $5::bigint[], $6::int[]) WITH ORDINALITY AS l(bt, num, amt, rate, n)`,
      [
        billId,
        roundId,
        lines.map((l) => l[0]),
        lines.map((l) => l[1]),
        lines.map((l) => l[2]),
        lines.map((l) => l[3]),
      ],
    );
    await transfer(q, {
      key: `lotto:bill:${member.id}:${requestId}`,
      from: { walletId: member.walletId },
      to: { house: 'lotto' },
      amount: total as never,
      kind: 'bet',
      description: `แทงหวย โพยเลขที่ ${billId}`,
    });
    return billId;
  });
};

/** A member's cancel, as bill/cancel does it: the bill and lines cancelled, the stake returned once. */
export const cancelBill = (db: Db, billId: number) =>
  db.tx(async (q) => {
    const { rows } = await q.query<{ wallet_id: string; total: string }>(
      `UPDATE lotto_bills SET status = 'cancelled', cancelled_at = now() WHERE id = $1 AND status = 'pending'
       RETURNING wallet_id, total`,
      [billId],
    );
    if (!rows[0]) return false;
    await q.query(`UPDATE lotto_bill_lines SET status = 'cancelled' WHERE bill_id = $1`, [billId]);
    await transfer(q, {
      key: `lotto:cancel:${billId}`,
      from: { house: 'lotto' },
      to: { walletId: Number(rows[0].wallet_id) },
      amount: Number(rows[0].total) as never,
      kind: 'refund',
      description: `ยกเลิกโพยหวยเลขที่ ${billId}`,
    });
    return true;
  });

export const balanceOf = async (db: Db, walletId: number) =>
  Number(
    (await db.query<{ balance: string }>(`SELECT balance FROM ledger_accounts WHERE id = $1`, [walletId]))
      .rows[0]!.balance,
  );

/** The house 'lotto' account's balance: the sum of its entries (house rows store none). */
export const lottoHouse = async (db: Db) =>
  Number(
    (
      await db.query<{ sum: string }>(
        `SELECT coalesce(sum(e.amount), 0)::text AS sum FROM ledger_entries e
           JOIN ledger_accounts a ON a.id = e.account_id WHERE a.house_code = 'lotto'`,
      )
    ).rows[0]!.sum,
  );

/** Makes a round's result the confirmed one directly (the admin flow has its own test). */
export const setResult = (db: Db, roundId: number, result: unknown) =>
  db.query(`UPDATE lotto_rounds SET status = 'resulted', result = $2 WHERE id = $1`, [
    roundId,
    JSON.stringify(result),
  ]);

/** A member with a main wallet holding `satang`, on any database (no app needed: the crash test's processes). */
export const memberOn = async (db: Db, satang = 1_000_000_00) => {
  const phone = `09${randomBytes(4).readUInt32BE(0) % 100_000_000}`.padEnd(10, '0');
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account, referral_code, age_confirmed_at)
     SELECT id, $1, $1, 'not-a-hash', 'ทดสอบ ระบบ', 'KBANK', $2, $3, now() FROM agents WHERE code = 'demo' RETURNING id`,
    [phone, randomBytes(5).toString('hex'), `R${randomBytes(5).toString('hex')}`],
  );
  const id = Number(rows[0]!.id);
  await openMemberWallets(db, id);
  await transfer(autocommit(db), {
    key: `test-credit:${randomBytes(8).toString('hex')}`,
    from: { house: 'adjustments' },
    to: { member: id, walletTypeId: 1 },
    amount: satang as never,
    kind: 'adjustment',
    description: 'เติมเงินทดสอบ',
  });
  const wallet = (await memberWallets(db, id)).find((w) => w.walletTypeId === 1)!;
  return { id, walletId: wallet.id };
};

/**
 * `count` one-line bills in one statement (for rounds of thousands of bills): bill i bets 10 baht on two bottom
 * number i % 100 at 90, so with bottom '06' one bill in a hundred wins 900 baht. The stakes move to the house
 * 'lotto' in one ledger transfer, as the bills' creates would have in sum.
 */
export const bulkBills = async (
  db: Db,
  member: { id: number; walletId: number },
  roundId: number,
  count: number,
) => {
  const tag = randomBytes(4).toString('hex');
  await db.query(
    `WITH b AS (
       INSERT INTO lotto_bills (agent_id, member_id, round_id, request_id, fingerprint, wallet_id, ledger_key, total, line_count)
       SELECT m.agent_id, m.id, $2, $4 || ':' || i, 'bulk', $3, 'lotto:bulk:' || $4 || ':' || i, 1000, 1
         FROM members m, generate_series(1, $5) AS i WHERE m.id = $1
       RETURNING id)
     INSERT INTO lotto_bill_lines (bill_id, round_id, line_no, bet_type, number, amount, rate_x100)
     SELECT id, $2, 1, 'two_bottom', lpad((id % 100)::text, 2, '0'), 1000, 9000 FROM b`,
    [member.id, roundId, member.walletId, tag, count],
  );
  await transfer(autocommit(db), {
    key: `lotto:bulk:${tag}`,
    from: { walletId: member.walletId },
    to: { house: 'lotto' },
    amount: (count * 1000) as never,
    kind: 'bet',
    description: 'แทงหวย (ทดสอบจำนวนมาก)',
  });
};

/** What the bills of a round say was paid, and what the ledger says it paid for them (satang). */
export const roundTotals = async (db: Db, roundId: number) => {
  const { rows } = await db.query<{
    pending: number;
    won: number;
    lost: number;
    bill_payout: string;
    ledger_paid: string;
    transfers: number;
  }>(
    `SELECT count(*) FILTER (WHERE b.status = 'pending')::int AS pending,
            count(*) FILTER (WHERE b.status = 'won')::int AS won,
            count(*) FILTER (WHERE b.status = 'lost')::int AS lost,
            coalesce(sum(b.payout), 0)::text AS bill_payout,
            (SELECT coalesce(sum(e.amount), 0) FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
              WHERE t.idem_key LIKE 'lotto:win:%' AND e.amount > 0
                AND (t.meta->>'round_id')::bigint = $1)::text AS ledger_paid,
            (SELECT count(*) FROM ledger_transfers t
              WHERE t.idem_key LIKE 'lotto:win:%' AND (t.meta->>'round_id')::bigint = $1)::int AS transfers
       FROM lotto_bills b WHERE b.round_id = $1`,
    [roundId],
  );
  const r = rows[0]!;
  return { ...r, bill_payout: Number(r.bill_payout), ledger_paid: Number(r.ledger_paid) };
};
