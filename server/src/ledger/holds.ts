import type { Tx } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { applyOp, argsOf, balanceOf, oneLegCall } from './apply';
import type { HoldInput, HoldResult, SettleInput, TransferResult } from './types';

/**
 * Reserves `amount` of `from` at once (it moves to the house account 'holds'); `postHold` later delivers it to
 * `to`, or `voidHold` returns it to `from`. Each hold is settled exactly once, whatever the keys.
 */
export const hold = async (q: Tx, input: HoldInput): Promise<HoldResult> => {
  const rows = await applyOp(q, oneLegCall('hold', input));
  const first = rows[0];
  if (!first || first.hold_id == null) throw new AppError('INTERNAL');
  return {
    holdId: first.hold_id,
    transferId: first.transfer_id,
    replayed: first.replayed,
    fromBalance: balanceOf(rows, 0, -1),
  };
};

/**
 * A hold as ledger_apply's arguments, for another module's SQL function that holds money in the same statement as
 * its own write (withdrawal_request, server/sql/payments). Same key and fingerprint as hold() would send, so either
 * call replays the other.
 */
export const holdArgs = (input: HoldInput) => argsOf(oneLegCall('hold', input));

const settle = async (q: Tx, op: 'post_hold' | 'void_hold', input: SettleInput) => {
  const rows = await applyOp(q, {
    op,
    key: input.key,
    kind: 'refund',
    description: '',
    content: { holdId: input.holdId },
    meta: input.meta,
    holdId: input.holdId,
    at: input.at,
  });
  const first = rows[0];
  if (!first) throw new AppError('INTERNAL');
  const result: TransferResult = {
    transferId: first.transfer_id,
    replayed: first.replayed,
    fromBalance: balanceOf(rows, 0, -1),
    toBalance: balanceOf(rows, 0, 1),
  };
  return result;
};

/** Delivers a pending hold to its destination (HOLD_NOT_PENDING if it was already posted or voided). */
export const postHold = (q: Tx, input: SettleInput) => settle(q, 'post_hold', input);

/** Returns a pending hold to its source (HOLD_NOT_PENDING if it was already posted or voided). */
export const voidHold = (q: Tx, input: SettleInput) => settle(q, 'void_hold', input);
