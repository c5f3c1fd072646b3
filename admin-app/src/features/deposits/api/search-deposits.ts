import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { depositPage, type DepositPage, type DepositSearch } from '@contract/admin/deposits';
import { request } from '@lib/api';

const depositKeys = {
  all: ['admin', 'deposits'] as const,
  search: (search: DepositSearch) => [...depositKeys.all, 'search', search] as const,
};

const searchDeposits = (search: DepositSearch) =>
  request<DepositPage>(import.meta.env.DEV && depositPage, {
    method: 'GET',
    url: '/api/admin/deposits',
    params: search,
  });

const depositsQueryOptions = (search: DepositSearch) =>
  queryOptions({
    queryKey: depositKeys.search(search),
    queryFn: () => searchDeposits(search),
    placeholderData: keepPreviousData,
  });

export const useDepositsQuery = (search: DepositSearch) => useQuery(depositsQueryOptions(search));
