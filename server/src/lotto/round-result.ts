import {
  outcomeOfDraw,
  outcomeOfYeekee,
  winningNumbers,
  type DrawResult,
  type OutcomeBetType,
} from './outcome';
import type { YeekeeComputation } from './yeekee-result';

/**
 * The confirmed result as stored in `lotto_rounds.result` (jsonb, snake_case as published):
 * a draw entered by staff and confirmed by a second staff member, a Yeekee result computed at close with its
 * arithmetic, or no result (a Yeekee round with fewer than 20 shots): then every bill is refunded.
 */
export type StoredResult =
  | { kind: 'draw'; first_prize: string; front3: string[]; back3: string[]; bottom2: string }
  | {
      kind: 'yeekee';
      shot_count: number;
      sum: string;
      subtracted: string;
      subtracted_seq: number;
      result: string;
      top3: string;
      bottom2: string;
    }
  | { kind: 'no_result'; shot_count: number; sum: string };

export const storedDraw = (draw: DrawResult): StoredResult => ({
  kind: 'draw',
  first_prize: draw.firstPrize,
  front3: draw.front3,
  back3: draw.back3,
  bottom2: draw.bottom2,
});

export const storedYeekee = (computed: YeekeeComputation): StoredResult => {
  if (computed.kind === 'too_few_shots')
    return { kind: 'no_result', shot_count: computed.shotCount, sum: computed.sum.toString() };
  const outcome = outcomeOfYeekee(computed.result);
  return {
    kind: 'yeekee',
    shot_count: computed.shotCount,
    sum: computed.sum.toString(),
    subtracted: computed.subtracted.toString().padStart(5, '0'),
    subtracted_seq: computed.subtractedSeq,
    result: computed.result.toString(),
    top3: outcome.top3,
    bottom2: outcome.bottom2,
  };
};

/** What settlement does with a stored result: refund everything, or pay the lines on these numbers. */
export type SettlementPlan = { refund: true } | { refund: false; winning: Record<OutcomeBetType, string[]> };

export const settlementPlan = (stored: StoredResult): SettlementPlan => {
  switch (stored.kind) {
    case 'no_result':
      return { refund: true };
    case 'yeekee':
      return { refund: false, winning: winningNumbers(outcomeOfYeekee(BigInt(stored.result))) };
    case 'draw':
      return {
        refund: false,
        winning: winningNumbers(
          outcomeOfDraw({
            firstPrize: stored.first_prize,
            front3: stored.front3,
            back3: stored.back3,
            bottom2: stored.bottom2,
          }),
        ),
      };
  }
};
