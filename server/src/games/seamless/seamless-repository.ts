import { cachedPerDb } from '@server/db/cached';
import type { Queryable } from '@server/db/db';
import { ledgerErrorOf, type transferArgs, type transferTemplate } from '@server/ledger';
import { AppError } from '@server/http/app-error';
import { hashToken } from '@server/plugins/auth';

export type SeamlessProvider = { id: number; code: string; secret: string };

const loadSeamlessProvider = async (q: Queryable, code: string): Promise<SeamlessProvider | null> => {
  const { rows } = await q.query<SeamlessProvider>(
    `SELECT id, code, secret FROM game_providers WHERE code = $1 AND status <> 'disabled'`,
    [code],
    { name: 'seamless_provider' },
  );
  return rows[0] ?? null;
};

/**
 * A provider that may call the seamless endpoints (disabled providers may not; maintenance may still settle).
 * Every seamless call reads it, so it is kept for 5 s: a round trip less on the hottest path. Disabling a
 * provider (or a new secret) applies at once on the server that saved it (`forget`) and within 5 s elsewhere.
 */
export const findSeamlessProvider = cachedPerDb(5_000, loadSeamlessProvider);

/** What a game session is and never stops being: the same for every call made with its token. */
export type GameSession = {
  id: number;
  member_id: number;
  wallet_id: number;
  provider_id: number;
  game_name: string;
  /** The session's game: our code, and the provider's own id of it (an aggregator's `game_code`) when it has one. */
  game_code: string;
  game_external_code: string | null;
};

const loadGameSession = async (q: Queryable, tokenHash: string): Promise<GameSession | null> => {
  const { rows } = await q.query<GameSession>(
    `SELECT s.id, s.member_id, s.wallet_id, s.provider_id, g.name AS game_name, g.code AS game_code,
            g.external_code AS game_external_code
       FROM game_sessions s JOIN games g ON g.id = s.game_id
      WHERE s.token_hash = $1`,
    [tokenHash],
    { name: 'seamless_session' },
  );
  return rows[0] ?? null;
};

/**
 * No code changes a session's row in these columns or deletes it (one with transactions cannot be: they reference
 * it; a bet on a session deleted by hand is refused inside its statement, before the claim), so bet,
 * settle and rollback keep it for 10 minutes per process (only the game's display name, in the statement's
 * description, may be renamed meanwhile) and each makes one round trip: whether the session may still bet is
 * decided inside seamless_bet (server/sql/games); settle and rollback are owed whatever happened since. The 10,000
 * most recently used tokens are kept; an unknown token is never kept, so a new session is seen at once.
 */
const cachedGameSession = cachedPerDb(10 * 60_000, loadGameSession, 10_000);

export const findGameSession = (q: Queryable, token: string): Promise<GameSession | null> =>
  cachedGameSession(q, hashToken(token));

export type LiveGameSession = GameSession & {
  expired: boolean;
  /** The member session that launched it has ended (logout, password change or reset, expiry). */
  ended: boolean;
  member_active: boolean;
};

/** The game session behind a token, read now, with what decides whether it may still play (for balance). */
export const findLiveGameSession = async (q: Queryable, token: string): Promise<LiveGameSession | null> => {
  const { rows } = await q.query<LiveGameSession>(
    `SELECT s.id, s.member_id, s.wallet_id, s.provider_id, g.name AS game_name, g.code AS game_code,
            g.external_code AS game_external_code, s.expires_at <= now() AS expired,
            coalesce(ms.revoked_at IS NOT NULL OR ms.expires_at <= now(), false) AS ended,
            m.status = 'active' AS member_active
       FROM game_sessions s JOIN games g ON g.id = s.game_id JOIN members m ON m.id = s.member_id
       LEFT JOIN sessions ms ON ms.id = s.member_session_id
      WHERE s.token_hash = $1`,
    [hashToken(token)],
    { name: 'seamless_live_session' },
  );
  return rows[0] ?? null;
};

export type SeamlessTx = {
  id: number;
  kind: 'bet' | 'settle' | 'rollback' | 'tombstone';
  member_id: number;
  wallet_id: number;
  round_id: string;
  amount: number;
  ref_transaction_id: string | null;
  status: 'done' | 'rolled_back';
};

const txColumns = 'id, kind, member_id, wallet_id, round_id, amount, ref_transaction_id, status';

export type NewSeamlessTx = {
  providerId: number;
  transactionId: string;
  kind: SeamlessTx['kind'];
  session: GameSession;
  walletId?: number;
  roundId: string;
  gameCode: string;
  amount: number;
  ref?: string;
};

/**
 * Checks the session may still bet, claims a bet's transaction id and debits the member, in one statement and one
 * transaction of its own (seamless_bet, server/sql/games): the claim's id and the balance after the debit,
 * or null when the id was claimed before. A refusal (ACCOUNT_DISABLED, SEAMLESS_TOKEN_EXPIRED, before the claim;
 * INSUFFICIENT_FUNDS, ...) rejects as its AppError, and nothing was written.
 */
