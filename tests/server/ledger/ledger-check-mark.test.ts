import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { satang } from '@contract/money';
import { runLedgerCheck } from '@server/cli/commands/ledger-check';
import { autocommit, type Db } from '@server/db/db';
import { checkLedger, readLedgerMark, transfer } from '@server/ledger';
import { createTestApp } from '@tests/server/helpers/test-app';
import { openOwnerDb } from '@tests/server/helpers/test-db';
import { bets, entryAt, incremental, markClean, rewriteChain, tamper } from './check-helpers';
import { credit, key, memberWithWallet } from './ledger-helpers';

// The incremental `ledger:check` and its mark (server/src/ledger/check-mark.ts): what it finds of an edit made
// before the mark, what only `--full` finds, and entries committed out of id order. As the owner role.
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

const CHAIN = 'every link of the hash chain matches its rows and the link before it';
const MARK = "the chain at the last check's mark is as that check left it";

const describeTransfer = (transferId: number, text: string) =>
  tamper(owner, 'UPDATE ledger_transfers SET description = $2 WHERE id = $1', [transferId, text]);

const deposit = (memberId: number, baht: number) =>
  transfer(autocommit(app.db), {
    key: key('deposit'),
    from: { house: 'deposits' },
    to: { member: memberId, walletTypeId: 1 },
    amount: satang(baht * 100),
    kind: 'deposit',
    description: 'ฝากเงิน',
  });

