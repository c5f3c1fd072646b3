import type {
  SeamlessAnswer,
  SeamlessBalanceAnswer,
  SeamlessBalanceBody,
  SeamlessBetBody,
  SeamlessSettleBody,
} from '@contract/seamless';
import { toBaht, toSatang, type Satang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { AppError, fail } from '@server/http/app-error';
import { transferArgs, walletBalance } from '@server/ledger';
import {
  claimBet,
  claimSettle,
  findGameSession,
  findLiveGameSession,
  findTransaction,
  type GameSession,
  type NewSeamlessTx,
  type SeamlessProvider,
  type SeamlessTx,
} from './seamless-repository';
import { explainRefusal } from '@server/protection/gate';
import { playerRef } from './player-ref';
import { markReplayed } from './replayed';
import { recordSettleReview, type CapBreach } from './settle-cap';

/**
 * The seamless wallet (DOMAIN.md): each provider transaction id moves money at most once. The id is claimed by
 * a unique row in the same database transaction as the ledger transfer, so a refusal (insufficient funds, a
 * settled round) leaves nothing behind and a concurrent replay waits for the first and then answers like it.
 */
const houseOf = (provider: SeamlessProvider) => ({ house: `game:${provider.code}` });
/** The ledger key of a provider call (a rollback's is its bet's id): the wire formats on top read its balance. */
export const ledgerKey = (provider: Pick<SeamlessProvider, 'code'>, call: string, id: string) =>
  `seamless:${provider.code}:${call}:${id}`;

const answer = async (q: Queryable, walletId: number, id: number): Promise<SeamlessAnswer> => ({
  balance: toBaht((await walletBalance(q, walletId)) ?? 0),
  transaction_id: String(id),
});

/**
 * The game session of a call. Balance needs a live one, read now: its own expiry, the member session that
 * launched it (logout, password change and reset end it) and an active member. Bet checks the same inside its
 * statement (seamless_bet), so it, settle and rollback take the session's fixed fields from memory; settle and
 * rollback are owed to the member whatever happened since the bet (DOMAIN.md).
 */
const liveSession = async (q: Queryable, provider: SeamlessProvider, token: string) => {
  const found = await findLiveGameSession(q, token);
  if (!found || found.provider_id !== provider.id) return fail('SEAMLESS_TOKEN_INVALID');
  if (!found.member_active) return fail('ACCOUNT_DISABLED');
  if (found.expired || found.ended) return fail('SEAMLESS_TOKEN_EXPIRED');
  return found;
};

const session = async (q: Queryable, provider: SeamlessProvider, token: string) => {
  const found = await findGameSession(q, token);
  if (!found || found.provider_id !== provider.id) return fail('SEAMLESS_TOKEN_INVALID');
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
  return markReplayed(await answer(q, existing.wallet_id, existing.id));
};

const claimed = async (q: Queryable, provider: SeamlessProvider, txId: string, expected: Expected) => {
  const existing = await findTransaction(q, provider.id, txId);
  // The row was claimed and rolled back again between the two statements: the caller may simply retry.
  if (!existing) return fail('PROVIDER_UNAVAILABLE');
  return replay(q, existing, expected);
};

/** The live session's balance, and the member behind it as this provider may know them (`playerRef`). */
export const balance = async (
  db: Db,
  provider: SeamlessProvider,
  body: SeamlessBalanceBody,
): Promise<SeamlessBalanceAnswer> => {
  const found = await liveSession(db, provider, body.token);
  return {
    balance: toBaht((await walletBalance(db, found.wallet_id)) ?? 0),
    transaction_id: '',
    player_ref: await playerRef(db, provider, found.member_id),
  };
};

export const bet = async (
  db: Db,
  provider: SeamlessProvider,
  body: SeamlessBetBody,
  now: Date,
): Promise<SeamlessAnswer> => {
  const amount = toSatang(body.amount);
  const found = await session(db, provider, body.token);
  const expected: Expected = {
    kind: 'bet',
    member_id: found.member_id,
    round_id: body.round_id,
    amount,
    ref_transaction_id: null,
  };
  // Whether the session may still bet (before the claim, so a replay after logout is refused too), the claim,
  // the session's game and wallet, the member's protection (limits, time-out, self-exclusion) and the debit are
  // one statement (claimBet): the hottest call of the product makes one round trip and holds its row locks only
  // inside PostgreSQL.
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
    now,
  ).catch(async (error: unknown) => {
    // A protection refusal (limits, time-out, self-exclusion) is told with the member's own figures.
    if (error instanceof AppError && error.reason.startsWith('PLAYER_'))
      throw await explainRefusal(
        db,
        found.member_id,
        error.reason as Parameters<typeof explainRefusal>[2],
        now,
      );
    return insufficientFunds(error);
  });
  if (!claim) return claimed(db, provider, body.transaction_id, expected);
  return { balance: toBaht(claim.balance), transaction_id: String(claim.id) };
};

