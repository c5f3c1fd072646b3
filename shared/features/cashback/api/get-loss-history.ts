import { queryOptions, useQuery } from '@tanstack/react-query';
import { lossHistory, type LossHistory } from '@contract/rewards/cashback';
import { request } from '@lib/api';
import { cashbackKeys, memberMeta } from './keys';

/** GET /api/cashback/loss/history: the member's weekly refunds with their status and window. */
const getLossHistory = () =>
  request<LossHistory>(import.meta.env.DEV && lossHistory, {
    method: 'GET',
    url: '/api/cashback/loss/history',
    params: { page: 1, limit: 20 },
  });

const lossHistoryQueryOptions = () =>
  queryOptions({ queryKey: cashbackKeys.lossHistory(), queryFn: getLossHistory, meta: memberMeta });

export const useLossHistoryQuery = (enabled: boolean) => useQuery({ ...lossHistoryQueryOptions(), enabled });
