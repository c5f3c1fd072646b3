import type { LottoRound } from '@contract/lotto';
import { formatCountdown, secondsLeft } from '@features/lotto/lib/countdown';
import { lottoText } from '@features/lotto/strings';

type RoundCountdownProps = { round: LottoRound; answeredAt: number; now: number };

/** "ปิดรับใน 05:09" while the round takes bets, by the server's clock; "ปิดรับแล้ว" after. */
export const RoundCountdown = ({ round, answeredAt, now }: RoundCountdownProps) => {
  const left = round.is_open ? secondsLeft(round.seconds_to_close, answeredAt, now) : 0;
  if (!round.is_open && round.status === 'open' && round.seconds_to_close > 0)
    return <span className="lotto-countdown lotto-countdown--wait">{lottoText.notOpenYet}</span>;
  if (left <= 0) return <span className="lotto-countdown lotto-countdown--closed">{lottoText.closed}</span>;
  return (
    <span className="lotto-countdown" data-testid="round-countdown">
      {lottoText.closesIn} <strong>{formatCountdown(left)}</strong>
    </span>
  );
};
