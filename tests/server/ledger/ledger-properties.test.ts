import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { checkPlayTotals } from '@server/rewards/totals-check';
import {
  checkLedger,
  earnPoints,
  hold,
  post,
  postHold,
  spendPoints,
  transfer,
  voidHold,
  type Party,
} from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { HOUSES, LedgerModel, MEMBER_WALLETS, opArbitrary, type Op, type PartyRef } from './ledger-model';
import { autocommit, type Db } from '@server/db/db';
import { runLedgerCheck } from '@server/cli/commands/ledger-check';

// Random operation sequences, each of up to 6 operations (after 2 funding ones) over 3 fresh members (5 wallets,
// 3 points accounts) and 2 house accounts: 120 in CI's pass, 2,000 in `npm run test:long`.
const RUNS = Number(process.env.LEDGER_PROPERTY_RUNS ?? 120);

let app: FastifyInstance;
let agentId: number;
let counter = 0;
let owner: Db;
beforeAll(async () => {
  app = await createTestApp();
  owner = await openOwnerDb(app.db);
  agentId = (await app.db.query<{ id: number }>(`SELECT id FROM agents WHERE code = 'demo'`)).rows[0]!.id;
  if (app.db.kind === 'postgres') {
    // Thousands of tiny commits: this test is about the ledger's rules, not about fsync (the crash test is), so
    // its private database does not wait for the disk on commit.
    const owner = await openOwnerDb(app.db);
    await owner
      .query(
        `DO $$ BEGIN EXECUTE format('ALTER DATABASE %I SET synchronous_commit = off', current_database()); END $$`,
      )
      .finally(() => owner.close());
    await app.db.query('SET synchronous_commit = off');
  }
});
afterAll(async () => {
  expect(await checkLedger(app.db)).toEqual([]);
  await owner.close();
  await app.close();
});

const freshMembers = async (): Promise<number[]> => {
  const base = ++counter * 10 + process.pid * 100_000;
  const { rows } = await app.db.query<{ id: number }>(
    `INSERT INTO members (agent_id, phone, username, password_hash, full_name, bank_code, bank_account, referral_code, age_confirmed_at)
     SELECT $1, 'p' || n, 'u' || n, 'x', 'ทดสอบ ระบบ', 'KBANK', 'b' || n, 'r' || n, now()
       FROM generate_series($2::bigint, $2::bigint + 2) AS n RETURNING id`,
    [agentId, base],
  );
  return rows.map((r) => r.id).sort((a, b) => a - b);
};

const reasonOf = (error: unknown) => (error as { reason?: string }).reason ?? String(error);

type Snapshot = {
  entries: number;
  unbalanced: number;
  sum: number;
  accounts: Record<string, { balance: number; version: number; sum: number; n: number }>;
};

/** The invariants of the sequence's accounts, read back from the database. */
const snapshot = async (members: number[], since: number): Promise<Snapshot> => {
  const { rows } = await app.db.query<{
    entries: number;
    unbalanced: number;
    sum: number;
    accounts: Snapshot['accounts'] | null;
  }>(
    `SELECT (SELECT count(*) FROM ledger_entries WHERE id > $2)::int AS entries,
            (SELECT count(*) FROM (SELECT 1 FROM ledger_entries WHERE id > $2 GROUP BY transfer_id, asset
                                   HAVING sum(amount) <> 0) x)::int AS unbalanced,
            (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE id > $2)::bigint AS sum,
            (SELECT json_object_agg(
                      CASE WHEN a.asset = 'point' THEN 'p' ELSE 'w' END || a.member_id || ':' || coalesce(a.wallet_type_id, 0),
                      json_build_object('balance', a.balance, 'version', a.version,
                        'sum', (SELECT coalesce(sum(amount), 0) FROM ledger_entries e WHERE e.account_id = a.id),
                        'n', (SELECT count(*) FROM ledger_entries e WHERE e.account_id = a.id)))
               FROM ledger_accounts a WHERE a.member_id = ANY($1::bigint[])) AS accounts`,
    [members, since],
  );
  const row = rows[0]!;
  return {
    entries: row.entries,
    unbalanced: row.unbalanced,
    sum: Number(row.sum),
    accounts: row.accounts ?? {},
  };
};

