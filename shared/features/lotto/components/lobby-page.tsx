import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { PageShell } from '@ui/page-shell';
import { formatThaiDateTime } from '@lib/format';
import { useLobbyQuery } from '@features/lotto/api/get-lobby';
import { useNow } from '@features/lotto/hooks/use-now';
import { useLottoLinks } from '@features/lotto/links';
import { roundLoaded } from '@features/lotto/stores/bill-store';
import { lottoText } from '@features/lotto/strings';
import { LottoNav } from './lotto-nav';
import { RoundCountdown } from './round-countdown';
import './lotto.css';

/** /lotto/lobby: every market with its current and next rounds, each counting down to its close. */
export const LobbyPage = () => {
  const query = useLobbyQuery();
  const links = useLottoLinks();
  const now = useNow();
  // SPEC §4: loading the list of rounds clears the cached bill and bill input.
  useEffect(() => roundLoaded(null), []);

  return (
    <PageShell title={lottoText.lobbyTitle}>
      <div className="lotto-page">
        <LottoNav active="lobby" />
        {query.isPending ? (
          <LoadingBlock lines={6} />
        ) : query.isError ? (
          <ErrorBlock error={query.error} title={lottoText.loadFailed} onRetry={() => query.refetch()} />
        ) : query.data.markets.length === 0 ? (
          <EmptyState title={lottoText.noMarkets} description={lottoText.noRoundsHint} />
        ) : (
          query.data.markets.map((market) => (
            <section key={market.id} className="lotto-card" data-testid="lotto-market">
              <header className="lotto-card__head">
                <h2 className="lotto-card__title">{market.name}</h2>
                <span className="lotto-tag">{lottoText.marketType[market.type]}</span>
              </header>
              {market.rounds.length === 0 ? (
                <p className="lotto-muted">{lottoText.noRounds}</p>
              ) : (
                <ul className="lotto-rounds">
                  {market.rounds.map((round) => (
                    <li key={round.round_id} className="lotto-round" data-testid="lotto-round">
                      <div className="lotto-round__info">
                        <span className="lotto-round__title">{round.title}</span>
                        <span className="lotto-muted">{formatThaiDateTime(round.close_at)}</span>
                        <RoundCountdown round={round} answeredAt={query.dataUpdatedAt} now={now} />
                      </div>
                      <Link
                        className={`lotto-button${round.is_open ? '' : ' lotto-button--ghost'}`}
                        to={links.round(round.round_id)}
                      >
                        {round.is_open ? lottoText.play : lottoText.viewRound}
                      </Link>
                    </li>
                  ))}
                </ul>
              )}
            </section>
          ))
        )}
      </div>
    </PageShell>
  );
};