export const claimBet = async (
  q: Queryable,
  tx: Omit<NewSeamlessTx, 'kind' | 'walletId' | 'ref'>,
  ledger: ReturnType<typeof transferArgs>,
  /** The server's clock: the member's limits and exclusions are judged by it (migration 1000), the bet dated by it. */
  now: Date,
): Promise<{ id: number; balance: number } | null> => {
  try {
    const { rows } = await q.query<{ claim_id: number; balance_after: number }>(
      'SELECT claim_id, balance_after FROM seamless_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
      [
        tx.providerId,
        tx.transactionId,
        tx.session.id,
        tx.session.member_id,
        tx.session.wallet_id,
        tx.roundId,
        tx.gameCode,
        tx.amount,
        JSON.stringify(ledger),
        now,
      ],
      { name: 'seamless_bet' },
    );
    const row = rows[0];
    return row ? { id: row.claim_id, balance: row.balance_after } : null;
  } catch (error) {
    throw ledgerErrorOf(error);
  }
};

/**
 * Claims a rollback's transaction id, locks the bet it undoes (or tombstones an id never seen), refuses a settled
 * round, refunds the bet and marks it, in one statement and one transaction of its own (seamless_rollback,
 * server/sql/games, which says why this is as safe as the transaction it replaced): the claim's id and the
 * balance of the wallet concerned; null when the id was claimed before. `refund` is the refund without its payee
 * and amount (transferTemplate): the statement takes them from the bet it locked. A refusal rejects as its
 * AppError and writes nothing.
 */
export const claimRollback = async (
  q: Queryable,
  tx: Omit<NewSeamlessTx, 'kind' | 'walletId' | 'amount'> & { ref: string },
  refund: ReturnType<typeof transferTemplate>,
  /** The server's clock: the rollback and its refund are dated by it (migration 1032). */
  now: Date,
): Promise<{ id: number; balance: number } | null> => {
  try {
    const { rows } = await q.query<{ claim_id: number | null; balance: number | null }>(
      'SELECT claim_id, balance FROM seamless_rollback($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)',
      [
        tx.providerId,
        tx.transactionId,
        tx.session.id,
        tx.session.member_id,
        tx.session.wallet_id,
        tx.roundId,
        tx.gameCode,
        tx.ref,
        JSON.stringify(refund),
        now,
      ],
      { name: 'seamless_rollback' }, // every rollback: prepared once per connection
    );
    const row = rows[0];
    return row && row.claim_id !== null ? { id: row.claim_id, balance: row.balance ?? 0 } : null;
  } catch (error) {
    throw ledgerErrorOf(error);
  }
};

export const findTransaction = async (
  q: Queryable,
  providerId: number,
  transactionId: string,
  forUpdate = false,
): Promise<SeamlessTx | null> => {
  const { rows } = await q.query<SeamlessTx>(
    `SELECT ${txColumns} FROM seamless_transactions WHERE provider_id = $1 AND transaction_id = $2
     ${forUpdate ? 'FOR UPDATE' : ''}`,
    [providerId, transactionId],
    { name: forUpdate ? 'seamless_tx_locked' : 'seamless_tx' },
  );
  return rows[0] ?? null;
};

/** What a settlement's one statement answers (see claimSettle). */
export type SettleClaim = { id: number; balance: number } | { otherWallet: number } | null;

/**
 * Claims a settlement's transaction id, locks the round's bets, checks the round's cap and credits the member, in
 * one statement and one transaction of its own (seamless_settle, server/sql/games, which says why this is as safe
 * as the transaction it replaced): the claim's id and the balance after the credit; null when the id was claimed
 * before; `otherWallet` when the round's bets are in another wallet than `walletId` (nothing written: call again
 * with that wallet's ledger arguments). `ledger` is null for a zero settlement, which moves nothing. A refusal
 * rejects as its AppError and writes nothing; SEAMLESS_WIN_ABOVE_MAX carries the round's figures as its data.
 */
export const claimSettle = async (
  q: Queryable,
  tx: Omit<NewSeamlessTx, 'kind' | 'walletId' | 'ref'>,
  walletId: number,
  ledger: ReturnType<typeof transferArgs> | null,
  /** The server's clock: the settlement and its credit are dated by it (migration 1032). */
  now: Date,
  /** The bet the settlement names (Hub88's win): refused as SEAMLESS_BET_NOT_FOUND unless a live bet of the round. */
  reference: string | null = null,
): Promise<SettleClaim> => {
  try {
    const { rows } = await q.query<{ claim_id: number | null; balance: number | null }>(
      'SELECT claim_id, balance FROM seamless_settle($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)',
      [
        tx.providerId,
        tx.transactionId,
        tx.session.id,
        tx.session.member_id,
        tx.session.wallet_id,
        tx.roundId,
        tx.gameCode,
        tx.amount,
        walletId,
        ledger && JSON.stringify(ledger),
        now,
        reference,
      ],
      { name: 'seamless_settle' }, // every settlement: prepared once per connection
    );
    const row = rows[0];
    return row && row.claim_id !== null ? { id: row.claim_id, balance: row.balance ?? 0 } : null;
  } catch (error) {
    const message = error instanceof Error ? error.message : '';
    const other = /^seamless:wallet:(\d+)$/.exec(message);
    if (other) return { otherWallet: Number(other[1]) };
    if (message === 'ledger:SEAMLESS_WIN_ABOVE_MAX') {
      const detail = (error as { detail?: string }).detail ?? '{}';
      throw new AppError('SEAMLESS_WIN_ABOVE_MAX', JSON.parse(detail) as Record<string, number>);
    }
    throw ledgerErrorOf(error);
  }
};
