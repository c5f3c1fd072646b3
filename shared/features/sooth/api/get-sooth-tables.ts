import { queryOptions, useQuery } from '@tanstack/react-query';
import { soothListAnswer, type SoothTableSummary } from '@contract/game';
import { request } from '@lib/api';
import { SOOTH_REFRESH_MS, soothKeys } from './keys';

/** POST /api/sooth/baccarat: every baccarat table with its counts, pattern, big road and formula. */
const getSoothTables = () =>
  request<SoothTableSummary[]>(import.meta.env.DEV && soothListAnswer, {
    method: 'POST',
    url: '/api/sooth/baccarat',
    data: {},
  });

const soothTablesQueryOptions = () =>
  queryOptions({ queryKey: soothKeys.tables(), queryFn: getSoothTables, refetchInterval: SOOTH_REFRESH_MS });

export const useSoothTablesQuery = () => useQuery(soothTablesQueryOptions());
