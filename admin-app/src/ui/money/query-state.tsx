import { Alert, Button, Empty, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { isApiError } from '@lib/api-error';
import { moneyUiStrings } from './strings';

type QueryStateProps<T> = {
  query: { data: T | undefined; isPending: boolean; error: unknown; refetch: () => unknown };
  /** True when the data holds nothing to show. */
  isEmpty?: (data: T) => boolean;
  emptyText?: string;
  children: (data: T) => ReactNode;
};

/** The loading, error and empty states every money page shows the same way; the page renders the data. */
export const QueryState = <T,>({ query, isEmpty, emptyText, children }: QueryStateProps<T>) => {
  if (query.isPending) return <Skeleton active paragraph={{ rows: 4 }} data-testid="loading" />;
  if (query.error || query.data === undefined)
    return (
      <Alert
        type="error"
        showIcon
        message={moneyUiStrings.loadFailed}
        description={isApiError(query.error) ? query.error.message : undefined}
        action={<Button onClick={() => query.refetch()}>{moneyUiStrings.retry}</Button>}
        data-testid="load-error"
      />
    );
  if (isEmpty?.(query.data)) return <Empty description={emptyText ?? moneyUiStrings.empty} />;
  return <>{children(query.data)}</>;
};
