import {
  HUB88_CURRENCY,
  satangOfUnits,
  unitsOfSatang,
  type Hub88Answer,
  type Hub88BetBody,
  type Hub88RollbackBody,
  type Hub88Status,
  type Hub88WinBody,
} from '@contract/games/hub88';
import { toBaht, toSatang } from '@contract/money';
import type { Db, Queryable } from '@server/db/db';
import { AppError } from '@server/http/app-error';
import { walletBalance } from '@server/ledger';
import * as seamless from '@server/games/seamless/seamless-service';
import type { GameSession, SeamlessProvider } from '@server/games/seamless/seamless-repository';
import { isReplayed } from '@server/games/seamless/replayed';
import { refused, sessionOf, type Echo } from './wire';

/**
 * Hub88's Wallet API on top of the seamless wallet (README.md): a bet is a seamless bet, a win a settlement, a
 * rollback a rollback, through the same service, statements, claim rows, ledger, limits and protection gates as
 * the built-in provider's calls. This file only translates: Hub88's fields and units in, the `RS_*` status and
 * Hub88's units out. No money is moved here.
 */

/** Our refusals (the catalogue's reasons) as the documented statuses. */
const statusOfReason: Record<string, Hub88Status> = {
  SEAMLESS_TOKEN_INVALID: 'RS_ERROR_INVALID_TOKEN',
  SEAMLESS_TOKEN_EXPIRED: 'RS_ERROR_TOKEN_EXPIRED',
  ACCOUNT_DISABLED: 'RS_ERROR_USER_DISABLED',
  SEAMLESS_INSUFFICIENT_FUNDS: 'RS_ERROR_NOT_ENOUGH_MONEY',
  SEAMLESS_DUPLICATE_TRANSACTION: 'RS_ERROR_DUPLICATE_TRANSACTION',
  // Not the session's game (an unknown code is not it either), or one its wallet may not play.
  SEAMLESS_GAME_MISMATCH: 'RS_ERROR_INVALID_GAME',
  WALLET_NOT_PLAYABLE: 'RS_ERROR_INVALID_GAME',
  // "disabled or locked and can't place any new bets": a time-out or a self-exclusion.
  PLAYER_TIMED_OUT: 'RS_ERROR_USER_DISABLED',
  PLAYER_SELF_EXCLUDED: 'RS_ERROR_USER_DISABLED',
  PLAYER_LOSS_LIMIT: 'RS_ERROR_LIMIT_REACHED',
  PLAYER_SESSION_LIMIT: 'RS_ERROR_LIMIT_REACHED',
  // A win whose round has no live bet: its bet never came or was rolled back.
  SEAMLESS_BET_NOT_FOUND: 'RS_ERROR_TRANSACTION_DOES_NOT_EXIST',
};

const statusOf = (error: unknown): Hub88Status =>
  error instanceof AppError ? (statusOfReason[error.reason] ?? 'RS_ERROR_UNKNOWN') : 'RS_ERROR_UNKNOWN';

/** The balance a transaction's own ledger transfer left: the same for the first answer and every replay. */
const balanceAfter = async (q: Queryable, key: string): Promise<number | null> => {
  const { rows } = await q.query<{ balance_after: number }>(
    `SELECT e.balance_after FROM ledger_transfers t JOIN ledger_entries e ON e.transfer_id = t.id
      WHERE t.idem_key = $1 AND e.balance_after IS NOT NULL LIMIT 1`,
    [key],
    { name: 'hub88_balance_after' },
  );
  return rows[0] ? Number(rows[0].balance_after) : null;
};

const accepted = async (
  q: Queryable,
  body: Echo,
  ledgerKey: string,
  answer: { balance: number },
): Promise<Hub88Answer> => ({
  ...refused(body, 'RS_OK'),
  currency: HUB88_CURRENCY,
  // A transaction that moved money answers the balance its transfer left: the first call's statement returned it
  // (one round trip); a duplicate reads it back by the transfer's key, so it is answered like the first. One that
  // moved none (a zero win, a rollback of a bet never seen) answers the balance now.
  balance: unitsOfSatang(
    (isReplayed(answer) ? await balanceAfter(q, ledgerKey) : null) ?? toSatang(answer.balance),
  ),
});

/** The amount in baht for the seamless service, or null when it is not a whole number of satang. */
const bahtOfUnits = (units: number) => {
  const satang = satangOfUnits(units);
  return satang === null ? null : toBaht(satang);
};

export const userBalance = async (
  db: Db,
  provider: SeamlessProvider,
  body: Echo & { token: string },
): Promise<Hub88Answer> => {
  if (!(await sessionOf(db, provider, body))) return refused(body, 'RS_ERROR_INVALID_TOKEN');
  try {
    const answer = await seamless.balance(db, provider, { token: body.token, timestamp: 0 });
    return {
      ...refused(body, 'RS_OK'),
      currency: HUB88_CURRENCY,
      balance: unitsOfSatang(toSatang(answer.balance)),
    };
  } catch (error) {
    return refused(body, statusOf(error));
  }
};

const notEnoughMoney = async (q: Queryable, body: Echo, session: GameSession): Promise<Hub88Answer> => ({
  ...refused(body, 'RS_ERROR_NOT_ENOUGH_MONEY'),
  currency: HUB88_CURRENCY,
  balance: unitsOfSatang((await walletBalance(q, session.wallet_id)) ?? 0),
});

