import type { LottoRound } from '@contract/lotto';
import { secondsLeft } from './countdown';

/** Where a round stands for the member: bets and shots not taken yet, taken now, or no longer. */
export type RoundPhase = 'upcoming' | 'open' | 'closed';

/** The server says `is_open` false both before open_at and after close_at; only a round still to close is upcoming. */
export const roundPhase = (round: LottoRound): RoundPhase => {
  if (round.is_open) return 'open';
  return round.status === 'open' && round.seconds_to_close > 0 ? 'upcoming' : 'closed';
};

/**
 * Seconds until an upcoming round opens, on the server's clock: its answer said how long until close, and the
 * round's own length (close_at - open_at) is the rest.
 */
export const secondsToOpen = (round: LottoRound, answeredAt: number, now: number) => {
  const length = Math.round((Date.parse(round.close_at) - Date.parse(round.open_at)) / 1000);
  return secondsLeft(round.seconds_to_close - length, answeredAt, now);
};
