import { InfiniteScroll, PullToRefresh } from 'antd-mobile';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { useStatementQuery } from '@features/statement/api/get-statement';
import type { StatementFilters } from '@features/statement/api/keys';
import { statementText } from '@features/statement/strings';
import { StatementItem } from './statement-item';
import './statement.css';

/** The lines for the filters, loading the next page as the member scrolls to the end. */
export const StatementList = ({ filters }: { filters: StatementFilters }) => {
  const query = useStatementQuery(filters);

  if (query.isPending) return <LoadingBlock lines={6} />;
  if (query.isError && !query.data)
    return (
      <ErrorBlock error={query.error} title={statementText.loadFailed} onRetry={() => query.refetch()} />
    );

  const lines = query.data.pages.flatMap((page) => page.items);
  if (lines.length === 0)
    return <EmptyState title={statementText.empty} description={statementText.emptyHint} />;

  // A failed next page stops the automatic loading (no retry storm); a tap on the message tries again.
  const nextFailed = query.isFetchNextPageError;
  const handleLoadMore = async () => {
    await query.fetchNextPage({ cancelRefetch: false });
  };

  return (
    <PullToRefresh
      onRefresh={async () => {
        await query.refetch();
      }}
      pullingText={statementText.pull}
      canReleaseText={statementText.release}
      refreshingText={statementText.refreshing}
      completeText={statementText.refreshed}
    >
      <ul className="statement-list">
        {lines.map((line) => (
          <StatementItem key={line.id} line={line} />
        ))}
      </ul>
      {nextFailed ? (
        <button type="button" className="statement-more statement-more--error" onClick={handleLoadMore}>
          {statementText.loadMoreFailed}
        </button>
      ) : (
        <InfiniteScroll loadMore={handleLoadMore} hasMore={query.hasNextPage}>
          <span className="statement-more">
            {query.hasNextPage ? statementText.loadingMore : statementText.noMore}
          </span>
        </InfiniteScroll>
      )}
    </PullToRefresh>
  );
};
