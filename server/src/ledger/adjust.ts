import type { Satang } from '@contract/money';
import type { Tx } from '@server/db/db';
import { transfer } from './transfer';

export type AdjustInput = {
  memberId: number;
  walletTypeId: number;
  direction: 'credit' | 'debit';
  amount: Satang;
  /** Typed by the operator; shown to the member on the statement line. */
  reason: string;
  /** Idempotency key of the request (a command's --key, a console form's submission key). */
  key: string;
  /** Who did it, kept in the transfer's meta (a staff username, or the shell user of a command). */
  operator: string;
};

export type AdjustResult = { transferId: number; replayed: boolean; balance: Satang | undefined };

/**
 * An operator's credit or debit of one member wallet against the house account `adjustments`: the one service
 * behind `npm run ledger:adjust` and the console's member page. The same key again does nothing more (it answers
 * the first result); a debit beyond the balance is refused. It runs in `q`'s transaction: the console writes its
 * audit row there; the command passes `autocommit(db)`.
 */
export const adjustMember = async (q: Tx, input: AdjustInput): Promise<AdjustResult> => {
  const wallet = { member: input.memberId, walletTypeId: input.walletTypeId };
  const house = { house: 'adjustments' };
  const credit = input.direction === 'credit';
  const result = await transfer(q, {
    key: `adjust:${input.key}`,
    from: credit ? house : wallet,
    to: credit ? wallet : house,
    amount: input.amount,
    kind: 'adjustment',
    description: `${credit ? 'ปรับยอดเพิ่มโดยแอดมิน' : 'ปรับยอดลดโดยแอดมิน'}: ${input.reason}`,
    meta: { reason: input.reason, operator: input.operator },
  });
  return {
    transferId: result.transferId,
    replayed: result.replayed,
    balance: credit ? result.toBalance : result.fromBalance,
  };
};
