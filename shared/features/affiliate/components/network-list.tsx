import { List } from 'antd-mobile';
import { formatThaiDate } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadMore } from '@ui/load-more';
import { LoadingBlock } from '@ui/loading-block';
import { useNetworkQuery } from '@features/affiliate/api/get-network';
import { affiliateText } from '@features/affiliate/strings';

/** The members I referred (masked), their level, when they joined and what they earned me. */
export const NetworkList = () => {
  const query = useNetworkQuery();
  if (query.isPending) return <LoadingBlock lines={3} />;
  if (query.isError)
    return (
      <ErrorBlock error={query.error} title={affiliateText.loadFailed} onRetry={() => query.refetch()} />
    );
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return <EmptyState title={affiliateText.networkEmpty} description={affiliateText.networkEmptyHint} />;
  return (
    <>
      <List data-testid="affiliate-network">
        {items.map((m) => (
          <List.Item
            key={`${m.level}-${m.id}`}
            description={`${affiliateText.level(m.level)} · ${affiliateText.registered} ${formatThaiDate(m.registered_at)}`}
            extra={affiliateText.baht(m.commission)}
          >
            {m.name} {m.phone}
          </List.Item>
        ))}
      </List>
      <LoadMore query={query} />
    </>
  );
};