/** A bet's or a win's token session and amount in baht, or the status that refuses it before any money call. */
const admitted = async (
  db: Db,
  provider: SeamlessProvider,
  body: Hub88BetBody | Hub88WinBody,
): Promise<{ session: GameSession; amount: number } | Hub88Status> => {
  const session = await sessionOf(db, provider, body);
  if (!session) return 'RS_ERROR_INVALID_TOKEN';
  if (body.currency !== HUB88_CURRENCY) return 'RS_ERROR_WRONG_CURRENCY';
  const amount = bahtOfUnits(body.amount);
  if (amount === null) return 'RS_ERROR_WRONG_TYPES';
  return { session, amount };
};

/**
 * The game as the seamless service and every reader of play know it: Hub88 names the session's game by its own id
 * (`games.external_code`), which becomes our code here, so the claim row carries our code and `member_play` finds
 * its category (turnover, cashback, quests, loss limits). Another game is passed on as sent, and refused as not
 * the session's (RS_ERROR_INVALID_GAME).
 */
const ourGameCode = (session: GameSession, hub88Code: string) =>
  hub88Code === session.game_external_code ? session.game_code : hub88Code;

/** The seamless service's call of a bet or a win, in its own words. */
const moneyCall = (session: GameSession, body: Hub88BetBody | Hub88WinBody, amount: number) =>
  ({
    token: body.token,
    transaction_id: body.transaction_uuid,
    round_id: body.round,
    game_id: ourGameCode(session, body.game_code),
    amount,
    currency: HUB88_CURRENCY,
    timestamp: 0,
  }) as const;

/**
 * One money call answered: RS_OK with the balance its ledger transfer left (`ledgerKey`), or the status of the
 * refusal (`onRefusal` may answer one differently).
 */
const answerOf = async (
  db: Db,
  body: Echo,
  ledgerKey: string,
  call: () => Promise<{ balance: number }>,
  onRefusal?: (status: Hub88Status) => Promise<Hub88Answer> | undefined,
): Promise<Hub88Answer> => {
  try {
    return await accepted(db, body, ledgerKey, await call());
  } catch (error) {
    const status = statusOf(error);
    return (await onRefusal?.(status)) ?? refused(body, status);
  }
};

export const bet = async (
  db: Db,
  provider: SeamlessProvider,
  body: Hub88BetBody,
  now: Date,
): Promise<Hub88Answer> => {
  const admission = await admitted(db, provider, body);
  if (typeof admission === 'string') return refused(body, admission);
  const { session, amount } = admission;
  // Free bets (Hub88's Freebets API) are not offered yet: one is refused, never debited as a paid bet.
  if (amount <= 0 || body.is_free === true) return refused(body, 'RS_ERROR_WRONG_TYPES');
  return answerOf(
    db,
    body,
    seamless.ledgerKey(provider, 'bet', body.transaction_uuid),
    () => seamless.bet(db, provider, moneyCall(session, body, amount), now),
    (status) => (status === 'RS_ERROR_NOT_ENOUGH_MONEY' ? notEnoughMoney(db, body, session) : undefined),
  );
};

/**
 * A win pays the round of the bet it names. The documentation: a win whose bet "can't be found on Operator's
 * side (wasn't processed or was rolled back)" is RS_ERROR_TRANSACTION_DOES_NOT_EXIST; the token's expiry is not
 * checked (a win may come long after the bet).
 */
export const win = async (
  db: Db,
  provider: SeamlessProvider,
  body: Hub88WinBody,
  now: Date,
): Promise<Hub88Answer> => {
  const admission = await admitted(db, provider, body);
  if (typeof admission === 'string') return refused(body, admission);
  const { session, amount } = admission;
  // The named bet (a live bet of this member's round) is checked by the settlement's statement, under the
  // round's lock: SEAMLESS_BET_NOT_FOUND otherwise, RS_ERROR_TRANSACTION_DOES_NOT_EXIST.
  return answerOf(db, body, seamless.ledgerKey(provider, 'settle', body.transaction_uuid), () =>
    seamless.settle(db, provider, moneyCall(session, body, amount), now, body.reference_transaction_uuid),
  );
};

/**
 * A rollback refunds the bet it names. A bet never seen is recorded (a tombstone) so that it can never land
 * afterwards, and answered RS_OK, as the documentation asks ("If you received rollback request and can't find
 * the transaction to roll back, respond RS_OK"). The token's expiry is not checked.
 */
export const rollback = async (
  db: Db,
  provider: SeamlessProvider,
  body: Hub88RollbackBody,
  now: Date,
): Promise<Hub88Answer> => {
  const session = await sessionOf(db, provider, body);
  if (!session) return refused(body, 'RS_ERROR_INVALID_TOKEN');
  const call = {
    token: body.token,
    transaction_id: body.transaction_uuid,
    ref_transaction_id: body.reference_transaction_uuid,
    round_id: body.round,
    game_id: ourGameCode(session, body.game_code),
    timestamp: 0,
  };
  return answerOf(db, body, seamless.ledgerKey(provider, 'rollback', body.reference_transaction_uuid), () =>
    seamless.rollback(db, provider, call, now),
  );
};
