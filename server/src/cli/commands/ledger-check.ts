import { checkLedger } from '@server/ledger';
import { recordLedgerCheck } from '@server/metrics';
import { checkPlayTotals } from '@server/rewards/totals-check';
import type { OperatorCommand } from '../operator-command';

/**
 * `npm run ledger:check`: verifies every ledger invariant (DESIGN §4), and the running totals of play and deposits
 * against raw play (server/src/rewards/totals-check.ts), on the configured database (DATABASE_URL,
 * else the PGlite data under DATA_DIR, through the running server when one holds it). Prints what is wrong and
 * answers 1, or says all is well and answers 0.
 */
export const ledgerCheck: OperatorCommand = {
  name: 'ledger:check',
  async run(db, _argv, out, { config }) {
    const started = Date.now();
    const problems = [...(await checkLedger(db)), ...(await checkPlayTotals(db))];
    // For /metrics (ledger_check_problems, ledger_check_last_run_timestamp_seconds) and its alert rules.
    await recordLedgerCheck(db, problems.length, Date.now() - started);
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite (${config.DATA_DIR})`;
    if (problems.length === 0) {
      out.log(`ledger OK on ${where}: every invariant holds (${Date.now() - started} ms)`);
      return 0;
    }
    out.log(`ledger BROKEN on ${where}: ${problems.length} problem(s)`);
    for (const problem of problems) out.log(`  - ${problem.invariant}: ${problem.detail}`);
    return 1;
  },
};
