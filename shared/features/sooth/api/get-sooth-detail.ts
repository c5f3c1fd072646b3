import { queryOptions, useQuery } from '@tanstack/react-query';
import { soothDetail, type SoothDetail } from '@contract/game';
import { request } from '@lib/api';
import { SOOTH_REFRESH_MS, soothKeys } from './keys';

/** POST /api/sooth/detail: one table with all five roads. */
const getSoothDetail = (tableId: string) =>
  request<SoothDetail>(import.meta.env.DEV && soothDetail, {
    method: 'POST',
    url: '/api/sooth/detail',
    data: { table_id: tableId },
  });

const soothDetailQueryOptions = (tableId: string) =>
  queryOptions({
    queryKey: soothKeys.detail(tableId),
    queryFn: () => getSoothDetail(tableId),
    refetchInterval: SOOTH_REFRESH_MS,
  });

export const useSoothDetailQuery = (tableId: string) => useQuery(soothDetailQueryOptions(tableId));
