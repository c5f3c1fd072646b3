import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { transferPage, type TransferPage, type TransferStatus } from '@contract/admin/transfers';
import { request } from '@lib/api';
import { transferKeys } from './transfer-keys';

export type TransferFilter = { status?: TransferStatus; cursor?: string };

const getTransfers = (filter: TransferFilter) =>
  request<TransferPage>(import.meta.env.DEV && transferPage, {
    method: 'GET',
    url: '/api/admin/transfers',
    params: { ...filter, page_size: 20 },
  });

const transfersQueryOptions = (filter: TransferFilter) =>
  queryOptions({
    queryKey: transferKeys.list(filter),
    queryFn: () => getTransfers(filter),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });

export const useTransfersQuery = (filter: TransferFilter) => useQuery(transfersQueryOptions(filter));
