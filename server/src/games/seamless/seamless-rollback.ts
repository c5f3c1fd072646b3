import type { SeamlessAnswer, SeamlessRollbackBody } from '@contract/seamless';
import { toBaht, satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { fail } from '@server/http/app-error';
import { transferArgs, walletBalance } from '@server/ledger';
import {
  claimRollback,
  findGameSession,
  findTransaction,
  type GameSession,
  type SeamlessProvider,
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
  // The bet as it is now, for the refund's ledger arguments (a bet's wallet and amount never change): the claim,
  // the bet's lock (or a tombstone), the settled-round check, the refund and the mark are then one statement
  // (claimRollback), which names the bet it locked if it is not this one (it did not exist yet: a second try).
  const read = await findTransaction(db, provider.id, body.ref_transaction_id);
  let bet = read && read.kind === 'bet' ? { wallet_id: read.wallet_id, amount: read.amount } : null;
  const claim = {
    providerId: provider.id,
    transactionId: body.transaction_id,
    session: found,
    roundId: body.round_id,
    gameCode: body.game_id,
    ref: body.ref_transaction_id,
  };
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const result = await claimRollback(db, claim, bet, refundOf(provider, found, body, bet));
    if (result === null) return replayRollback(db, provider, found, body);
    if ('bet' in result) {
      bet = result.bet;
      continue;
    }
    return { balance: toBaht(result.balance), transaction_id: String(result.id) };
  }
  return fail('PROVIDER_UNAVAILABLE'); // the provider retries
};

/** The refund of `bet` as ledger_apply's arguments (null without a bet, or for one of no amount). */
const refundOf = (
  provider: SeamlessProvider,
  found: GameSession,
  body: SeamlessRollbackBody,
  bet: { wallet_id: number; amount: number } | null,
) =>
  bet && bet.amount > 0
    ? transferArgs({
        key: `seamless:${provider.code}:rollback:${body.ref_transaction_id}`,
        from: { house: `game:${provider.code}` },
        to: { walletId: bet.wallet_id },
        amount: satang(bet.amount),
        kind: 'refund',
        description: `คืนเงินเดิมพัน ${found.game_name}`,
        // The bet's round: the statement refunds only a bet of the round the rollback names.
        meta: { provider: provider.code, round_id: body.round_id, rollback_id: body.transaction_id },
      })
    : null;

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
