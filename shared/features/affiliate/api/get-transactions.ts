import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { affiliateTransactions, type AffiliateTransactions } from '@contract/affiliate/affiliate';
import { request } from '@lib/api';
import { affiliateKeys, memberMeta } from './keys';

/** GET /api/affiliate/v2/transactions: commission credits and redeems, newest first, a page after `cursor`. */
const getTransactions = (cursor: string) =>
  request<AffiliateTransactions>(import.meta.env.DEV && affiliateTransactions, {
    method: 'GET',
    url: '/api/affiliate/v2/transactions',
    params: { size: 20, ...(cursor ? { cursor } : {}) },
  });

const transactionsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: affiliateKeys.transactions(),
    queryFn: ({ pageParam }) => getTransactions(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    meta: memberMeta,
  });

export const useTransactionsQuery = () => useInfiniteQuery(transactionsQueryOptions());
