import { queryOptions, useQuery } from '@tanstack/react-query';
import { lossCurrent, type LossCurrent } from '@contract/rewards/cashback';
import { request } from '@lib/api';
import { cashbackKeys, memberMeta } from './keys';

/** GET /api/cashback/loss/current: this week's play so far and the refund it would come to. */
const getLossCurrent = () =>
  request<LossCurrent>(import.meta.env.DEV && lossCurrent, {
    method: 'GET',
    url: '/api/cashback/loss/current',
  });

const lossCurrentQueryOptions = () =>
  queryOptions({ queryKey: cashbackKeys.lossCurrent(), queryFn: getLossCurrent, meta: memberMeta });

export const useLossCurrentQuery = (enabled: boolean) => useQuery({ ...lossCurrentQueryOptions(), enabled });
