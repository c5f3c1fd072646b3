import type { ResultView } from '@features/lotto/lib/result-view';
import { lottoText } from '@features/lotto/strings';
import './lotto.css';

/** A round's result as boxes of numbers, or "รอผล", or the refund notice of a Yeekee round without a result. */
export const ResultNumbers = ({ view }: { view: ResultView }) => {
  if (view.kind === 'pending') return <p className="lotto-muted">{lottoText.resultPending}</p>;
  if (view.kind === 'no_result') return <p className="lotto-muted">{lottoText.verifyTooFew}</p>;
  return (
    <ul className="lotto-result" data-testid="result-numbers">
      {view.items.map((item) => (
        <li key={item.label} className="lotto-result__item">
          <span className="lotto-muted">{item.label}</span>
          <strong>{item.value}</strong>
        </li>
      ))}
    </ul>
  );
};
