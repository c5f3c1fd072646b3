import type { Db } from '@server/db/db';

/** What a round may be paid and what it would be paid with this settlement (satang). */
type RoundCap = { staked: number; cap: number; settled: number };

/** Facts of a refused settlement, carried by its error (the round's figures) to `recordSettleReview`. */
export type CapBreach = RoundCap & {
  providerId: number;
  transactionId: string;
  memberId: number;
  roundId: string;
  gameCode: string;
  amount: number;
};

// The round's cap is checked inside seamless_settle (server/sql/games), under the round's lock: each live bet times
// the maximum win of the game its session was opened for (the catalogue's `max_win_multiplier`, never what the
// provider's request claims), against what its settlements add up to, the one being claimed included. The whole
// settlement is refused, not cut to the cap: provider and platform then agree that nothing was paid, and the
// provider's usual answer to an undeliverable win (rolling the bet back) returns only the stake.

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
