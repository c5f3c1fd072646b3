import type { Tx } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { applyOp, argsOf, balanceOf, checkCall, oneLegCall } from './apply';
import type { PostInput, PostResult, TransferInput, TransferResult } from './types';

/**
 * Moves `amount` from one party to another, exactly once per key. A replay answers the first result and writes
 * nothing; the same key with another from/to/amount/kind is refused (IDEMPOTENCY_CONFLICT); a debit beyond the
 * balance is refused (INSUFFICIENT_FUNDS) and changes nothing.
 */
export const transfer = async (q: Tx, input: TransferInput): Promise<TransferResult> => {
  const rows = await applyOp(q, oneLegCall('transfer', input));
  const first = rows[0];
  if (!first) throw new AppError('INTERNAL');
  return {
    transferId: first.transfer_id,
    replayed: first.replayed,
    fromBalance: balanceOf(rows, 0, -1),
    toBalance: balanceOf(rows, 0, 1),
  };
};

/**
 * A one-leg transfer as ledger_apply's arguments, for a database function of another module that moves money
 * in the same statement as its own write (seamless_bet, server/sql/games): one round trip and no transaction held
 * open across the network. Same key and fingerprint as transfer() would send, so either call replays the other.
 */
export const transferArgs = (input: TransferInput) => argsOf(oneLegCall('transfer', input));

/**
 * A one-leg transfer whose payee and amount a database function takes from rows it locks, for a caller that
 * would otherwise read those rows first (seamless_rollback, server/sql/games: the bet's wallet and amount). The
 * function completes the leg and computes the fingerprint in SQL (ledger_fingerprint) as transferArgs would, so
 * either call replays the other.
 */
export const transferTemplate = (input: Omit<TransferInput, 'to' | 'amount'>) => {
  checkCall({
    op: 'transfer',
    key: input.key,
    kind: input.kind,
    description: input.description,
    content: null,
  });
  return {
    key: input.key,
    kind: input.kind,
    description: input.description,
    meta: input.meta ?? {},
    from: input.from,
  };
};

/** Several transfers as one posting: all legs apply, in order, or none does. */
export const post = async (q: Tx, input: PostInput): Promise<PostResult> => {
  if (input.legs.length === 0 || input.legs.length > 50) throw new AppError('INVALID_INPUT');
  const rows = await applyOp(q, {
    op: 'transfer',
    key: input.key,
    kind: input.kind,
    description: input.description,
    content: { kind: input.kind, legs: input.legs },
    meta: input.meta,
    legs: input.legs,
    at: input.at,
  });
  const first = rows[0];
  if (!first) throw new AppError('INTERNAL');
  return {
    transferId: first.transfer_id,
    replayed: first.replayed,
    legs: input.legs.map((_, leg) => ({
      fromBalance: balanceOf(rows, leg, -1),
      toBalance: balanceOf(rows, leg, 1),
    })),
  };
};