const runSequence = async (ops: Op[]) => {
  const members = await freshMembers();
  const since = (
    await app.db.query<{ id: number }>('SELECT coalesce(max(id), 0)::bigint AS id FROM ledger_entries')
  ).rows[0]!.id;
  const prefix = `prop:${counter}:`;
  const model = new LedgerModel();
  const holdIds: number[] = [];
  const answers = new Map<number, unknown>();
  const done: Exclude<Op, { t: 'replay' }>[] = [];

  const partyOf = (ref: PartyRef): Party => {
    const wallet = MEMBER_WALLETS[ref];
    return wallet
      ? { member: members[wallet.member]!, walletTypeId: wallet.type }
      : { house: HOUSES[ref - MEMBER_WALLETS.length]! };
  };
  const dbName = (name: string) => {
    if (name.startsWith('w')) {
      const wallet = MEMBER_WALLETS[Number(name.slice(1))]!;
      return `w${members[wallet.member]}:${wallet.type}`;
    }
    return `p${members[Number(name.slice(1))]}:0`;
  };

  // Fund two main wallets first, so that most operations can succeed.
  const funding: Op[] = [0, 1].map((wallet) => ({
    t: 'transfer',
    from: 6,
    to: wallet,
    amount: 10_000,
    kind: 'win',
    key: 100 + wallet,
  }));
  for (const raw of [...funding, ...ops]) {
    const picked = raw.t === 'replay' ? done[raw.index % Math.max(done.length, 1)] : raw;
    if (!picked || (picked.t === 'settle' && holdIds.length === 0)) continue;
    // A settle names one of the holds made so far (by position), so that most settles find a hold.
    const op =
      picked.t === 'settle' && raw.t !== 'replay'
        ? { ...picked, hold: picked.hold % holdIds.length }
        : picked;
    const content =
      op.t === 'settle'
        ? JSON.stringify({ op: op.action, hold: op.hold })
        : JSON.stringify({ ...op, key: undefined });
    const expected = model.apply(op, content);
    const k = `${prefix}${op.key}`;
    let actual: { ok: true; value: Record<string, unknown> } | { ok: false; reason: string };
    try {
      let value: Record<string, unknown>;
      if (op.t === 'transfer') {
        value = await transfer(autocommit(app.db), {
          key: k,
          from: partyOf(op.from),
          to: partyOf(op.to),
          amount: satang(op.amount),
          kind: op.kind,
          description: 'ทดสอบ',
        });
      } else if (op.t === 'post') {
        const legs = op.legs.map((leg) => ({
          from: partyOf(leg.from),
          to: partyOf(leg.to),
          amount: satang(leg.amount),
        }));
        value = await post(autocommit(app.db), { key: k, kind: 'transfer', description: 'ทดสอบ', legs });
      } else if (op.t === 'hold') {
        value = await hold(autocommit(app.db), {
          key: k,
          from: partyOf(op.from),
          to: partyOf(op.to),
          amount: satang(op.amount),
          kind: 'withdraw',
          description: 'ทดสอบ',
        });
        if (!value.replayed) holdIds.push(value.holdId as number);
      } else if (op.t === 'settle') {
        const input = { key: k, holdId: holdIds[op.hold]! };
        value = await (op.action === 'post'
          ? postHold(autocommit(app.db), input)
          : voidHold(autocommit(app.db), input));
      } else {
        const input = { key: k, member: members[op.member]!, points: op.amount, description: 'ทดสอบ' };
        value = await (op.action === 'earn'
          ? earnPoints(autocommit(app.db), input)
          : spendPoints(autocommit(app.db), input));
      }
      actual = { ok: true, value };
    } catch (error) {
      actual = { ok: false, reason: reasonOf(error) };
    }

    if (!expected.ok) {
      expect(actual).toEqual({ ok: false, reason: expected.reason });
    } else {
      expect(actual.ok, JSON.stringify(actual)).toBe(true);
      const value = (actual as { value: Record<string, unknown> }).value;
      expect(value.replayed).toBe(expected.replay === true);
      if (expected.replay) expect({ ...value, replayed: false }).toEqual(answers.get(op.key));
      else answers.set(op.key, value);
      done.push(op);
    }

    // After every step: entries sum to zero (per transfer and overall), no member balance below zero, each
    // balance equals the sum of its entries, one version per entry, and replays or refusals wrote nothing; the
    // deposits per member and day (member_day_money, kept by a trigger on the entries) equal the ledger's.
    expect(await checkPlayTotals(app.db)).toEqual([]);
    // Every tenth sequence, `ledger:check` from the mark the one before left (the first runs in full): holds,
    // points and refusals after a mark raise nothing either.
    if (counter % 10 === 0) expect((await runLedgerCheck(owner, { waitMs: 5000 })).problems).toEqual([]);
    const snap = await snapshot(members, since);
    expect(snap.unbalanced).toBe(0);
    expect(snap.sum).toBe(0);
    expect(snap.entries).toBe(model.entries);
    for (const name of [...model.balance.keys()]) {
      const want = model.get(name);
      const got = snap.accounts[dbName(name)] ?? { balance: 0, version: 0, sum: 0, n: 0 };
      expect(got.balance, name).toBeGreaterThanOrEqual(0);
      expect(got, name).toEqual({
        balance: want.balance,
        version: want.version,
        sum: want.balance,
        n: want.version,
      });
    }
  }
};

describe('ledger properties', () => {
  it(`keeps every invariant over ${RUNS} random operation sequences`, async () => {
    await fc.assert(fc.asyncProperty(fc.array(opArbitrary, { minLength: 1, maxLength: 6 }), runSequence), {
      numRuns: RUNS,
    });
  }, 600_000);
});
