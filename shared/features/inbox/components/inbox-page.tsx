import { useEffect } from 'react';
import type { InboxItem } from '@contract/inbox';
import { formatThaiDateTime } from '@lib/format';
import { EmptyState } from '@ui/empty-state';
import { ErrorBlock } from '@ui/error-block';
import { LoadingBlock } from '@ui/loading-block';
import { MoneyText } from '@ui/money-text';
import { PageShell } from '@ui/page-shell';
import { useInboxQuery } from '@features/inbox/api/get-inbox';
import { useMarkInboxRead } from '@features/inbox/api/mark-read';
import { inboxText } from '@features/inbox/strings';
import './inbox.css';

/** A withdrawal paid out is money leaving: shown without the plus of a credit. */
const isCredit = (item: InboxItem) => item.kind !== 'withdrawal_approved';

const InboxEntry = ({ item }: { item: InboxItem }) => (
  <li
    className={`inbox-item inbox-item--${item.kind}${item.read ? '' : ' inbox-item--unread'}`}
    data-testid="inbox-item"
  >
    <span className="inbox-item__main">
      <span className="inbox-item__title">
        {item.title}
        {!item.read && <span className="inbox-item__new">{inboxText.unread}</span>}
      </span>
      {item.body && <span className="inbox-item__body">{item.body}</span>}
      <time className="inbox-item__time" dateTime={item.created_at}>
        {formatThaiDateTime(item.created_at)}
      </time>
    </span>
    {item.amount !== null && (
      <span className="inbox-item__amount">
        <MoneyText value={item.amount} signed={isCredit(item)} /> {inboxText.baht}
      </span>
    )}
  </li>
);

/** `/member/inbox` (web) and `/liff/inbox`: what happened to the member's money, newest first; opening reads it. */
export const InboxPage = () => {
  const query = useInboxQuery();
  const markRead = useMarkInboxRead();
  const newest = query.data?.pages[0]?.items[0];
  const unreadNewest = newest && !newest.read ? newest.id : null;
  const { mutate } = markRead;
  useEffect(() => {
    if (unreadNewest !== null) mutate(unreadNewest);
  }, [unreadNewest, mutate]);

  let content;
  if (query.isPending) content = <LoadingBlock lines={5} />;
  else if (query.isError && !query.data)
    content = <ErrorBlock error={query.error} title={inboxText.loadFailed} onRetry={() => query.refetch()} />;
  else {
    const items = query.data.pages.flatMap((page) => page.items);
    content =
      items.length === 0 ? (
        <EmptyState title={inboxText.empty} description={inboxText.emptyHint} />
      ) : (
        <>
          <ul className="inbox-list">
            {items.map((item) => (
              <InboxEntry key={item.id} item={item} />
            ))}
          </ul>
          {query.hasNextPage ? (
            <button
              type="button"
              className="inbox-more"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage({ cancelRefetch: false })}
            >
              {query.isFetchingNextPage
                ? inboxText.loadingMore
                : query.isFetchNextPageError
                  ? inboxText.loadMoreFailed
                  : inboxText.loadMore}
            </button>
          ) : (
            <span className="inbox-more inbox-more--end">{inboxText.noMore}</span>
          )}
        </>
      );
  }
  return (
    <PageShell title={inboxText.title}>
      <div className="inbox-page" data-testid="inbox-page">
        {content}
      </div>
    </PageShell>
  );
};
