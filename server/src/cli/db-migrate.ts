import { migrateAsOwner } from '@server/boot';
import { loadConfig } from '@server/config';
import { DataDirLockedError } from '@server/db/data-dir-lock';
import { openOperatorDb } from './operator-command';

// `npm run db:migrate`: the schema brought to this code's (migrations, SQL functions, the hosted provider's,
// the app role's grants) and nothing else: no seed, no server. Every server also does this at its start, under
// the same advisory lock, so running it first (a deploy's step) or not at all are both safe.
// Exit 0 done (the applied names printed), 2 failure (the embedded database held by a running server, which
// migrated it at its own start; a migration that fails or was edited after it was applied).
const main = async () => {
  const config = loadConfig();
  const db = await openOperatorDb(config); // a migration may take long: no request time limit
  try {
    const applied = await migrateAsOwner(db, config);
    console.log(applied.length > 0 ? `applied ${applied.join(' ')}` : 'schema up to date');
  } finally {
    await db.close();
  }
};

main().then(
  () => process.exit(0),
  (error: unknown) => {
    if (error instanceof DataDirLockedError)
      console.error(
        `${error.message}\nthe server holding it applied the migrations at its start: nothing to do here`,
      );
    else console.error(`db:migrate failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
