import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { adjustmentList, type AdjustmentList, type AdjustmentStatus } from '@contract/admin/manual-money';
import { request } from '@lib/api';
import { adjustmentsKeys } from './adjustments-keys';

const getAdjustments = (status?: AdjustmentStatus) =>
  request<AdjustmentList>(import.meta.env.DEV && adjustmentList, {
    method: 'GET',
    url: '/api/admin/adjustments',
    params: status ? { status } : {},
  });

/** The agent's adjustments (one status, or all), refreshed while the page is open: requests arrive. */
export const useAdjustmentsQuery = (status?: AdjustmentStatus) =>
  useQuery({
    queryKey: adjustmentsKeys.list(status ?? 'all'),
    queryFn: () => getAdjustments(status),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
