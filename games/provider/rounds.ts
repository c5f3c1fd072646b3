import { randomUUID } from 'node:crypto';
import { errorCatalogue, type ErrorName } from '@contract/errors';
import { SEAMLESS_ERROR } from '@contract/seamless';
import { fairRng } from '@games/fair/fair';
import type { Rng } from '@games/fair/rng';
import type { ProviderContext } from './context';
import { GameError } from './game-error';
import { walletOf, type Player } from './players';
import { SeamlessUnavailable } from './seamless-client';
import { takeNonce } from './seeds';
import type { GameWallet, MoveResult, WalletMove } from './wallets';

/** How long the request that opened a round owns it before the sweeper may take it over. */
const CLAIM_MS = 60_000;

export const moves = (roundId: string, gameId: string) => ({
  bet: { transactionId: `${roundId}:bet`, roundId, gameId } satisfies WalletMove,
  win: { transactionId: `${roundId}:win`, roundId, gameId } satisfies WalletMove,
  rollback: { transactionId: `${roundId}:rollback`, roundId, gameId } satisfies WalletMove,
});

const at = (ms: number) => new Date(ms).toISOString();

const setStatus = (
  ctx: ProviderContext,
  id: string,
  status: string,
  extra: { error?: string; claimed?: boolean } = {},
) =>
  ctx.db.query(
    `UPDATE gp_rounds SET status = $2, last_error = COALESCE($3, last_error),
       claimed_until = CASE WHEN $4 THEN claimed_until ELSE NULL END,
       settled_at = CASE WHEN $2 = 'settled' THEN $5::timestamptz ELSE settled_at END
     WHERE id = $1`,
    [id, status, extra.error ?? null, extra.claimed ?? false, at(ctx.now())],
  );

/**
 * Undoes a bet the provider could not complete. A rollback the platform refuses because the round is settled
 * means the settlement did arrive; any other answer leaves the bet undone (an unknown bet becomes a tombstone).
 */
export const rollbackRound = async (
  ctx: ProviderContext,
  wallet: GameWallet,
  roundId: string,
  gameId: string,
) => {
  const m = moves(roundId, gameId);
  try {
    const answer = await wallet.rollback(m.rollback, m.bet.transactionId);
    if (!answer.ok && answer.code === SEAMLESS_ERROR.roundSettled) {
      await setStatus(ctx, roundId, 'settled');
      return 'settled' as const;
    }
    await setStatus(ctx, roundId, 'rolled_back', {
      error: answer.ok ? undefined : `rollback ${answer.code}`,
    });
    return 'rolled_back' as const;
  } catch (error) {
    if (!(error instanceof SeamlessUnavailable)) throw error;
    await setStatus(ctx, roundId, 'rollback_pending', { error: error.message });
    return 'pending' as const;
  }
};

const playerRefusal = (code: number) =>
  (Object.keys(errorCatalogue) as ErrorName[]).find(
    (name) => name.startsWith('PLAYER_') && errorCatalogue[name].code === code,
  );

const refusal = (answer: Extract<MoveResult, { ok: false }>): GameError => {
  if (answer.code === SEAMLESS_ERROR.insufficientFunds) return new GameError('GP_INSUFFICIENT_FUNDS');
  if (answer.code === SEAMLESS_ERROR.tokenExpired) return new GameError('SEAMLESS_TOKEN_EXPIRED');
  if (answer.code === SEAMLESS_ERROR.tokenInvalid) return new GameError('GP_SESSION_INVALID');
  // The member's own protection (a limit, a time-out, self-exclusion): shown as the wallet said it, with its code.
  const protection = playerRefusal(answer.code);
  if (protection) return new GameError(protection, answer.message);
  return new GameError('GP_WALLET_UNAVAILABLE', answer.message);
};

