import { queryOptions, useQuery } from '@tanstack/react-query';
import { lottoResults, type LottoResultDto as LottoResult } from '@contract/lotto-results';
import { request } from '@lib/api';
import { lottoKeys, memberMeta } from './keys';

/** GET /api/lotto/results: past results, newest first, of every market or of one. */
const getResults = (marketId?: number) =>
  request<LottoResult[]>(import.meta.env.DEV && lottoResults, {
    method: 'GET',
    url: '/api/lotto/results',
    params: marketId ? { market_id: marketId } : {},
  });

const resultsQueryOptions = (marketId?: number) =>
  queryOptions({
    queryKey: lottoKeys.results(marketId),
    queryFn: () => getResults(marketId),
    meta: memberMeta,
    staleTime: 30_000,
  });

export const useResultsQuery = (marketId?: number) => useQuery(resultsQueryOptions(marketId));
