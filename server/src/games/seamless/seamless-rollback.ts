import type { SeamlessAnswer, SeamlessRollbackBody } from '@contract/seamless';
import { toBaht, satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { transfer, walletBalance } from '@server/ledger';
import {
  claimTransaction,
  findGameSession,
  findTransaction,
  markRolledBack,
  roundHasSettlement,
  type GameSession,
  type SeamlessProvider,
  type SeamlessTx,
} from './seamless-repository';

const balanceAnswer = async (q: Queryable, walletId: number, id: number): Promise<SeamlessAnswer> => ({
  balance: toBaht((await walletBalance(q, walletId)) ?? 0),
  transaction_id: String(id),
});

/**
 * Undoes a bet the provider could not complete. An unknown bet id is recorded as a tombstone so that the bet,
 * arriving late, is refused; a bet whose round has a settlement is not undone. Accepted after the session
 * expired, like a settlement: it gives the member's money back.
 */
export const rollback = async (db: Db, provider: SeamlessProvider, body: SeamlessRollbackBody) => {
  const found = await findGameSession(db, body.token);
  if (!found || found.provider_id !== provider.id) return fail('SEAMLESS_TOKEN_INVALID');
  return db.tx(async (q) => {
    const id = await claimTransaction(q, {
      providerId: provider.id,
      transactionId: body.transaction_id,
      kind: 'rollback',
      session: found,
      roundId: body.round_id,
      gameCode: body.game_id,
      amount: 0,
      ref: body.ref_transaction_id,
    });
    if (id === null) return replayRollback(q, provider, found, body);
    const target = await betToUndo(q, provider, found, body);
    if (target === 'tombstone') return balanceAnswer(q, found.wallet_id, id);
    if (target.status === 'rolled_back') return balanceAnswer(q, target.wallet_id, id);
    if (await roundHasSettlement(q, provider.id, found.member_id, target.round_id)) {
      return fail('SEAMLESS_ROUND_SETTLED');
    }
    const refunded = await transfer(
      db,
      {
        key: `seamless:${provider.code}:rollback:${body.ref_transaction_id}`,
        from: { house: `game:${provider.code}` },
        to: { walletId: target.wallet_id },
        amount: satang(target.amount),
        kind: 'refund',
        description: `คืนเงินเดิมพัน ${found.game_name}`,
        meta: { provider: provider.code, round_id: target.round_id, rollback_id: body.transaction_id },
      },
      q,
    );
    await markRolledBack(q, target.id);
    // The refund answers the wallet's balance after it (under the wallet's row lock, in this transaction; the
    // mark above touches no wallet): the figure a read would give, one round trip fewer.
    // A replayed key answers the first call's balance, not today's: read it then.
    if (refunded.replayed || refunded.toBalance === undefined) return balanceAnswer(q, target.wallet_id, id);
    return { balance: toBaht(refunded.toBalance), transaction_id: String(id) };
  });
};

/** The bet row, locked; or a tombstone written for an id never seen (a concurrent late bet then waits on it). */
const betToUndo = async (
  q: Queryable,
  provider: SeamlessProvider,
  found: GameSession,
  body: SeamlessRollbackBody,
): Promise<SeamlessTx | 'tombstone'> => {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const bet = await findTransaction(q, provider.id, body.ref_transaction_id, true);
    if (bet) {
      if (bet.kind === 'tombstone') return 'tombstone';
      if (bet.kind !== 'bet' || bet.member_id !== found.member_id || bet.round_id !== body.round_id) {
        return fail('SEAMLESS_BET_NOT_FOUND');
      }
      return bet;
    }
    const tombstone = await claimTransaction(q, {
      providerId: provider.id,
      transactionId: body.ref_transaction_id,
      kind: 'tombstone',
      session: found,
      roundId: body.round_id,
      gameCode: body.game_id,
      amount: 0,
    });
    if (tombstone !== null) return 'tombstone';
    // The bet committed between the two statements: read it again.
  }
  return fail('PROVIDER_UNAVAILABLE');
};

const replayRollback = async (
  q: Queryable,
  provider: SeamlessProvider,
  found: GameSession,
  body: SeamlessRollbackBody,
) => {
  const existing = await findTransaction(q, provider.id, body.transaction_id);
  if (!existing) return fail('PROVIDER_UNAVAILABLE');
  const same =
    existing.kind === 'rollback' &&
    existing.member_id === found.member_id &&
    existing.round_id === body.round_id &&
    existing.ref_transaction_id === body.ref_transaction_id;
  if (!same) return fail('SEAMLESS_DUPLICATE_TRANSACTION');
  return balanceAnswer(q, existing.wallet_id, existing.id);
};
