import { z } from 'zod';
import { isBahtAmount } from './money';

/**
 * The seamless-wallet protocol between a game provider and the platform (see briefs/seamless-protocol and
 * DOMAIN.md "Seamless wallet"). The provider POSTs JSON to `/api/seamless/<provider>/<call>` with the headers
 * below; the platform answers its usual envelope with `data = { balance, transaction_id }` (and, to a balance
 * call, `player_ref`).
 */
export const SEAMLESS_SIGNATURE_HEADER = 'x-signature';
export const SEAMLESS_TIMESTAMP_HEADER = 'x-timestamp';
/** A request whose timestamp is further than this from the platform's clock is refused (replay window). */
export const SEAMLESS_WINDOW_MS = 5 * 60 * 1000;
export type SeamlessCall = 'balance' | 'bet' | 'settle' | 'rollback';

/** The path a provider calls: `seamlessPath('builtin', 'bet')` -> `/api/seamless/builtin/bet`. */
export const seamlessPath = (provider: string, call: SeamlessCall) => `/api/seamless/${provider}/${call}`;

const token = z.string().min(1).max(200);
const txId = z.string().min(1).max(100);
const roundId = z.string().min(1).max(100);
const gameId = z.string().min(1).max(100);
const timestamp = z.number().int().positive();
const currency = z.literal('THB');
/** Baht with at most two decimals; more decimals are refused, never rounded. */
const baht = z.number().refine(isBahtAmount, 'amount must be baht with at most two decimals');

export const seamlessBalanceBody = z.object({ token, timestamp });
export type SeamlessBalanceBody = z.infer<typeof seamlessBalanceBody>;

export const seamlessBetBody = z.object({
  token,
  transaction_id: txId,
  round_id: roundId,
  game_id: gameId,
  amount: baht.refine((value) => value > 0, 'a bet amount must be above 0'),
  currency,
  timestamp,
});
export type SeamlessBetBody = z.infer<typeof seamlessBetBody>;

export const seamlessSettleBody = z.object({
  token,
  transaction_id: txId,
  round_id: roundId,
  game_id: gameId,
  /** The win, 0 for a lost round (a settlement still closes the round). */
  amount: baht.refine((value) => value >= 0, 'a settlement amount must not be negative'),
  currency,
  timestamp,
});
export type SeamlessSettleBody = z.infer<typeof seamlessSettleBody>;

export const seamlessRollbackBody = z.object({
  token,
  /** The rollback's own id. */
  transaction_id: txId,
  /** The bet to undo. */
  ref_transaction_id: txId,
  round_id: roundId,
  game_id: gameId,
  timestamp,
});
export type SeamlessRollbackBody = z.infer<typeof seamlessRollbackBody>;

/** `data` of every successful answer; `balance` in baht (the wallet bound to the game session). */
export const seamlessAnswer = z.object({
  balance: z.number(),
  /** The platform's id of the processed transaction (the caller's id echoed for balance calls: ''). */
  transaction_id: z.string(),
});
export type SeamlessAnswer = z.infer<typeof seamlessAnswer>;

/**
 * `data` of a balance answer: the above and the player behind the token, as real seamless operators answer
 * their authenticate call. `player_ref` is the same for every game session of one member with one provider,
 * differs between members and between providers, and tells nothing of the member (an HMAC under a secret only
 * the platform holds): a provider keys its own per-player data (history, seeds) on it instead of on the token,
 * which changes at every launch. Optional: a platform that sends none leaves each session a player of its own.
 */
export const seamlessBalanceAnswer = seamlessAnswer.extend({
  player_ref: z.string().min(1).max(200).optional(),
});
export type SeamlessBalanceAnswer = z.infer<typeof seamlessBalanceAnswer>;

/** The protocol's refusal codes (also in `errors.ts`), for providers that branch on them. */
export const SEAMLESS_ERROR = {
  badSignature: 4101,
  tokenInvalid: 4102,
  tokenExpired: 4103,
  insufficientFunds: 4104,
  duplicateTransaction: 4105,
  betNotFound: 4106,
  roundSettled: 4107,
  transactionRolledBack: 4108,
  staleTimestamp: 4109,
  providerUnknown: 4110,
  /** The round's settlements would pay more than the game's maximum win: refused, nothing paid, under review. */
  winAboveMax: 4111,
  /** The bet names another game than the session's, or a category its wallet may not play. */
  gameMismatch: 4112,
} as const;
