import type { Db, Queryable } from '@server/db/db';
import { AppError } from '@server/http/app-error';

/** What a round may be paid and what it would be paid with this settlement (satang). */
type RoundCap = { staked: number; cap: number; settled: number };

/** Facts of a refused settlement, carried by its error to `recordSettleReview`. */
export type CapBreach = RoundCap & {
  providerId: number;
  transactionId: string;
  memberId: number;
  roundId: string;
  gameCode: string;
  amount: number;
};

/**
 * The round's cap: each live bet times the maximum win of the game its session was opened for (the catalogue's
 * `max_win_multiplier`, never what the provider's request claims), and what its settlements add up to,
 * including the one this transaction has just claimed. Called after `lockRoundBets`, so settlements of one
 * round take turns and each sees the ones before it.
 */
const roundCap = async (q: Queryable, providerId: number, memberId: number, roundId: string) => {
  const { rows } = await q.query<RoundCap>(
    `SELECT coalesce(sum(t.amount) FILTER (WHERE t.kind = 'bet'), 0)::bigint AS staked,
            coalesce(sum(floor(t.amount * g.max_win_multiplier)) FILTER (WHERE t.kind = 'bet'), 0)::bigint AS cap,
            coalesce(sum(t.amount) FILTER (WHERE t.kind = 'settle'), 0)::bigint AS settled
       FROM seamless_transactions t
       JOIN game_sessions s ON s.id = t.session_id
       JOIN games g ON g.id = s.game_id
      WHERE t.provider_id = $1 AND t.member_id = $2 AND t.round_id = $3
        AND ((t.kind = 'bet' AND t.status = 'done') OR t.kind = 'settle')`,
    [providerId, memberId, roundId],
    { name: 'seamless_round_cap' }, // every settlement: prepared once per connection
  );
  const row = rows[0]!;
  return { staked: Number(row.staked), cap: Number(row.cap), settled: Number(row.settled) };
};

/**
 * Refuses (SEAMLESS_WIN_ABOVE_MAX) a settlement that would take the round's payments above its cap. The whole
 * settlement is refused, not cut to the cap: provider and platform then agree that nothing was paid, and the
 * provider's usual answer to an undeliverable win (rolling the bet back) returns only the stake.
 */
export const requireWithinCap = async (q: Queryable, claim: Omit<CapBreach, keyof RoundCap>) => {
  const round = await roundCap(q, claim.providerId, claim.memberId, claim.roundId);
  if (round.settled > round.cap) throw new AppError('SEAMLESS_WIN_ABOVE_MAX', { ...claim, ...round });
};

/** The refused settlement, kept for staff after its transaction rolled back (a retry counts an attempt). */
export const recordSettleReview = async (db: Db, breach: CapBreach) => {
  await db.query(
    `INSERT INTO seamless_settle_reviews (provider_id, transaction_id, member_id, round_id, game_code, amount,
                                          settled_before, staked, cap)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT (provider_id, transaction_id)
       DO UPDATE SET attempts = seamless_settle_reviews.attempts + 1, updated_at = now()`,
    [
      breach.providerId,
      breach.transactionId,
      breach.memberId,
      breach.roundId,
      breach.gameCode,
      breach.amount,
      breach.settled - breach.amount,
      breach.staked,
      breach.cap,
    ],
  );
};
