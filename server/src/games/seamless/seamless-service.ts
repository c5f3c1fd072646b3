import type {
  SeamlessAnswer,
  SeamlessBalanceBody,
  SeamlessBetBody,
  SeamlessSettleBody,
} from '@contract/seamless';
import { toBaht, toSatang, type Satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { AppError, fail } from '@server/http/app-error';
import { transfer, transferArgs, walletBalance } from '@server/ledger';
import {
  claimBet,
  claimTransaction,
  findGameSession,
  findTransaction,
  lockRoundBets,
  type GameSession,
  type SeamlessProvider,
  type SeamlessTx,
} from './seamless-repository';
import { recordSettleReview, requireWithinCap, type CapBreach } from './settle-cap';

/**
 * The seamless wallet (DOMAIN.md): each provider transaction id moves money at most once. The id is claimed by
 * a unique row in the same database transaction as the ledger transfer, so a refusal (insufficient funds, a
 * settled round) leaves nothing behind and a concurrent replay waits for the first and then answers like it.
 */
const houseOf = (provider: SeamlessProvider) => ({ house: `game:${provider.code}` });
const ledgerKey = (provider: SeamlessProvider, call: string, id: string) =>
  `seamless:${provider.code}:${call}:${id}`;

const answer = async (q: Queryable, walletId: number, id: number): Promise<SeamlessAnswer> => ({
  balance: toBaht((await walletBalance(q, walletId)) ?? 0),
  transaction_id: String(id),
});

/**
 * The game session of a call. Balance and bet need a live one: its own expiry, the member session that launched
 * it (logout, password change and reset end it) and an active member. Settle and rollback (allowEnded) are owed
 * to the member whatever happened since the bet (DOMAIN.md).
 */
const session = async (q: Queryable, provider: SeamlessProvider, token: string, allowEnded: boolean) => {
  const found = await findGameSession(q, token);
  if (!found || found.provider_id !== provider.id) return fail('SEAMLESS_TOKEN_INVALID');
  if (allowEnded) return found;
  if (!found.member_active) return fail('ACCOUNT_DISABLED');
  if (found.expired || found.ended) return fail('SEAMLESS_TOKEN_EXPIRED');
  return found;
};

type Expected = Pick<SeamlessTx, 'kind' | 'member_id' | 'round_id' | 'amount' | 'ref_transaction_id'>;

/** A transaction id seen before: the first answer (with today's balance) if it is the same request, else refused. */
const replay = async (q: Queryable, existing: SeamlessTx, expected: Expected): Promise<SeamlessAnswer> => {
  if (expected.kind === 'bet' && existing.kind === 'tombstone')
    return fail('SEAMLESS_TRANSACTION_ROLLED_BACK');
  const same =
    existing.kind === expected.kind &&
    existing.member_id === expected.member_id &&
    existing.round_id === expected.round_id &&
    existing.amount === expected.amount &&
    existing.ref_transaction_id === expected.ref_transaction_id;
  if (!same) return fail('SEAMLESS_DUPLICATE_TRANSACTION');
  if (existing.kind === 'bet' && existing.status === 'rolled_back')
    return fail('SEAMLESS_TRANSACTION_ROLLED_BACK');
  return answer(q, existing.wallet_id, existing.id);
};

const claimed = async (q: Queryable, provider: SeamlessProvider, txId: string, expected: Expected) => {
  const existing = await findTransaction(q, provider.id, txId);
  // The row was claimed and rolled back again between the two statements: the caller may simply retry.
  if (!existing) return fail('PROVIDER_UNAVAILABLE');
  return replay(q, existing, expected);
};

export const balance = async (db: Db, provider: SeamlessProvider, body: SeamlessBalanceBody) => {
  const found = await session(db, provider, body.token, false);
  return { balance: toBaht((await walletBalance(db, found.wallet_id)) ?? 0), transaction_id: '' };
};

export const bet = async (
  db: Db,
  provider: SeamlessProvider,
  body: SeamlessBetBody,
): Promise<SeamlessAnswer> => {
  const amount = toSatang(body.amount);
  const found = await session(db, provider, body.token, false);
  const expected: Expected = {
    kind: 'bet',
    member_id: found.member_id,
    round_id: body.round_id,
    amount,
    ref_transaction_id: null,
  };
  // The claim and the debit are one statement (claimBet): the hottest call of the product makes one round trip
  // and holds the wallet's row lock only inside PostgreSQL.
  const claim = await claimBet(
    db,
    {
      providerId: provider.id,
      transactionId: body.transaction_id,
      session: found,
      roundId: body.round_id,
      gameCode: body.game_id,
      amount,
    },
    transferArgs({
      key: ledgerKey(provider, 'bet', body.transaction_id),
      from: { walletId: found.wallet_id },
      to: houseOf(provider),
      amount,
      kind: 'bet',
      description: `เดิมพัน ${found.game_name}`,
      meta: { provider: provider.code, round_id: body.round_id, game_id: body.game_id },
    }),
  ).catch(insufficientFunds);
  if (!claim) return claimed(db, provider, body.transaction_id, expected);
  return { balance: toBaht(claim.balance), transaction_id: String(claim.id) };
};

const insufficientFunds = (error: unknown): never => {
  if (error instanceof AppError && error.reason === 'INSUFFICIENT_FUNDS') fail('SEAMLESS_INSUFFICIENT_FUNDS');
  throw error;
};

export const settle = async (db: Db, provider: SeamlessProvider, body: SeamlessSettleBody) => {
  const amount = toSatang(body.amount);
  // A settlement is owed to the member even when the game session has expired meanwhile.
  const found = await session(db, provider, body.token, true);
  const expected: Expected = {
    kind: 'settle',
    member_id: found.member_id,
    round_id: body.round_id,
    amount,
    ref_transaction_id: null,
  };
  const settled = db.tx(async (q) => {
    const claim = { providerId: provider.id, transactionId: body.transaction_id, session: found };
    const id = await claimTransaction(q, {
      ...claim,
      kind: 'settle',
      roundId: body.round_id,
      gameCode: body.game_id,
      amount,
    });
    if (id === null) return claimed(q, provider, body.transaction_id, expected);
    const bets = (await lockRoundBets(q, provider.id, found.member_id, body.round_id)).filter(
      (row) => row.status === 'done',
    );
    if (bets.length === 0) return fail('SEAMLESS_BET_NOT_FOUND');
    // Under the round's lock: no settlement, however many, pays a round more than its game can win.
    await requireWithinCap(q, {
      providerId: provider.id,
      transactionId: body.transaction_id,
      memberId: found.member_id,
      roundId: body.round_id,
      gameCode: body.game_id,
      amount,
    });
    const walletId = bets[0]!.wallet_id;
    if (amount === 0) return answer(q, walletId, id);
    // The credit answers the wallet's balance after it (ledger_apply's balance_after, under the wallet's row
    // lock, in this transaction): the same figure a read after it would give, one round trip fewer.
    // A replayed key (never expected here: the claim is new) answers the first call's balance: read it then.
    const credited = await credit(db, q, provider, found, body, walletId, amount);
    if (credited.replayed || credited.toBalance === undefined) return answer(q, walletId, id);
    return { balance: toBaht(credited.toBalance), transaction_id: String(id) };
  });
  return settled.catch(async (error: unknown) => {
    if (!(error instanceof AppError) || error.reason !== 'SEAMLESS_WIN_ABOVE_MAX') throw error;
    // The claim rolled back with the refusal (a retry is refused again); the review row outlives it.
    await recordSettleReview(db, error.data as CapBreach);
    return fail('SEAMLESS_WIN_ABOVE_MAX');
  });
};

const credit = (
  db: Db,
  q: Queryable,
  provider: SeamlessProvider,
  found: GameSession,
  body: SeamlessSettleBody,
  walletId: number,
  amount: Satang,
) =>
  transfer(
    db,
    {
      key: ledgerKey(provider, 'settle', body.transaction_id),
      from: houseOf(provider),
      to: { walletId },
      amount,
      kind: 'win',
      description: `ชนะ ${found.game_name}`,
      meta: { provider: provider.code, round_id: body.round_id, game_id: body.game_id },
    },
    q,
  );

export { rollback } from './seamless-rollback';
