import { parseArgs } from 'node:util';
import { satang } from '@contract/money';
import { loadConfig } from '@server/config';
import { openDb } from '@server/db/open';
import { AppError } from '@server/http/app-error';
import { transfer } from '@server/ledger';
import { autocommit } from '@server/db/db';

/**
 * A burst of transfers for the crash test and for load checks: `count` transfers between the given member
 * wallets and the house account 'game:burst', `concurrency` at a time, on the configured database. Prints
 * `done <key> <transferId>` for each transfer the ledger answered as done and `refused <key> <reason>` for
 * each refusal, so that a test can kill the process (SIGKILL) mid-burst and check every answered transfer.
 */
const main = async () => {
  const { values } = parseArgs({
    options: {
      wallets: { type: 'string' },
      count: { type: 'string', default: '1000' },
      concurrency: { type: 'string', default: '8' },
      prefix: { type: 'string', default: `burst:${process.pid}` },
    },
  });
  const wallets = (values.wallets ?? '').split(',').filter(Boolean).map(Number);
  if (wallets.length === 0 || wallets.some((id) => !Number.isSafeInteger(id))) {
    console.error(
      'usage: tsx server/src/cli/ledger-burst.ts --wallets 1,2,3 [--count 1000] [--concurrency 8]',
    );
    return 2;
  }
  const count = Number(values.count);
  const db = await openDb(loadConfig(), 'owner');
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const i = next++;
      const wallet = { walletId: wallets[i % wallets.length]! };
      const game = { house: 'game:burst' };
      const debit = i % 3 !== 0; // two bets for each win, in satang amounts that vary with i
      const key = `${values.prefix}:${i}`;
      try {
        const result = await transfer(autocommit(db), {
          key,
          from: debit ? wallet : game,
          to: debit ? game : wallet,
          amount: satang(100 + (i % 17) * 7),
          kind: debit ? 'bet' : 'win',
          description: debit ? 'เดิมพัน (ทดสอบโหลด)' : 'ชนะ (ทดสอบโหลด)',
        });
        process.stdout.write(`done ${key} ${result.transferId}\n`);
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        process.stdout.write(`refused ${key} ${error.reason}\n`);
      }
    }
  };
  await Promise.all(Array.from({ length: Number(values.concurrency) }, worker));
  await db.close();
  return 0;
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(`ledger burst failed: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(2);
  },
);
