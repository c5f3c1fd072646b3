import { parseArgs } from 'node:util';
import { settleRound } from '@server/lotto/settle';
import type { OperatorCommand } from '../operator-command';
import { parsed } from './parse';

const usage = 'usage: npm run lotto:settle -- --round <id> [--batch 1000]';

/**
 * `npm run lotto:settle -- --round <id> [--batch 1000]`: settles what is still pending in a round whose result
 * is confirmed (the re-run). It cannot pay twice: each bill is paid in the transaction that marks it, only while
 * it is still pending, so running it again, or beside the server's own job, pays only what is left. Prints
 * `batch <bills> <satang>` per committed batch (the crash test kills it between them), then
 * `done <bills> <satang> <round status>`; a round that does not exist answers 1.
 */
export const lottoSettle: OperatorCommand = {
  name: 'lotto:settle',
  async run(db, argv, out) {
    const args = parsed(() =>
      parseArgs({
        args: argv,
        options: { round: { type: 'string' }, batch: { type: 'string', default: '1000' } },
      }),
    );
    const round = Number(args?.values.round);
    const batch = Number(args?.values.batch);
    if (!Number.isSafeInteger(round) || round < 1 || !Number.isSafeInteger(batch) || batch < 1) {
      out.error(usage);
      return 2;
    }
    const outcome = await settleRound(db, round, {
      batch,
      onBatch: (step) => out.log(`batch ${step.bills} ${step.paid}`),
    });
    out.log(`done ${outcome.bills} ${outcome.paid} ${outcome.status}`);
    return outcome.status === 'missing' ? 1 : 0;
  },
};
