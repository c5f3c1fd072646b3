import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { runLedgerCheck } from '@server/cli/commands/ledger-check';
import { autocommit, type Db } from '@server/db/db';
import { hold, postHold, readLedgerMark } from '@server/ledger';
import { call, createTestApp } from '@tests/server/helpers/test-app';
import { insertStaff } from '@tests/server/admin/staff-fixtures';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { bets, entryAt, incremental, markClean, tamper } from './check-helpers';
import { credit, key, memberWithWallet } from './ledger-helpers';

// The incremental `ledger:check` (server/src/ledger/check-mark.ts, check-since.ts): each invariant broken after the
// mark is found by a run that reads only what came after it. The edits are an insider's (the owner role's), and the
// check runs as the owner, as `npm run ledger:check` does.
let app: FastifyInstance;
let owner: Db;
beforeAll(async () => {
  app = await createTestApp();
  owner = await openOwnerDb(app.db);
});
afterAll(async () => {
  await owner.close();
  await app.close();
});

/** A member with 100 baht and a mark after it: what each test breaks next. */
const funded = async () => {
  const m = await memberWithWallet(app);
  await credit(app.db, m.id, 100);
  return m;
};

describe('ledger:check, incremental', () => {
  it('reads only the entries written since the mark, finds nothing, and moves the mark', async () => {
    const m = await funded();
    const mark = await markClean(owner);
    await bets(app.db, m.walletId, 3);
    await credit(app.db, m.id, 5);
    const run = await incremental(owner);
    expect(run.problems).toEqual([]);
    expect(run.entriesRead).toBe(8);
    expect(run.moved).toBe(true);
    const next = (await readLedgerMark(owner))!;
    expect(next.entryId).toBe(mark.entryId + 8);
    expect(next.full).toBe(false);
    const again = await incremental(owner);
    expect([again.problems, again.entriesRead]).toEqual([[], 0]);
    // Only the owner moves a mark: the server's role reads it (server/src/db/app-role.ts, the `ledger_` prefix).
    if (app.db.kind === 'postgres')
      await expect(app.db.query('DELETE FROM ledger_check_accounts')).rejects.toThrow(/permission denied/);
  });

  it('keeps the mark whole when runs overlap: each account row is its entries up to the mark', async () => {
    const m = await funded();
    await markClean(owner);
    await bets(app.db, m.walletId, 2);
    const runs = await Promise.all([1, 2, 3].map(() => runLedgerCheck(owner, { waitMs: 5000 })));
    expect(runs.map((r) => r.problems)).toEqual([[], [], []]);
    expect(runs.some((r) => r.marked)).toBe(true);
    await bets(app.db, m.walletId, 1);
    await Promise.all([runLedgerCheck(owner, { waitMs: 5000 }), runLedgerCheck(owner, { waitMs: 5000 })]);
    const mark = (await readLedgerMark(owner))!;
    const { rows } = await owner.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ledger_check_accounts c
         FULL JOIN (SELECT account_id, count(*) AS entries, sum(amount) AS total, max(id) FILTER
                      (WHERE chain IS NOT NULL) AS last_entry_id FROM ledger_entries WHERE id <= $1
                     GROUP BY account_id) e ON e.account_id = c.account_id
        WHERE (c.entries, c.total, c.last_entry_id) IS DISTINCT FROM (e.entries, e.total, e.last_entry_id)`,
      [mark.entryId],
    );
    expect(rows[0]!.n).toBe(0);
    expect((await incremental(owner)).problems).toEqual([]);
  });

  it('checks a database without the marks (before migration 1360) in full and leaves no mark', async () => {
    await markClean(owner);
    await owner.query('ALTER TABLE ledger_check_marks RENAME TO ledger_check_marks_away');
    try {
      const run = await runLedgerCheck(owner, { waitMs: 5000 });
      expect([run.from, run.problems, run.marked]).toEqual([null, [], false]);
    } finally {
      await owner.query('ALTER TABLE ledger_check_marks_away RENAME TO ledger_check_marks');
    }
  });

  it('finds an unbalanced entry and a transfer without entries written after the mark', async () => {
    const m = await funded();
    await markClean(owner);
    await bets(app.db, m.walletId, 1);
    const bet = await entryAt(app.db, m.walletId, 2);
    await tamper(
      owner,
      `INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, kind) VALUES ($1, 0, $2, 'thb', 7, 'bet')`,
      [bet.transfer_id, m.walletId],
    );
    await owner.query(
      `INSERT INTO ledger_transfers (idem_key, op, kind, description, fingerprint) VALUES ($1, 'transfer', 'bet', 'x', 'x')`,
      [key('empty')],
    );
    const run = await incremental(owner);
    expect(run.invariants).toEqual(
      expect.arrayContaining([
        'entries of every transfer sum to zero',
        'all entries sum to zero',
        'member entries record balance and version, house entries do not',
        'every transfer wrote entries',
      ]),
    );
    expect(run.moved).toBe(false);
    // Taken out again, so the next tests start clean.
    await tamper(owner, `DELETE FROM ledger_entries WHERE transfer_id = $1 AND amount = 7`, [
      bet.transfer_id,
    ]);
    await tamper(
      owner,
      `DELETE FROM ledger_transfers t WHERE NOT EXISTS
                           (SELECT 1 FROM ledger_entries e WHERE e.transfer_id = t.id)`,
    );
    expect((await incremental(owner)).problems).toEqual([]);
  });

  it('finds a balance, an entry and a chain edited after the mark, and a dirty run leaves the mark', async () => {
    const m = await funded();
    const mark = await markClean(owner);
    await bets(app.db, m.walletId, 3);
    const edited = await entryAt(app.db, m.walletId, 3);
    await tamper(owner, 'UPDATE ledger_entries SET balance_after = balance_after + 1 WHERE id = $1', [
      edited.id,
    ]);
    await owner.query('UPDATE ledger_accounts SET balance = balance + 1 WHERE id = $1', [m.walletId]);
    const run = await incremental(owner);
    expect(run.invariants).toEqual(
      expect.arrayContaining([
        'each member balance equals the sum of its entries, one version per entry',
        'each entry follows the one before it (balance after = previous + amount)',
        'every link of the hash chain matches its rows and the link before it',
      ]),
    );
    expect(run.problems.map((p) => p.detail)).toContain(
      `entry ${edited.id} of account ${m.walletId} (version 3): 9900 + -101 <> 9800`,
    );
    expect(run.marked).toBe(false);
    expect((await readLedgerMark(owner))!.id).toBe(mark.id);
    await tamper(owner, 'UPDATE ledger_entries SET balance_after = balance_after - 1 WHERE id = $1', [
      edited.id,
    ]);
    await owner.query('UPDATE ledger_accounts SET balance = balance - 1 WHERE id = $1', [m.walletId]);
    expect((await incremental(owner)).problems).toEqual([]);
  });

  it('finds the first new entry that does not follow the account as the mark left it', async () => {
    const m = await funded();
    await markClean(owner);
    await bets(app.db, m.walletId, 1);
    const first = await entryAt(app.db, m.walletId, 2);
    await tamper(owner, 'UPDATE ledger_entries SET account_version = 5 WHERE id = $1', [first.id]);
    expect((await incremental(owner)).invariants).toContain(
      'each entry follows the one before it (balance after = previous + amount)',
    );
    await tamper(owner, 'UPDATE ledger_entries SET account_version = 2 WHERE id = $1', [first.id]);
    expect((await incremental(owner)).problems).toEqual([]);
  });

  it('finds an orphan entry, a wrong holds total and a hold settled by another transfer', async () => {
    const m = await funded();
    const held = await hold(autocommit(app.db), {
      key: key('hold'),
      from: { walletId: m.walletId },
      to: { house: 'withdrawals' },
      amount: satang(1000),
      kind: 'withdraw',
      description: 'x',
    });
    await markClean(owner);
    const second = await hold(autocommit(app.db), {
      key: key('hold'),
      from: { walletId: m.walletId },
      to: { house: 'withdrawals' },
      amount: satang(500),
      kind: 'withdraw',
      description: 'x',
    });
    await app.db.tx((q) => postHold(q, { key: key('post'), holdId: held.holdId }));
    await tamper(owner, `UPDATE ledger_holds SET amount = amount + 1 WHERE id = $1`, [second.holdId]);
    await tamper(owner, `UPDATE ledger_holds SET status = 'voided' WHERE id = $1`, [held.holdId]);
    await tamper(
      owner,
      `INSERT INTO ledger_entries (transfer_id, leg, account_id, asset, amount, kind)
       VALUES (987654321, 0, $1, 'thb', 5, 'bet'), (987654321, 0, $1, 'thb', -5, 'bet')`,
      [m.walletId + 1_000_000],
    );
    const run = await incremental(owner);
    expect(run.invariants).toEqual(
      expect.arrayContaining([
        "house 'holds' equals the pending holds",
        'each settled hold was settled once, by its own transfer',
        'every entry belongs to an existing account and transfer',
      ]),
    );
    expect(run.problems.find((p) => p.invariant.startsWith('each settled hold'))?.detail).toBe(
      `hold ${held.holdId} (voided) is not settled exactly once`,
    );
    await tamper(owner, `UPDATE ledger_holds SET amount = amount - 1 WHERE id = $1`, [second.holdId]);
    await tamper(owner, `UPDATE ledger_holds SET status = 'posted' WHERE id = $1`, [held.holdId]);
    await tamper(owner, `DELETE FROM ledger_entries WHERE transfer_id = 987654321`);
    expect((await incremental(owner)).problems).toEqual([]);
  });

  it('finds a rewritten head of an account nothing was written to since the mark', async () => {
    const m = await funded();
    await bets(app.db, m.walletId, 2);
    await markClean(owner);
    const { rows } = await app.db.query<{ chain_head: Buffer }>(
      'SELECT chain_head FROM ledger_accounts WHERE id = $1',
      [m.walletId],
    );
    await tamper(owner, `UPDATE ledger_accounts SET chain_head = '\\x00' WHERE id = $1`, [m.walletId]);
    const run = await incremental(owner);
    expect(run.entriesRead).toBe(0);
    expect(run.invariants).toEqual(["each account's chain head is its last link"]);
    await tamper(owner, `UPDATE ledger_accounts SET chain_head = $2 WHERE id = $1`, [
      m.walletId,
      rows[0]!.chain_head,
    ]);
    expect((await runLedgerCheck(owner, { waitMs: 5000 })).problems).toEqual([]);
  });
});

// The console's reconciliation (server/src/reports/ledger-reconcile.ts) runs from the last clean ledger:check's mark,
// as the command does: a year's full check would outlast a request. It still finds what broke after the mark, says
// which mark it ran from, and leaves the mark where it was.
const marks = async () =>
  (await owner.query<{ n: number }>('SELECT count(*)::int AS n FROM ledger_check_marks')).rows[0]!.n;

describe('reconciliation from the console, after a clean ledger:check', () => {
  it('checks what came after the mark, finds what broke there, and says which mark it ran from', async () => {
    const staff = await insertStaff(app, 'owner');
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    const mark = await markClean(owner);
    const marked = await marks();
    await bets(app.db, m.walletId, 3);
    const clean = await call(app, 'POST', '/api/admin/ledger/reconcile', { token: staff.token, body: {} });
    expect(clean.data).toMatchObject({ ok: true, problems: [], since: mark.checkedAt.toISOString() });

    // An insider's transfer with no entries, after the mark.
    await tamper(
      owner,
      `INSERT INTO ledger_transfers (idem_key, op, kind, description, fingerprint)
       VALUES ('after-mark', 'transfer', 'bet', '', '')`,
    );
    const broken = await call(app, 'POST', '/api/admin/ledger/reconcile', { token: staff.token, body: {} });
    expect(broken.data.ok).toBe(false);
    expect(broken.data.since).toBe(mark.checkedAt.toISOString());
    expect(broken.data.problems).toEqual([
      expect.objectContaining({
        invariant: 'every transfer wrote entries',
        detail: expect.stringContaining('after-mark'),
      }),
    ]);
    // The console's runs read; only the command's clean runs move the mark.
    expect(await marks()).toBe(marked);
  });
});
