import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import {
  withdrawalHistoryPage,
  type WithdrawalHistoryPage,
  type WithdrawalHistoryQuery,
} from '@contract/admin/withdrawals';
import { api, request } from '@lib/api';
import { withdrawalKeys } from './withdrawal-keys';

const getHistory = (search: WithdrawalHistoryQuery) =>
  request<WithdrawalHistoryPage>(import.meta.env.DEV && withdrawalHistoryPage, {
    method: 'GET',
    url: '/api/admin/withdrawals/history',
    params: search,
  });

const historyOptions = (search: WithdrawalHistoryQuery) =>
  queryOptions({
    queryKey: withdrawalKeys.history(search),
    queryFn: () => getHistory(search),
    placeholderData: keepPreviousData,
  });

export const useWithdrawalHistoryQuery = (search: WithdrawalHistoryQuery) => useQuery(historyOptions(search));

/** The CSV (the server's one writer) comes through the api client, which carries the staff token. */
export const downloadHistoryCsv = async (search: WithdrawalHistoryQuery) => {
  const { cursor: _cursor, page_size: _size, ...filters } = search;
  const response = await api.get<Blob>('/api/admin/withdrawals/history.csv', {
    params: filters,
    responseType: 'blob',
  });
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'withdrawals.csv';
  link.click();
  URL.revokeObjectURL(url);
};
