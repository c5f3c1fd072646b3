import { parseArgs } from 'node:util';
import { toSatang } from '@contract/money';
import { recordIncomingTransfer, resolveTransfer } from '@server/payments/incoming-transfers';
import { businessClock } from '@server/config';
import type { OperatorCommand } from '../operator-command';
import { parsed } from './parse';

const usage = `usage: npm run payment:transfer -- <command>
  record --agent <code> --type bank_transfer|truemoney --account <agent account id> --amount <baht>
         --id <the bank's transaction id> [--ref <note>] [--from-bank KBANK --from-account 1234567890]
      money that arrived in an agent account: matched to a member (credited once) or held for review
  review                              transfers waiting for an operator
  assign <transfer id> --phone <member phone>   credit a reviewed transfer to that member of its agent
  reject <transfer id> --reason "<why>"         close a reviewed transfer without crediting anyone`;

/** `npm run payment:transfer`: incoming bank and TrueMoney transfers entered by an operator. */
export const paymentTransfer: OperatorCommand = {
  name: 'payment:transfer',
  async run(db, argv, out, { config }) {
    const args = parsed(() =>
      parseArgs({
        args: argv,
        allowPositionals: true,
        options: {
          agent: { type: 'string' },
          type: { type: 'string', default: 'bank_transfer' },
          account: { type: 'string' },
          amount: { type: 'string' },
          id: { type: 'string' },
          ref: { type: 'string' },
          'from-bank': { type: 'string' },
          'from-account': { type: 'string' },
          phone: { type: 'string' },
          reason: { type: 'string' },
        },
      }),
    );
    if (!args) {
      out.error(usage);
      return 2;
    }
    const { values, positionals } = args;
    const [command, target] = positionals;
    if (command === 'record' && values.agent && values.account && values.amount && values.id) {
      if (values.type !== 'bank_transfer' && values.type !== 'truemoney') throw new Error('bad --type');
      const agent = await db.query<{ id: number }>(`SELECT id FROM agents WHERE code = $1`, [values.agent]);
      if (!agent.rows[0]) throw new Error(`no agent ${values.agent}`);
      const result = await recordIncomingTransfer(db, {
        agentId: agent.rows[0].id,
        source: 'operator',
        externalId: values.id,
        channelType: values.type,
        subChannelId: Number(values.account),
        amount: toSatang(values.amount),
        reference: values.ref,
        fromBank: values['from-bank'],
        fromAccount: values['from-account'],
        at: businessClock(config)(),
      });
      out.log(JSON.stringify(result));
      return 0;
    }
    if (command === 'review') {
      const { rows } = await db.query(
        `SELECT id, channel_type, sub_channel_id, amount / 100.0 AS baht, reference, from_bank, from_account, received_at
         FROM incoming_transfers WHERE status = 'review' ORDER BY id`,
      );
      if (rows.length === 0) out.log('nothing waits for review');
      else out.table(rows);
      return 0;
    }
    if (command === 'assign' && target && values.phone) {
      const member = await db.query<{ id: number }>(
        `SELECT m.id FROM members m JOIN incoming_transfers t ON t.agent_id = m.agent_id WHERE t.id = $1 AND m.phone = $2`,
        [Number(target), values.phone],
      );
      if (!member.rows[0]) throw new Error(`no member ${values.phone} at the transfer's agent`);
      const at = businessClock(config)();
      out.log(
        JSON.stringify(await resolveTransfer(db, Number(target), { memberId: member.rows[0].id }, { at })),
      );
      return 0;
    }
    if (command === 'reject' && target && values.reason) {
      out.log(JSON.stringify(await resolveTransfer(db, Number(target), { reject: values.reason })));
      return 0;
    }
    out.error(usage);
    return 2;
  },
};
