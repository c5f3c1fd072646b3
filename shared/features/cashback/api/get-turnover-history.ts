import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { cashbackHistory, type CashbackHistory } from '@contract/rewards/cashback';
import { request } from '@lib/api';
import { cashbackKeys, memberMeta } from './keys';

/** GET /api/cashback/turnover/history: the member's paid cashback days, newest first, a page after `cursor`. */
const getTurnoverHistory = (cursor: string) =>
  request<CashbackHistory>(import.meta.env.DEV && cashbackHistory, {
    method: 'GET',
    url: '/api/cashback/turnover/history',
    params: { limit: 30, ...(cursor ? { cursor } : {}) },
  });

const turnoverHistoryQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: cashbackKeys.days(),
    queryFn: ({ pageParam }) => getTurnoverHistory(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    meta: memberMeta,
  });

export const useTurnoverHistoryQuery = (enabled: boolean) =>
  useInfiniteQuery({ ...turnoverHistoryQueryOptions(), enabled });
