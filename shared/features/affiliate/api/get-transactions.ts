import { queryOptions, useQuery } from '@tanstack/react-query';
import { affiliateTransactions, type AffiliateTransactions } from '@contract/affiliate/affiliate';
import { request } from '@lib/api';
import { affiliateKeys, memberMeta } from './keys';

/** GET /api/affiliate/v2/transactions: commission credits and redeems, newest first. */
const getTransactions = (page: number) =>
  request<AffiliateTransactions>(import.meta.env.DEV && affiliateTransactions, {
    method: 'GET',
    url: '/api/affiliate/v2/transactions',
    params: { page, size: 20 },
  });

const transactionsQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: affiliateKeys.transactions(page),
    queryFn: () => getTransactions(page),
    meta: memberMeta,
  });

export const useTransactionsQuery = (page = 1) => useQuery(transactionsQueryOptions(page));
