import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useRatesQuery } from '@features/lotto/api/get-rates';
import { lottoText } from '@features/lotto/strings';
import { LottoJoin } from './lotto-join';
import { LottoNav } from './lotto-nav';
import './lotto.css';

export type PublicLottoPageProps = {
  /** A guest sees the page too (the agent's rates, the published results), with the way to become a member. */
  member: boolean;
  /** The guest's way to log in and come back (the web); see LottoJoin. */
  loginHref?: string;
  onBack?: () => void;
};

/** /lotto/rates: what each bet type of each market pays per baht for this member's agent (a guest's: the site's). */
export const RatesPage = ({ member, loginHref, onBack }: PublicLottoPageProps) => {
  const query = useRatesQuery();
  return (
    <PageShell title={lottoText.ratesTitle} onBack={onBack}>
      <div className="lotto-page">
        <LottoNav active="rates" guest={!member} />
        {!member && <LottoJoin loginHref={loginHref} />}
        {query.isPending ? (
          <LoadingBlock lines={6} />
        ) : query.isError ? (
          <ErrorBlock error={query.error} title={lottoText.loadFailed} onRetry={() => query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState title={lottoText.ratesEmpty} />
        ) : (
          query.data.map((market) => (
            <section key={market.market_id} className="lotto-card" data-testid="rates-market">
              <h2 className="lotto-card__title">{market.market_name}</h2>
              <ul className="lotto-rates">
                {market.rates.map((rate) => (
                  <li key={rate.bet_type} className="lotto-rates__item">
                    <span>{rate.name}</span>
                    <strong>
                      {lottoText.perBaht} {rate.rate}
                    </strong>
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </PageShell>
  );
};
