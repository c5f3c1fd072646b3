import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { afterAll, describe, expect, inject, it } from 'vitest';
import type { Db } from '@server/db/db';
import { openPglite } from '@server/db/pglite';
import { openPostgres } from '@server/db/postgres';
import { checkLedger } from '@server/ledger';
import { pgliteTemplateDir } from '@tests/server/helpers/test-db';
import { serverScript } from '@tests/server/helpers/spawn-node';
import {
  balanceOf,
  bulkBills,
  createMarket,
  createRound,
  memberOn,
  roundTotals,
  setResult,
} from './lotto-fixtures';

/**
 * Settlement across processes: two settlers started together on one round (PostgreSQL: two processes, their own
 * pools), and a settler killed with SIGKILL mid-round then run again. Each runs `npm run lotto:settle`'s script.
 */
const url = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
}, 60_000);

const privateDatabase = async (): Promise<{ env: Record<string, string>; open: () => Promise<Db> }> => {
  if (url) {
    const admin = await openPostgres(url, 1);
    const name = `t_lotto_${randomBytes(4).toString('hex')}`;
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    cleanups.push(async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.close();
    });
    return { env: { DATABASE_URL: target.toString() }, open: () => openPostgres(target.toString(), 4) };
  }
  const dir = pgliteTemplateDir();
  cleanups.push(async () => rmSync(dir, { recursive: true, force: true }));
  return { env: { DATA_DIR: dir }, open: () => openPglite({ dataDir: dir }) };
};

const settler = (env: Record<string, string>, round: number, batch: number) => {
  const base = { ...process.env };
  delete base.DATABASE_URL;
  const [node, ...script] = serverScript('cli/lotto-settle');
  const child = spawn(node, [...script, '--round', String(round), '--batch', String(batch)], {
    env: { ...base, ...env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, lines, exited, stderr: () => stderr };
};

const paidIn = async (lines: AsyncIterable<string>, until?: () => boolean) => {
  let bills = 0;
  let paid = 0;
  for await (const line of lines) {
    const [word, b, p] = line.split(' ');
    if (word === 'batch') {
      bills += Number(b);
      paid += Number(p);
      if (until?.()) break;
    }
  }
  return { bills, paid };
};

/**
 * PostgreSQL: waits until no other backend of this database runs a statement. A killed settler's backend finishes
 * the batch it was given and commits it; it learns that its client is gone only when it answers.
 */
const statementsDone = async (db: Db) => {
  for (let tries = 0; tries < 200; tries += 1) {
    const { rows } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active'`,
    );
    if (rows[0]!.n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('a backend is still running a statement after 10 s');
};

/** A round of `count` bills with bottom '06' confirmed: one bill in 100 wins 900 baht. */
const roundReady = async (db: Db, count: number) => {
  const round = await createRound(db, await createMarket(db, 'government'));
  const member = await memberOn(db);
  await bulkBills(db, member, round, count);
  await setResult(db, round, { kind: 'draw', first_prize: '000000', front3: [], back3: [], bottom2: '06' });
  const { rows } = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM lotto_bill_lines WHERE round_id = $1 AND number = '06'`,
    [round],
  );
  return { round, member, winners: rows[0]!.n };
};

describe('settlement across processes', () => {
  it.skipIf(!url)(
    'two settlers started together on one round pay each bill once (PostgreSQL)',
    async () => {
      const database = await privateDatabase();
      const db = await database.open();
      try {
        const { round, member, winners } = await roundReady(db, 3000);
        const before = await balanceOf(db, member.walletId);
        const runs = [settler(database.env, round, 50), settler(database.env, round, 50)];
        const reported = await Promise.all(runs.map((run) => paidIn(run.lines)));
        expect(await Promise.all(runs.map((run) => run.exited))).toEqual([0, 0]);
        // However SKIP LOCKED split the bills between them, together they settled each exactly once.
        expect(reported[0]!.bills + reported[1]!.bills).toBe(3000);
        expect(reported[0]!.paid + reported[1]!.paid).toBe(winners * 900_00);
        const totals = await roundTotals(db, round);
        expect(totals).toMatchObject({ pending: 0, won: winners, lost: 3000 - winners, transfers: winners });
        expect(totals.ledger_paid).toBe(winners * 900_00);
        expect(totals.bill_payout).toBe(winners * 900_00);
        expect(await balanceOf(db, member.walletId)).toBe(before + winners * 900_00);
        expect(await checkLedger(db)).toEqual([]);
      } finally {
        await db.close();
      }
    },
    180_000,
  );

  it('a settler killed with SIGKILL mid-round leaves each bill paid or pending; the re-run finishes, and the ledger and bills agree', async () => {
    const database = await privateDatabase();
    let db = await database.open();
    // Many small batches, so the kill lands mid-round even when the machine is slow to deliver the output.
    const { round, member, winners } = await roundReady(db, 5000);
    const before = await balanceOf(db, member.walletId);
    if (!url) await db.close(); // PGlite: one process holds the data directory at a time

    const first = settler(database.env, round, 5);
    let batches = 0;
    const reported = await paidIn(first.lines, () => ++batches >= 3);
    first.child.kill('SIGKILL');
    await first.exited;
    expect(reported.bills).toBeGreaterThanOrEqual(15);

    if (url) await statementsDone(db);
    else db = await database.open();
    const halfway = await roundTotals(db, round);
    // Every batch the process reported is committed; nothing is half paid.
    expect(halfway.won + halfway.lost).toBeGreaterThanOrEqual(reported.bills);
    expect(halfway.pending).toBeGreaterThan(0);
    expect(halfway.ledger_paid).toBe(halfway.bill_payout);
    expect(halfway.transfers).toBe(halfway.won);
    expect(await checkLedger(db)).toEqual([]);
    if (!url) await db.close();

    const rerun = settler(database.env, round, 500);
    const rest = await paidIn(rerun.lines);
    expect(await rerun.exited).toBe(0);
    if (!url) db = await database.open();
    try {
      const totals = await roundTotals(db, round);
      expect(totals).toMatchObject({ pending: 0, won: winners, transfers: winners });
      expect(halfway.won + halfway.lost + rest.bills).toBe(5000);
      expect(totals.ledger_paid).toBe(winners * 900_00);
      expect(totals.bill_payout).toBe(winners * 900_00);
      expect(await balanceOf(db, member.walletId)).toBe(before + winners * 900_00);
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 240_000);
});
