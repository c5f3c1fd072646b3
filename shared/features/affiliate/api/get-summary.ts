import { queryOptions, useQuery } from '@tanstack/react-query';
import { affiliateSummary, type AffiliateSummary } from '@contract/affiliate/affiliate';
import { request } from '@lib/api';
import { affiliateKeys, memberMeta } from './keys';

/** GET /api/affiliate/summary: my code, clicks, sign-ups, first deposits, commission and what I may redeem. */
const getSummary = () =>
  request<AffiliateSummary>(import.meta.env.DEV && affiliateSummary, {
    method: 'GET',
    url: '/api/affiliate/summary',
  });

const summaryQueryOptions = () =>
  queryOptions({
    queryKey: affiliateKeys.summary(),
    queryFn: getSummary,
    meta: memberMeta,
    staleTime: 30_000,
  });

export const useSummaryQuery = () => useQuery(summaryQueryOptions());
