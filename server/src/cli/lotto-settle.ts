import { parseArgs } from 'node:util';
import { loadConfig } from '@server/config';
import { openDb } from '@server/db/open';
import { settleRound } from '@server/lotto/settle';

/**
 * `npm run lotto:settle -- --round <id> [--batch 1000]`: settles what is still pending in a round whose result
 * is confirmed (the re-run). It cannot pay twice: each bill is paid in the transaction that marks it, only while
 * it is still pending, so running it again, or beside the server's own job, pays only what is left. Prints
 * `batch <bills> <satang>` per committed batch (the crash test kills it between them), then
 * `done <bills> <satang> <round status>`.
 */
const main = async () => {
  const { values } = parseArgs({
    options: { round: { type: 'string' }, batch: { type: 'string', default: '1000' } },
  });
  const round = Number(values.round);
  const batch = Number(values.batch);
  if (!Number.isSafeInteger(round) || round < 1 || !Number.isSafeInteger(batch) || batch < 1) {
    console.error('usage: npm run lotto:settle -- --round <id> [--batch 1000]');
    return 2;
  }
  const db = await openDb(loadConfig());
  try {
    const outcome = await settleRound(db, round, {
      batch,
      onBatch: (step) => process.stdout.write(`batch ${step.bills} ${step.paid}\n`),
    });
    process.stdout.write(`done ${outcome.bills} ${outcome.paid} ${outcome.status}\n`);
    return outcome.status === 'missing' ? 1 : 0;
  } finally {
    await db.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
