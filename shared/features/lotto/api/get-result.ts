import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoResult, type LottoResultDto as LottoResult } from '@contract/lotto-results';
import { request } from '@lib/api';
import { lottoKeys, memberMeta } from './keys';

/** GET /api/lotto/result: one round's confirmed result (null until confirmed). */
const getResult = (roundId: number) =>
  request<LottoResult>(import.meta.env.DEV && lottoResult, {
    method: 'GET',
    url: '/api/lotto/result',
    params: { round_id: roundId },
  });

const resultQueryOptions = (roundId: number) =>
  queryOptions({
    queryKey: [...lottoKeys.all, 'result', roundId],
    queryFn: () => getResult(roundId),
    meta: memberMeta,
    staleTime: 30_000,
  });

export const useResultQuery = (roundId: number, enabled = true) =>
  useQuery({ ...resultQueryOptions(roundId), enabled });
