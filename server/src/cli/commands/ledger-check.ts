import { thaiDateTime } from '@contract/thai-time';
import type { Db } from '@server/db/db';
import {
  checkLedger,
  hasLedgerMarks,
  ledgerBounds,
  readLedgerMark,
  writeLedgerMark,
  type LedgerMark,
} from '@server/ledger';
import { recordLedgerCheck } from '@server/metrics';
import { checkPlayTotals } from '@server/rewards/totals-check';
import { checkPlayTotalsSince } from '@server/rewards/totals-check-since';
import type { OperatorCommand } from '../operator-command';

const USAGE = `usage: npm run ledger:check [-- --full]
  Verifies every ledger invariant (DESIGN §4) and the running totals of play and deposits against raw play.
  Incremental when an earlier clean run left a mark: it reads only what was written after the mark (plus the
  checks that cost one pass over the accounts) and takes what the mark proved as given. It cannot see an edit
  of a row older than the mark made by the database's owner that leaves the hash chain across the mark as it
  was (server/src/ledger/README.md, "The incremental check"): run --full regularly (weekly) for that.
  --full  checks all history; when clean, leaves a fresh mark.`;

// How long a run waits for the transactions in progress when it starts before it gives up moving the mark.
const WAIT_MS = 10_000;

export type LedgerCheckOutcome = {
  from: LedgerMark | null;
  problems: { invariant: string; detail: string }[];
  entriesRead: number;
  marked: boolean;
};

/**
 * One `ledger:check`: incremental from the newest mark unless `full` (or no mark yet); a clean run leaves a mark
 * at the ids every transaction in flight at its start has settled (check-mark.ts, `ledgerBounds`). Another run
 * that moves the mark meanwhile rewrites the account rows this one reads as the mark's, so an incremental run
 * whose mark is no longer the newest when it ends starts again from the new one (which covers more, so it is short).
 */
export const runLedgerCheck = async (
  db: Db,
  options: { full?: boolean; waitMs?: number } = {},
): Promise<LedgerCheckOutcome> => {
  // A database before migration 1360 (an older release's) is checked in full and left unmarked.
  const markable = await hasLedgerMarks(db);
  for (let attempt = 1; ; attempt += 1) {
    const from = options.full || !markable ? null : await readLedgerMark(db);
    const bounds = await ledgerBounds(db, options.waitMs ?? WAIT_MS);
    const { rows } = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ledger_entries WHERE id > $1`, [
      from?.entryId ?? 0,
    ]);
    const problems = from
      ? [...(await checkLedger(db, { since: from })), ...(await checkPlayTotalsSince(db, from))]
      : [...(await checkLedger(db)), ...(await checkPlayTotals(db))];
    if (from && (await readLedgerMark(db))?.id !== from.id) {
      if (attempt >= 10) throw new Error('other runs moved the mark under this one 10 times: run it again');
      continue;
    }
    const marked =
      markable && problems.length === 0 && bounds !== null && (await writeLedgerMark(db, from, bounds));
    return { from, problems, entriesRead: Number(rows[0]!.n), marked };
  }
};

/**
 * `npm run ledger:check [-- --full]`: verifies every ledger invariant (DESIGN §4), and the running totals of play
 * and deposits against raw play (server/src/rewards/totals-check.ts), on the configured database (DATABASE_URL,
 * else the PGlite data under DATA_DIR, through the running server when one holds it); incrementally from the last
 * clean run's mark unless --full. Prints what is wrong and answers 1, or says all is well and answers 0.
 */
export const ledgerCheck: OperatorCommand = {
  name: 'ledger:check',
  async run(db, argv, out, { config }) {
    if (argv.some((arg) => arg === '--help' || arg === '-h')) {
      out.log(USAGE);
      return 0;
    }
    if (argv.some((arg) => arg !== '--full')) {
      out.error(USAGE);
      return 2;
    }
    const started = Date.now();
    const { from, problems, entriesRead, marked } = await runLedgerCheck(db, {
      full: argv.includes('--full'),
    });
    const ms = Date.now() - started;
    // For /metrics (ledger_check_problems, ledger_check_last_run_timestamp_seconds) and its alert rules.
    await recordLedgerCheck(db, problems.length, ms);
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite (${config.DATA_DIR})`;
    const how = from
      ? `incremental from entry ${from.entryId} (checked at ${thaiDateTime(from.checkedAt)})`
      : 'full';
    const read = `${how}, ${entriesRead} entries read, ${ms} ms`;
    if (problems.length === 0) {
      out.log(`ledger OK on ${where}: every invariant holds (${read})`);
      if (!marked)
        out.log(
          '  the mark was not moved: a transaction open at the start had not ended, or another run moved it meanwhile',
        );
      return 0;
    }
    out.log(`ledger BROKEN on ${where}: ${problems.length} problem(s) (${read})`);
    for (const problem of problems) out.log(`  - ${problem.invariant}: ${problem.detail}`);
    return 1;
  },
};
