import { Button } from 'antd-mobile';
import { uiStrings } from './strings';

type Paged = {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
};

/**
 * "ดูเพิ่มเติม" under a member list paged by cursor (an infinite query, issue 31): the next page after the last
 * row shown; nothing on the last page; after a failed page, the same button tries it again.
 */
export const LoadMore = ({ query }: { query: Paged }) =>
  query.hasNextPage ? (
    <Button
      block
      fill="none"
      color="primary"
      data-testid="load-more"
      loading={query.isFetchingNextPage}
      onClick={() => void query.fetchNextPage()}
    >
      {query.isFetchNextPageError ? uiStrings.loadMoreFailed : uiStrings.loadMore}
    </Button>
  ) : null;
