import type { LottoRound } from '@contract/lotto';
import { formatCountdown, secondsLeft } from '@features/lotto/lib/countdown';
import { roundPhase, secondsToOpen } from '@features/lotto/lib/round-phase';
import { lottoText } from '@features/lotto/strings';

type RoundCountdownProps = { round: LottoRound; answeredAt: number; now: number };

/**
 * "ปิดรับใน 05:09" while the round takes bets, by the server's clock; "เปิดรับใน 12:00" before it opens;
 * "ปิดรับแล้ว" after.
 */
export const RoundCountdown = ({ round, answeredAt, now }: RoundCountdownProps) => {
  const phase = roundPhase(round);
  if (phase === 'upcoming') {
    const toOpen = secondsToOpen(round, answeredAt, now);
    return (
      <span className="lotto-countdown lotto-countdown--wait" data-testid="round-countdown">
        {toOpen > 0 ? (
          <>
            {lottoText.opensIn} <strong>{formatCountdown(toOpen)}</strong>
          </>
        ) : (
          lottoText.notOpenYet
        )}
      </span>
    );
  }
  const left = phase === 'open' ? secondsLeft(round.seconds_to_close, answeredAt, now) : 0;
  if (left <= 0) return <span className="lotto-countdown lotto-countdown--closed">{lottoText.closed}</span>;
  return (
    <span className="lotto-countdown" data-testid="round-countdown">
      {lottoText.closesIn} <strong>{formatCountdown(left)}</strong>
    </span>
  );
};
