import { decideWithdrawal } from '@server/payments/withdrawals';
import type { OperatorCommand } from '../operator-command';

const usage = `usage: npm run payment:withdrawal -- <command>
  list                          pending withdrawals, oldest first
  approve <id>                  the money was paid out: the hold is posted
  refuse <id> --reason "<Thai>" the money goes back to the member's main wallet
Each withdrawal is decided exactly once; a second decision is refused and changes nothing.`;

/** `npm run payment:withdrawal`: the operator's side of withdrawals from a shell. */
export const paymentWithdrawal: OperatorCommand = {
  name: 'payment:withdrawal',
  async run(db, argv, out, { operator }) {
    const [command, id, flag, reason] = argv;
    if (!(
      command === 'list' ||
      ((command === 'approve' || command === 'refuse') && /^\d+$/.test(id ?? ''))
    )) {
      out.error(usage);
      return 2;
    }
    if (command === 'refuse' && (flag !== '--reason' || !reason)) {
      out.error(usage);
      return 2;
    }
    if (command === 'list') {
      const { rows } = await db.query<Record<string, unknown>>(
        `SELECT w.id, a.code AS agent, m.phone, w.amount / 100.0 AS baht, w.bank_code, w.bank_account, w.account_name,
              w.created_at
         FROM withdrawals w JOIN members m ON m.id = w.member_id JOIN agents a ON a.id = w.agent_id
        WHERE w.status = 'pending' ORDER BY w.id`,
      );
      if (rows.length === 0) out.log('no pending withdrawals');
      else out.table(rows);
      return 0;
    }
    const decided = await decideWithdrawal(db, Number(id), {
      approve: command === 'approve',
      by: operator,
      reason: reason ?? '',
    });
    out.log(
      `withdrawal ${decided.id}: ${decided.status}, ${decided.amount} THB to ${decided.bank_code} ${decided.bank_account}`,
    );
    return 0;
  },
};
