import { lottoText } from '@features/lotto/strings';
import './lotto.css';

/**
 * "นับยอดเมื่อปิดรับแทง": a bill still cancellable counts toward no turnover, cashback, win/loss, points, quest or
 * commission, so the bet and bills screens say when it starts to count.
 */
export const CountsNote = () => (
  <p className="lotto-note" data-testid="lotto-counts-note">
    <strong>{lottoText.countsWhenClosed}</strong> {lottoText.countsWhenClosedDetail}
  </p>
);
