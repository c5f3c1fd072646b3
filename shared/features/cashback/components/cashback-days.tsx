import { formatThaiDate } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadMore } from '@ui/load-more';
import { LoadingBlock } from '@ui/loading-block';
import { MoneyText } from '@ui/money-text';
import { useTurnoverHistoryQuery } from '@features/cashback/api/get-turnover-history';
import { cashbackText } from '@features/cashback/strings';

/** The member's paid cashback days: turnover per category, rate and amount. */
export const CashbackDays = () => {
  const query = useTurnoverHistoryQuery(true);
  if (query.isPending) return <LoadingBlock lines={4} />;
  if (query.isError)
    return <ErrorBlock error={query.error} title={cashbackText.loadFailed} onRetry={() => query.refetch()} />;
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <EmptyState title={cashbackText.noHistory} description={cashbackText.noHistoryHint} />;
  return (
    <>
      <ul className="cashback-list">
        {items.map((item) => (
          <li key={item.id} className="cashback-card" data-testid="cashback-day">
            <div className="cashback-row">
              <strong>{formatThaiDate(item.day)}</strong>
              <span>
                {cashbackText.received} <MoneyText value={item.amount} unit />
              </span>
            </div>
            {item.lines.map((line) => (
              <div key={line.category} className="cashback-row cashback-row__sub">
                <span>
                  {cashbackText.category[line.category]} {line.percent}%
                </span>
                <span>
                  {cashbackText.turnover} <MoneyText value={line.stake} /> → <MoneyText value={line.amount} />
                </span>
              </div>
            ))}
          </li>
        ))}
      </ul>
      <LoadMore query={query} />
    </>
  );
};
