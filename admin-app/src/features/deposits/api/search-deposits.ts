import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { DepositPage, DepositSearch } from '@contract/admin/deposits';
import { request } from '@lib/api';

export const depositKeys = {
  all: ['admin', 'deposits'] as const,
  search: (search: DepositSearch) => [...depositKeys.all, 'search', search] as const,
};

export const searchDeposits = (search: DepositSearch) =>
  request<DepositPage>({ method: 'GET', url: '/api/admin/deposits', params: search });

export const depositsQueryOptions = (search: DepositSearch) =>
  queryOptions({
    queryKey: depositKeys.search(search),
    queryFn: () => searchDeposits(search),
    placeholderData: keepPreviousData,
  });

export const useDepositsQuery = (search: DepositSearch) => useQuery(depositsQueryOptions(search));