describe('ledger:check, the mark', () => {
  it('finds an edit before the mark whose author rewrote every later link and the head', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    await bets(app.db, m.walletId, 3);
    await markClean(owner);
    await bets(app.db, m.walletId, 2);
    const old = await entryAt(app.db, m.walletId, 2);
    await describeTransfer(old.transfer_id, 'ไม่ใช่');
    await rewriteChain(owner, m.walletId, old.id);
    // The full check's chain probes see a consistent chain (chain.ts says so); the mark recorded the link before.
    expect((await checkLedger(owner)).filter((p) => /chain/.test(p.invariant))).toEqual([]);
    const run = await incremental(owner);
    expect(run.invariants).toEqual(expect.arrayContaining([CHAIN, MARK]));
    expect(run.moved).toBe(false);
    await describeTransfer(old.transfer_id, 'x');
    await rewriteChain(owner, m.walletId, old.id);
    expect((await incremental(owner)).problems).toEqual([]);
  });

  it('finds an edit before the mark whose author rewrote the links up to the mark only', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    await bets(app.db, m.walletId, 3);
    const marked = await entryAt(app.db, m.walletId, 4);
    await markClean(owner);
    await bets(app.db, m.walletId, 1);
    const old = await entryAt(app.db, m.walletId, 2);
    await describeTransfer(old.transfer_id, 'ไม่ใช่');
    await rewriteChain(owner, m.walletId, old.id, marked.id);
    const run = await incremental(owner);
    expect(run.problems.filter((p) => p.invariant === MARK).map((p) => p.detail)).toEqual([
      `account ${m.walletId}: entry ${marked.id} no longer carries the link the last check recorded`,
    ]);
    await describeTransfer(old.transfer_id, 'x');
    await rewriteChain(owner, m.walletId, old.id, marked.id);
    expect((await incremental(owner)).problems).toEqual([]);
  });

  it('leaves to --full an edit before the mark that leaves the chain across it as it was', async () => {
    const m = await memberWithWallet(app);
    await credit(app.db, m.id, 100);
    await bets(app.db, m.walletId, 2);
    await deposit(m.id, 10);
    await markClean(owner);
    const old = await entryAt(app.db, m.walletId, 2);
    await describeTransfer(old.transfer_id, 'ไม่ใช่');
    await owner.query(`INSERT INTO member_day_money (member_id, day, deposit) VALUES ($1, '2020-01-01', 5)`, [
      m.id,
    ]);
    await bets(app.db, m.walletId, 1);
    await deposit(m.id, 10);
    const run = await incremental(owner);
    expect(run.problems).toEqual([]);
    expect(run.moved).toBe(true);
    const full = await runLedgerCheck(owner, { full: true, waitMs: 5000 });
    expect(full.problems.map((p) => p.detail)).toEqual(
      expect.arrayContaining([
        `account ${m.walletId}: the chain breaks first at entry ${old.id} (transfer ${old.transfer_id}, ` +
          'version 2), which does not match its rows and the link before it',
        `member ${m.id} day 2020-01-01: kept deposits 5, ledger 0`,
      ]),
    );
    expect(full.marked).toBe(false);
    await describeTransfer(old.transfer_id, 'x');
    await owner.query(`DELETE FROM member_day_money WHERE member_id = $1 AND day = '2020-01-01'`, [m.id]);
    await markClean(owner);
  });

  it('recounts the day totals of the days written to since the mark', async () => {
    const m = await memberWithWallet(app);
    await deposit(m.id, 10);
    await markClean(owner);
    await deposit(m.id, 20);
    // The newest day row (the second deposit's; the first may have fallen on the day before, at midnight).
    const newest = `day = (SELECT max(day) FROM member_day_money WHERE member_id = $1)`;
    await owner.query(
      `UPDATE member_day_money SET deposit = deposit + 1 WHERE member_id = $1 AND ${newest}`,
      [m.id],
    );
    const run = await incremental(owner);
    expect(run.invariants).toEqual(['deposit totals per member and day equal the ledger']);
    await owner.query(
      `UPDATE member_day_money SET deposit = deposit - 1 WHERE member_id = $1 AND ${newest}`,
      [m.id],
    );
    expect((await incremental(owner)).problems).toEqual([]);
  });

  // PostgreSQL only: PGlite has one connection, so no transaction commits out of order there.
  it.runIf(!!process.env.DATABASE_URL)(
    'does not mark past an entry whose transaction commits after a higher id, and waits for it',
    async () => {
      const a = await memberWithWallet(app);
      const b = await memberWithWallet(app);
      await credit(app.db, a.id, 100);
      await credit(app.db, b.id, 100);
      await bets(app.db, b.walletId, 1); // opens 'game:check', which T1 would hold locked otherwise
      const mark = await markClean(owner);
      let release = () => {};
      const gate = new Promise<void>((resolve) => (release = resolve));
      let opened = () => {};
      const written = new Promise<void>((resolve) => (opened = resolve));
      let started = () => {};
      const t2Started = new Promise<void>((resolve) => (started = resolve));
      // T2 takes its transaction id first and commits first; T1, the newer transaction (its transaction id above
      // every finished one: a snapshot does not list it), writes the lower entry ids.
      const t2 = app.db.tx(async (q) => {
        await q.query('SELECT pg_current_xact_id()');
        started();
        await written;
        await transfer(q, {
          key: key('bet'),
          from: { walletId: b.walletId },
          to: { house: 'game:check' },
          amount: satang(100),
          kind: 'bet',
          description: 'x',
        });
      });
      await t2Started;
      // T1: a bet, its transfer edited in the same transaction; open until released.
      const t1 = owner.tx(async (q) => {
        const { transferId } = await transfer(q, {
          key: key('bet'),
          from: { walletId: a.walletId },
          to: { house: 'game:check' },
          amount: satang(100),
          kind: 'bet',
          description: 'x',
        });
        await q.query('SET LOCAL session_replication_role = replica');
        await q.query(`UPDATE ledger_transfers SET description = 'ไม่ใช่' WHERE id = $1`, [transferId]);
        opened();
        await gate;
        return transferId;
      });
      await written;
      try {
        await t2;
        const early = await runLedgerCheck(owner, { waitMs: 200 });
        expect([early.problems, early.marked]).toEqual([[], false]);
        expect((await readLedgerMark(owner))!.id).toBe(mark.id);
      } catch (error) {
        release();
        await t1;
        throw error;
      }

      const waiting = runLedgerCheck(owner, { waitMs: 30_000 });
      setTimeout(release, 300);
      const transferId = await t1;
      const late = await waiting;
      expect(late.problems.map((p) => p.detail)).toEqual([
        expect.stringMatching(
          new RegExp(
            `^account ${a.walletId}: the chain breaks first at entry \\d+ \\(transfer ${transferId},`,
          ),
        ),
      ]);
      expect(late.marked).toBe(false);
      await describeTransfer(transferId, 'x');
      const clean = await runLedgerCheck(owner, { waitMs: 5000 });
      expect([clean.problems, clean.marked, clean.entriesRead]).toEqual([[], true, 4]);
    },
  );
});
