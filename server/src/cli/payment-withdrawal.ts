import { loadConfig } from '@server/config';
import { openDb } from '@server/db/open';
import { AppError } from '@server/http/app-error';
import { decideWithdrawal } from '@server/payments/withdrawals';

const usage = `usage: npm run payment:withdrawal -- <command>
  list                          pending withdrawals, oldest first
  approve <id>                  the money was paid out: the hold is posted
  refuse <id> --reason "<Thai>" the money goes back to the member's main wallet
Each withdrawal is decided exactly once; a second decision is refused and changes nothing.`;

/** `npm run payment:withdrawal`: the operator's side of withdrawals until the admin console exists. */
const main = async () => {
  const [command, id, flag, reason] = process.argv.slice(2);
  if (!(command === 'list' || ((command === 'approve' || command === 'refuse') && /^\d+$/.test(id ?? '')))) {
    console.error(usage);
    return 2;
  }
  if (command === 'refuse' && (flag !== '--reason' || !reason)) {
    console.error(usage);
    return 2;
  }
  const db = await openDb(loadConfig());
  try {
    if (command === 'list') {
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT w.id, a.code AS agent, m.phone, w.amount / 100.0 AS baht, w.bank_code, w.bank_account, w.account_name,
                w.created_at
           FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN agents a ON a.id = w.agent_id
          WHERE w.status = 'pending' ORDER BY w.id`,
      );
      if (rows.length === 0) console.log('no pending withdrawals');
      else console.table(rows);
      return 0;
    }
    const decided = await decideWithdrawal(db, Number(id), {
      approve: command === 'approve',
      by: process.env.USER ?? 'operator',
      reason: reason ?? '',
    });
    console.log(
      `withdrawal ${decided.id}: ${decided.status}, ${decided.amount} THB to ${decided.bank_code} ${decided.bank_account}`,
    );
    return 0;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(`refused: ${error.reason} (${error.message})`);
      return 1;
    }
    throw error;
  } finally {
    await db.close();
  }
};

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
