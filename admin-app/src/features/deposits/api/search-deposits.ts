import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { depositPage, type DepositPage, type DepositSearch } from '@contract/admin/deposits';
import { request } from '@lib/api';

export const depositKeys = {
  all: ['admin', 'deposits'] as const,
  search: (search: DepositSearch) => [...depositKeys.all, 'search', search] as const,
};

export const searchDeposits = (search: DepositSearch) =>
  request<DepositPage>(import.meta.env.DEV && depositPage, {
    method: 'GET',
    url: '/api/admin/deposits',
    params: search,
  });

export const depositsQueryOptions = (search: DepositSearch) =>
  queryOptions({
    queryKey: depositKeys.search(search),
    queryFn: () => searchDeposits(search),
    placeholderData: keepPreviousData,
  });

export const useDepositsQuery = (search: DepositSearch) => useQuery(depositsQueryOptions(search));
