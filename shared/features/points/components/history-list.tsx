import { formatNumber, formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { useHistoryQuery } from '../api/get-history';
import { pointsText } from '../strings';

/** The member's redemptions, newest first. */
export const HistoryList = () => {
  const history = useHistoryQuery(true);
  if (history.isPending) return <LoadingBlock lines={2} />;
  if (history.isError) return <ErrorBlock error={history.error} onRetry={() => void history.refetch()} />;
  if (history.data.items.length === 0) return <EmptyState title={pointsText.noHistory} />;
  return (
    <ul className="points-history">
      {history.data.items.map((row) => (
        <li key={row.id}>
          <div className="points-history__name">{row.item_name}</div>
          <div>{row.description}</div>
          <div className="points-history__meta">
            {pointsText.historyLine(row.quantity, formatNumber(row.points))} ·{' '}
            {formatThaiDateTime(row.created_at)}
          </div>
        </li>
      ))}
    </ul>
  );
};
