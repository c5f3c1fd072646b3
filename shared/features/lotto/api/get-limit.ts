import { queryOptions, useQuery } from '@tanstack/react-query';
import { roundLimit, type RoundLimit } from '@contract/lotto';
import { request } from '@lib/api';
import { lottoKeys, memberMeta } from './keys';

/** GET /api/lotto/limit: minimum and maximum per line (and per number) of each bet type of the round. */
export const getLimit = (roundId: number) =>
  request<RoundLimit>(import.meta.env.DEV && roundLimit, {
    method: 'GET',
    url: '/api/lotto/limit',
    params: { round_id: roundId },
  });

export const limitQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: lottoKeys.limit(roundId),
    queryFn: () => getLimit(roundId),
    meta: memberMeta,
    staleTime: 60_000,
  });

export const useLimitQuery = (roundId: number) => useQuery(limitQueryOptions(roundId));
