import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { lossHistory, type LossHistory } from '@contract/rewards/cashback';
import { request } from '@lib/api';
import { cashbackKeys, memberMeta } from './keys';

/** GET /api/cashback/loss/history: the member's weekly refunds with their status and window, a page after `cursor`. */
const getLossHistory = (cursor: string) =>
  request<LossHistory>(import.meta.env.DEV && lossHistory, {
    method: 'GET',
    url: '/api/cashback/loss/history',
    params: { limit: 20, ...(cursor ? { cursor } : {}) },
  });

const lossHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: cashbackKeys.lossHistory(),
    queryFn: ({ pageParam }) => getLossHistory(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    meta: memberMeta,
  });

export const useLossHistoryQuery = (enabled: boolean) =>
  useInfiniteQuery({ ...lossHistoryQueryOptions(), enabled });
