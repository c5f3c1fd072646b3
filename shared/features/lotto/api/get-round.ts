import { queryOptions, useQuery } from '@tanstack/react-query';
import { roundDetail, type RoundDetail } from '@contract/lotto';
import { request } from '@lib/api';
import { lottoKeys, memberMeta } from './keys';

/** GET /api/lotto/round: the round, its bet types with this member's rates, restricted and sold-out numbers. */
const getRound = (roundId: number) =>
  request<RoundDetail>(import.meta.env.DEV && roundDetail, {
    method: 'GET',
    url: '/api/lotto/round',
    params: { round_id: roundId },
  });

const roundQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: lottoKeys.round(roundId),
    queryFn: () => getRound(roundId),
    meta: memberMeta,
    staleTime: 15_000,
  });

export const useRoundQuery = (roundId: number) => useQuery(roundQueryOptions(roundId));
