import type { Satang } from '@contract/money';
import type { Tx } from '@server/db/db';
import { transfer } from './transfer';

export type AdjustInput = {
  memberId: number;
  walletTypeId: number;
  direction: 'credit' | 'debit';
  amount: Satang;
  /** Typed by the operator: the internal note, kept in the transfer's meta, never shown to the member. */
  reason: string;
  /** What the member's statement line and inbox add to the neutral title (none: the title alone). */
  memberText?: string;
  /** The movement's business time (the ledger's `at`). */
  at?: Date;
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
 * audit row there; the command passes `autocommit(db)`. The member sees a neutral line ("ปรับยอดเพิ่มโดยแอดมิน",
 * and `memberText` when given): the statement and the inbox (server/sql/live/member-told-of-entry.sql) read the
 * transfer's description, so the staff's note stays in `meta` where only staff read it.
 */
export const adjustMember = async (q: Tx, input: AdjustInput): Promise<AdjustResult> => {
  const wallet = { member: input.memberId, walletTypeId: input.walletTypeId };
  const house = { house: 'adjustments' };
  const credit = input.direction === 'credit';
  const text = input.memberText?.trim();
  const result = await transfer(q, {
    key: `adjust:${input.key}`,
    from: credit ? house : wallet,
    to: credit ? wallet : house,
    amount: input.amount,
    kind: 'adjustment',
    description: `${credit ? 'ปรับยอดเพิ่มโดยแอดมิน' : 'ปรับยอดลดโดยแอดมิน'}${text ? `: ${text}` : ''}`,
    meta: { reason: input.reason, operator: input.operator },
    ...(input.at ? { at: input.at } : {}),
  });
  return {
    transferId: result.transferId,
    replayed: result.replayed,
    balance: credit ? result.toBalance : result.fromBalance,
  };
};
