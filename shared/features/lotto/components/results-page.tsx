import { Link } from 'react-router-dom';
import { formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { useResultsQuery } from '@features/lotto/api/get-results';
import { resultView } from '@features/lotto/lib/result-view';
import { useLottoLinks } from '@features/lotto/links';
import { lottoText } from '@features/lotto/strings';
import { LottoJoin } from './lotto-join';
import { LottoNav } from './lotto-nav';
import type { PublicLottoPageProps } from './rates-page';
import { ResultNumbers } from './result-numbers';
import './lotto.css';

/**
 * /lotto/results: past results of every market, newest first; for a member a Yeekee round links to its shots and
 * check (the round's page is a member's).
 */
export const ResultsPage = ({ member, loginHref, onBack }: PublicLottoPageProps) => {
  const query = useResultsQuery();
  const links = useLottoLinks();
  return (
    <PageShell title={lottoText.resultsTitle} onBack={onBack}>
      <div className="lotto-page">
        <LottoNav active="results" guest={!member} />
        {!member && <LottoJoin loginHref={loginHref} />}
        {query.isPending ? (
          <LoadingBlock lines={6} />
        ) : query.isError ? (
          <ErrorBlock error={query.error} title={lottoText.loadFailed} onRetry={() => query.refetch()} />
        ) : query.data.length === 0 ? (
          <EmptyState title={lottoText.resultsEmpty} />
        ) : (
          query.data.map(({ round, result }) => (
            <section key={round.round_id} className="lotto-card" data-testid="result-round">
              <header className="lotto-card__head">
                <h2 className="lotto-card__title">
                  {round.market_name} · {round.title}
                </h2>
                <span className="lotto-muted">{formatThaiDateTime(round.result_at)}</span>
              </header>
              <ResultNumbers view={resultView(result)} />
              {member && round.market_type === 'yeekee' && (
                <Link className="lotto-link" to={links.round(round.round_id)}>
                  {lottoText.verifyYeekee}
                </Link>
              )}
            </section>
          ))
        )}
      </div>
    </PageShell>
  );
};
