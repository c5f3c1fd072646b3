import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashbackHistory, type CashbackHistory } from '@contract/rewards/cashback';
import { request } from '@lib/api';
import { cashbackKeys, memberMeta } from './keys';

/** GET /api/cashback/turnover/history: the member's paid cashback days, newest first. */
const getTurnoverHistory = () =>
  request<CashbackHistory>(import.meta.env.DEV && cashbackHistory, {
    method: 'GET',
    url: '/api/cashback/turnover/history',
    params: { page: 1, limit: 30 },
  });

const turnoverHistoryQueryOptions = () =>
  queryOptions({ queryKey: cashbackKeys.days(), queryFn: getTurnoverHistory, meta: memberMeta });

export const useTurnoverHistoryQuery = (enabled: boolean) =>
  useQuery({ ...turnoverHistoryQueryOptions(), enabled });
