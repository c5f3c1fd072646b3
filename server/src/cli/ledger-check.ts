import { loadConfig } from '@server/config';
import { openDb } from '@server/db/open';
import { checkLedger } from '@server/ledger';

/**
 * `npm run ledger:check`: verifies every ledger invariant (DESIGN §4) on the configured database
 * (DATABASE_URL, else the PGlite data under DATA_DIR; stop the server first, PGlite has one user).
 * Prints what is wrong and exits 1, or says all is well and exits 0.
 */
const main = async () => {
  const config = loadConfig();
  const db = await openDb(config);
  try {
    const started = Date.now();
    const problems = await checkLedger(db);
    const where = config.DATABASE_URL ? 'PostgreSQL' : `PGlite (${config.DATA_DIR})`;
    if (problems.length === 0) {
      console.log(`ledger OK on ${where}: every invariant holds (${Date.now() - started} ms)`);
      return 0;
    }
    console.log(`ledger BROKEN on ${where}: ${problems.length} problem(s)`);
    for (const problem of problems) console.log(`  - ${problem.invariant}: ${problem.detail}`);
    return 1;
  } finally {
    await db.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`ledger check could not run: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
