import { loadConfig } from '@server/config';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import type { Db } from '@server/db/db';
import { openDb } from '@server/db/open';
import { AppError } from '@server/http/app-error';

/**
 * Runs an operator command on the configured database and exits with its code. A refusal (AppError) prints
 * `refused: <reason> (<Thai message>)` and exits 1; any other failure prints `<name> failed: ...` and exits 2.
 * The database is closed either way. An embedded database held by a running server is refused plainly (exit 2).
 */
export const runOperatorCommand = (name: string, work: (db: Db) => Promise<number>) => {
  const run = async () => {
    const db = await openDb(loadConfig());
    try {
      return await work(db);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      console.error(`refused: ${error.reason} (${error.message})`);
      return 1;
    } finally {
      await db.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (error: unknown) => {
      if (error instanceof DataDirLockedError) console.error(error.message);
      else console.error(`${name} failed: ${error instanceof Error ? error.message : String(error)}`);
      process.exit(2);
    },
  );
};