const insufficientFunds = (error: unknown): never => {
  if (error instanceof AppError && error.reason === 'INSUFFICIENT_FUNDS') fail('SEAMLESS_INSUFFICIENT_FUNDS');
  throw error;
};

/**
 * `betId`: the bet the settlement names (Hub88's win); unless it is a live bet of the round, SEAMLESS_BET_NOT_FOUND,
 * checked inside the settlement's statement under the round's lock (no round trip of its own).
 */
export const settle = async (
  db: Db,
  provider: SeamlessProvider,
  body: SeamlessSettleBody,
  now: Date,
  betId: string | null = null,
) => {
  const amount = toSatang(body.amount);
  // A settlement is owed to the member even when the game session has expired meanwhile.
  const found = await session(db, provider, body.token);
  const expected: Expected = {
    kind: 'settle',
    member_id: found.member_id,
    round_id: body.round_id,
    amount,
    ref_transaction_id: null,
  };
  const claim = {
    providerId: provider.id,
    transactionId: body.transaction_id,
    session: found,
    roundId: body.round_id,
    gameCode: body.game_id,
    amount,
  };
  // The claim, the round's lock, the cap (no settlement, however many, pays a round more than its game can win)
  // and the credit are one statement (claimSettle). The credit goes to the round's wallet: the session's,
  // unless the round's bets were made from another wallet, which the statement names (a second try).
  let walletId = found.wallet_id;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const ledger = amount > 0 ? transferArgs(winOf(provider, found, body, walletId, amount)) : null;
    const result = await claimSettle(db, claim, walletId, ledger, now, betId).catch(capRefused(db, claim));
    if (result === null) return claimed(db, provider, body.transaction_id, expected);
    if ('otherWallet' in result) {
      walletId = result.otherWallet;
      continue;
    }
    return { balance: toBaht(result.balance), transaction_id: String(result.id) };
  }
  return fail('PROVIDER_UNAVAILABLE'); // the round's first bet kept changing: the provider retries
};

/** A settlement above the round's cap: nothing was written; the review row is kept for staff (a retry counts). */
const capRefused =
  (db: Db, claim: Omit<NewSeamlessTx, 'kind' | 'walletId' | 'ref'>) =>
  async (error: unknown): Promise<never> => {
    if (!(error instanceof AppError) || error.reason !== 'SEAMLESS_WIN_ABOVE_MAX') throw error;
    const round = error.data as Pick<CapBreach, 'staked' | 'cap' | 'settled'>;
    await recordSettleReview(db, {
      providerId: claim.providerId,
      transactionId: claim.transactionId,
      memberId: claim.session.member_id,
      roundId: claim.roundId,
      gameCode: claim.gameCode,
      amount: claim.amount,
      staked: Number(round.staked),
      cap: Number(round.cap),
      settled: Number(round.settled),
    });
    return fail('SEAMLESS_WIN_ABOVE_MAX');
  };

const winOf = (
  provider: SeamlessProvider,
  found: GameSession,
  body: SeamlessSettleBody,
  walletId: number,
  amount: Satang,
) => ({
  key: ledgerKey(provider, 'settle', body.transaction_id),
  from: houseOf(provider),
  to: { walletId },
  amount,
  kind: 'win' as const,
  description: `ชนะ ${found.game_name}`,
  meta: { provider: provider.code, round_id: body.round_id, game_id: body.game_id },
});

export { rollback } from './seamless-rollback';
