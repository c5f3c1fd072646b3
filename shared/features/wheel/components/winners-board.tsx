import { formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { useWheelBoardQuery } from '@features/wheel/api/get-board';
import { prizeText } from '@features/wheel/lib/prize-text';
import { wheelText } from '@features/wheel/strings';

/** Recent winners of the agent's wheel, newest first; names arrive masked from the server. */
export const WinnersBoard = () => {
  const query = useWheelBoardQuery();
  return (
    <section className="wheel-card" aria-label={wheelText.boardTitle}>
      <h2 className="wheel-card__title">{wheelText.boardTitle}</h2>
      {query.isPending ? (
        <LoadingBlock lines={3} title={false} />
      ) : query.isError ? (
        <ErrorBlock error={query.error} title={wheelText.boardFailed} onRetry={() => query.refetch()} />
      ) : query.data.items.length === 0 ? (
        <EmptyState title={wheelText.boardEmpty} />
      ) : (
        <ul className="wheel-list">
          {query.data.items.map((item, i) => (
            <li key={`${item.created_at}-${i}`} className="wheel-list__item" data-testid="wheel-winner">
              <strong>{item.name}</strong>
              <span>{prizeText(item.type, item.amount)}</span>
              <small className="wheel-muted">{formatThaiDateTime(item.created_at)}</small>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
};
