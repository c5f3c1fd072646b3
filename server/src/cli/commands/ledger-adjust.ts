import { parseArgs } from 'node:util';
import { toBaht, toSatang } from '@contract/money';
import { adjustMember } from '@server/ledger';
import type { OperatorCommand } from '../operator-command';
import { parsed } from './parse';
import { autocommit } from '@server/db/db';

const usage = `usage: npm run ledger:adjust -- --agent <code> --phone <0812345678> --amount <baht>
         --direction credit|debit --reason "<why, Thai, shown to the member>" --key <unique id>
         [--wallet-type 1]
Credits or debits a member's wallet against the house account 'adjustments'. Running it again with the
same --key does nothing more (it prints the first result).`;

/** `npm run ledger:adjust`: an operator's credit or debit of one member, recorded in the ledger. */
export const ledgerAdjust: OperatorCommand = {
  name: 'ledger:adjust',
  async run(db, argv, out, { operator }) {
    const args = parsed(() =>
      parseArgs({
        args: argv,
        options: {
          agent: { type: 'string' },
          phone: { type: 'string' },
          amount: { type: 'string' },
          direction: { type: 'string' },
          reason: { type: 'string' },
          key: { type: 'string' },
          'wallet-type': { type: 'string', default: '1' },
        },
      }),
    );
    const { agent, phone, amount, direction, reason, key } = args?.values ?? {};
    if (!agent || !phone || !amount || !reason || !key || (direction !== 'credit' && direction !== 'debit')) {
      out.error(usage);
      return 2;
    }
    if (!/^\d+(\.\d{1,2})?$/.test(amount) || toSatang(amount) <= 0) {
      out.error('amount must be baht above zero, at most two decimals');
      return 2;
    }
    const satang = toSatang(amount);
    const walletTypeId = Number(args?.values['wallet-type']);
    const { rows } = await db.query<{ id: number; username: string }>(
      `SELECT m.id, m.username FROM members m JOIN agents a ON a.id = m.agent_id WHERE a.code = $1 AND m.phone = $2`,
      [agent, phone],
    );
    const member = rows[0];
    if (!member) {
      out.error(`no member with phone ${phone} at agent ${agent}`);
      return 1;
    }
    // The same service as the console's credit and debit (ledger/adjust.ts).
    const result = await adjustMember(autocommit(db), {
      memberId: member.id,
      walletTypeId,
      direction,
      amount: satang,
      reason,
      key,
      operator,
    });
    const { balance } = result;
    out.log(
      `${result.replayed ? 'already done (same key), nothing changed' : 'done'}: transfer ${result.transferId}, ` +
        `${member.username} ${direction} ${toBaht(satang)} THB, wallet balance after it ${balance === undefined ? '?' : toBaht(balance)} THB`,
    );
    return 0;
  },
};
