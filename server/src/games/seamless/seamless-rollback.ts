import type { SeamlessAnswer, SeamlessRollbackBody } from '@contract/seamless';
import { toBaht } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { transferTemplate, walletBalance } from '@server/ledger';
import {
  claimRollback,
  findGameSession,
  findTransaction,
  type GameSession,
  type SeamlessProvider,
} from './seamless-repository';
import { markReplayed } from './replayed';

const balanceAnswer = async (q: Queryable, walletId: number, id: number): Promise<SeamlessAnswer> => ({
  balance: toBaht((await walletBalance(q, walletId)) ?? 0),
  transaction_id: String(id),
});

/**
 * Undoes a bet the provider could not complete. An unknown bet id is recorded as a tombstone so that the bet,
 * arriving late, is refused; a bet whose round has a settlement is not undone. Accepted after the session
 * expired, like a settlement: it gives the member's money back.
 */
export const rollback = async (db: Db, provider: SeamlessProvider, body: SeamlessRollbackBody, now: Date) => {
  const found = await findGameSession(db, body.token);
  if (!found || found.provider_id !== provider.id) return fail('SEAMLESS_TOKEN_INVALID');
  // The claim, the bet's lock (or a tombstone), the settled-round check, the refund and the mark are one
  // statement (claimRollback), which takes the refund's payee and amount from the bet it locked: one round trip.
  const claim = {
    providerId: provider.id,
    transactionId: body.transaction_id,
    session: found,
    roundId: body.round_id,
    gameCode: body.game_id,
    ref: body.ref_transaction_id,
  };
  const result = await claimRollback(db, claim, refundOf(provider, found, body), now);
  if (result === null) return replayRollback(db, provider, found, body);
  return { balance: toBaht(result.balance), transaction_id: String(result.id) };
};

/** The refund of the bet `body` names, but for its wallet and amount, which the statement reads under its lock. */
const refundOf = (provider: SeamlessProvider, found: GameSession, body: SeamlessRollbackBody) =>
  transferTemplate({
    key: `seamless:${provider.code}:rollback:${body.ref_transaction_id}`,
    from: { house: `game:${provider.code}` },
    kind: 'refund',
    description: `คืนเงินเดิมพัน ${found.game_name}`,
    // The bet's round: the statement refunds only a bet of the round the rollback names.
    meta: { provider: provider.code, round_id: body.round_id, rollback_id: body.transaction_id },
  });

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
  return markReplayed(await balanceAnswer(q, existing.wallet_id, existing.id));
};
