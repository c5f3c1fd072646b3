import { queryOptions, useQuery } from '@tanstack/react-query';
import { affiliateConfigs, type AffiliateConfigs } from '@contract/affiliate/affiliate';
import { request } from '@lib/api';
import { affiliateKeys } from './keys';

/** GET /api/affiliate/v2/configs: the agent's rates and minimum (guests see them on the how-it-works page). */
const getConfigs = () =>
  request<AffiliateConfigs>(import.meta.env.DEV && affiliateConfigs, {
    method: 'GET',
    url: '/api/affiliate/v2/configs',
  });

const configsQueryOptions = () =>
  queryOptions({ queryKey: affiliateKeys.configs(), queryFn: getConfigs, staleTime: 300_000 });

export const useConfigsQuery = () => useQuery(configsQueryOptions());
