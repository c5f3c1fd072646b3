import type { CashbackProgram } from '@contract/rewards/cashback';
import { formatBaht } from '@lib/format';
import { cashbackText } from '@features/cashback/strings';

/** One cashback programme: the daily rate per game category, its minimum and cap. */
export const RatesCard = ({ program }: { program: CashbackProgram }) => (
  <section className="cashback-card" data-testid="cashback-program">
    <h2 className="cashback-card__title">{program.name}</h2>
    {program.description && <p className="cashback-card__note">{program.description}</p>}
    <p className="cashback-card__note">{cashbackText.ratesHeading}</p>
    <ul className="cashback-rates">
      {program.rates.map((rate) => (
        <li key={rate.category}>
          <span>{cashbackText.category[rate.category]}</span>
          <strong>{rate.percent}%</strong>
        </li>
      ))}
    </ul>
    <p className="cashback-card__note">{cashbackText.cashbackHow}</p>
    {program.min_payout > 0 && (
      <p className="cashback-card__note">{cashbackText.minPayout(formatBaht(program.min_payout))}</p>
    )}
    {program.max_payout !== null && (
      <p className="cashback-card__note">{cashbackText.maxPayout(formatBaht(program.max_payout))}</p>
    )}
    {program.terms && <p className="cashback-card__note">{program.terms}</p>}
  </section>
);
