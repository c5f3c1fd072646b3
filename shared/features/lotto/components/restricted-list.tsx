import type { RoundDetail } from '@contract/lotto';
import { lottoText } from '@features/lotto/strings';
import './lotto.css';

/** The round's restricted (เลขอั้น) and sold-out (เลขเต็ม) numbers, so a member sees them before betting. */
export const RestrictedList = ({ round }: { round: RoundDetail }) => {
  if (round.restricted.length === 0 && round.sold_out.length === 0) return null;
  return (
    <section className="lotto-card" data-testid="restricted-list">
      <h3 className="lotto-card__title">{lottoText.restricted}</h3>
      <ul className="lotto-chips">
        {round.restricted.map((r) => (
          <li key={`r:${r.bet_type}:${r.number}`} className="lotto-chip lotto-chip--static">
            {lottoText.betType[r.bet_type]} {r.number}{' '}
            {r.mode === 'closed' ? lottoText.closedNumber : lottoText.reducedRate(String(r.rate ?? ''))}
          </li>
        ))}
        {round.sold_out.map((s) => (
          <li
            key={`s:${s.bet_type}:${s.number}`}
            className="lotto-chip lotto-chip--static lotto-chip--danger"
          >
            {lottoText.betType[s.bet_type]} {s.number} {lottoText.soldOut}
          </li>
        ))}
      </ul>
    </section>
  );
};
