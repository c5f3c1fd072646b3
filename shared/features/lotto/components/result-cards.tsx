import { formatBaht } from '@lib/format';
import { lottoText } from '@features/lotto/strings';
import './lotto.css';

/** SPEC §2 winning card: what the bill paid, already in the wallet. */
export const WinningCard = ({ payout }: { payout: number }) => (
  <section className="lotto-result-card lotto-result-card--win" data-testid="winning-card" role="status">
    <div className="lotto-result-card__icon" aria-hidden>
      🏆
    </div>
    <h2>{lottoText.winTitle}</h2>
    <p>{lottoText.winBody(formatBaht(payout))}</p>
  </section>
);

/** SPEC §2 losing card: kind, brief, and no pressure to chase the loss. */
export const LosingCard = () => (
  <section className="lotto-result-card lotto-result-card--lose" data-testid="losing-card" role="status">
    <div className="lotto-result-card__icon" aria-hidden>
      🍀
    </div>
    <h2>{lottoText.loseTitle}</h2>
    <p>{lottoText.loseBody}</p>
  </section>
);
