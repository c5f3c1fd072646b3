import { queryOptions, useQuery } from '@tanstack/react-query';
import { affiliateNetwork, type AffiliateNetwork } from '@contract/affiliate/affiliate';
import { request } from '@lib/api';
import { affiliateKeys, memberMeta } from './keys';

/** POST /api/affiliate/network: the members I referred (masked), with their level and commission to me. */
const getNetwork = (page: number) =>
  request<AffiliateNetwork>(import.meta.env.DEV && affiliateNetwork, {
    method: 'POST',
    url: '/api/affiliate/network',
    data: { page, size: 20 },
  });

const networkQueryOptions = (page = 1) =>
  queryOptions({ queryKey: affiliateKeys.network(page), queryFn: () => getNetwork(page), meta: memberMeta });

export const useNetworkQuery = (page = 1) => useQuery(networkQueryOptions(page));
