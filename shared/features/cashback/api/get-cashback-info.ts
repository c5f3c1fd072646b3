import { queryOptions, useQuery } from '@tanstack/react-query';
import { cashbackInfo, type CashbackInfo } from '@contract/rewards/cashback';
import { request } from '@lib/api';
import { cashbackKeys } from './keys';

/** GET /api/cashback/info: the agent's running cashback and win/loss programmes (open to guests). */
const getCashbackInfo = () =>
  request<CashbackInfo>(import.meta.env.DEV && cashbackInfo, { method: 'GET', url: '/api/cashback/info' });

const cashbackInfoQueryOptions = () =>
  queryOptions({ queryKey: cashbackKeys.info(), queryFn: getCashbackInfo, staleTime: 60_000 });

export const useCashbackInfoQuery = () => useQuery(cashbackInfoQueryOptions());