/** Debits the stake of a round already written as 'open'; on failure the round ends refused or rolled back. */
const placeBet = async (
  ctx: ProviderContext,
  wallet: GameWallet,
  roundId: string,
  gameId: string,
  stake: number,
) => {
  let answer: MoveResult;
  try {
    answer = await wallet.bet(moves(roundId, gameId).bet, stake);
  } catch (error) {
    if (!(error instanceof SeamlessUnavailable)) throw error;
    // The debit may have landed without our hearing of it: undo it (or tombstone it) before giving up.
    await rollbackRound(ctx, wallet, roundId, gameId);
    throw new GameError('GP_WALLET_UNAVAILABLE');
  }
  if (!answer.ok) {
    await setStatus(ctx, roundId, 'refused', { error: `bet ${answer.code}` });
    throw refusal(answer);
  }
  return answer.balance;
};

export type InstantPlay<T> = { win: number; outcome: T };

/**
 * One instant round (slot spin, roulette spin, fishing shot): take a nonce, compute the outcome, record it,
 * debit the stake, credit the win. If the win cannot be delivered after the client's retries, the bet is rolled
 * back and the member told so; the outcome stays recorded for verification either way.
 */
export const playInstant = async <T>(
  ctx: ProviderContext,
  player: Player,
  gameCode: string,
  stake: number,
  detail: Record<string, unknown>,
  play: (rng: Rng) => InstantPlay<T>,
) => {
  const roundId = randomUUID();
  const seed = await ctx.db.tx((q) => takeNonce(q, player.id));
  const result = play(
    fairRng({ serverSeed: seed.server_seed, clientSeed: seed.client_seed, nonce: seed.nonce }),
  );
  await ctx.db.query(
    `INSERT INTO gp_rounds (id, player_id, game_code, kind, seed_id, nonce, bet_satang, win_satang, detail, status,
       settle_at, claimed_until)
     VALUES ($1, $2, $3, 'instant', $4, $5, $6, $7, $8, 'open', $9, $10)`,
    [
      roundId,
      player.id,
      gameCode,
      seed.id,
      seed.nonce,
      stake,
      result.win,
      JSON.stringify({ ...detail, client_seed: seed.client_seed, outcome: result.outcome }),
      at(ctx.now()),
      at(ctx.now() + CLAIM_MS),
    ],
  );
  const wallet = walletOf(ctx.db, ctx.client, player);
  await placeBet(ctx, wallet, roundId, gameCode, stake);
  await setStatus(ctx, roundId, 'placed', { claimed: true });

  let settled: MoveResult;
  try {
    settled = await wallet.settle(moves(roundId, gameCode).win, result.win);
  } catch (error) {
    if (!(error instanceof SeamlessUnavailable)) throw error;
    settled = { ok: false, code: 0, message: error.message };
  }
  if (!settled.ok) {
    const after = await rollbackRound(ctx, wallet, roundId, gameCode);
    if (after !== 'settled') throw new GameError('GP_ROUND_REFUNDED');
    settled = await wallet.balance().catch((): MoveResult => ({ ok: false, code: 0, message: 'balance' }));
  }
  await setStatus(ctx, roundId, 'settled');
  return {
    round_id: roundId,
    nonce: seed.nonce,
    server_seed_hash: seed.server_seed_hash,
    client_seed: seed.client_seed,
    win: result.win,
    outcome: result.outcome,
    balance: settled.ok ? settled.balance : null,
  };
};

/**
 * A bet on a scheduled event (a baccarat hand, a football match): debited now, settled by the sweeper once the
 * result time has passed, even if the page has closed (the platform accepts settlements after token expiry).
 */
export const placeScheduledBet = async (
  ctx: ProviderContext,
  player: Player,
  gameCode: string,
  stake: number,
  detail: Record<string, unknown>,
  settleAtMs: number,
) => {
  const roundId = randomUUID();
  await ctx.db.query(
    `INSERT INTO gp_rounds (id, player_id, game_code, kind, bet_satang, detail, status, settle_at, claimed_until)
     VALUES ($1, $2, $3, 'scheduled', $4, $5, 'open', $6, $7)`,
    [roundId, player.id, gameCode, stake, JSON.stringify(detail), at(settleAtMs), at(ctx.now() + CLAIM_MS)],
  );
  const wallet = walletOf(ctx.db, ctx.client, player);
  const balance = await placeBet(ctx, wallet, roundId, gameCode, stake);
  await setStatus(ctx, roundId, 'placed');
  return { round_id: roundId, balance };
};
