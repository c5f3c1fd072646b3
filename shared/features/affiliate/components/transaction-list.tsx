import { List } from 'antd-mobile';
import { formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadMore } from '@ui/load-more';
import { LoadingBlock } from '@ui/loading-block';
import { useTransactionsQuery } from '@features/affiliate/api/get-transactions';
import { affiliateText } from '@features/affiliate/strings';

/** Commission credits (+) and redeems to the main wallet (-), newest first. */
export const TransactionList = () => {
  const query = useTransactionsQuery();
  if (query.isPending) return <LoadingBlock lines={3} />;
  if (query.isError)
    return (
      <ErrorBlock error={query.error} title={affiliateText.loadFailed} onRetry={() => query.refetch()} />
    );
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) return <EmptyState title={affiliateText.transactionsEmpty} />;
  return (
    <>
      <List data-testid="affiliate-transactions">
        {items.map((t) => (
          <List.Item
            key={t.id}
            description={`${t.description} · ${formatThaiDateTime(t.created_at)}`}
            extra={`${t.type === 'commission' ? '+' : '-'}${affiliateText.baht(t.amount)}`}
          >
            {affiliateText.transactionType[t.type]}
          </List.Item>
        ))}
      </List>
      <LoadMore query={query} />
    </>
  );
};
