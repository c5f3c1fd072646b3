import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { affiliateNetwork, type AffiliateNetwork } from '@contract/affiliate/affiliate';
import { request } from '@lib/api';
import { affiliateKeys, memberMeta } from './keys';

/** POST /api/affiliate/network: the members I referred (masked), a page after `cursor` (keyset). */
const getNetwork = (cursor: string) =>
  request<AffiliateNetwork>(import.meta.env.DEV && affiliateNetwork, {
    method: 'POST',
    url: '/api/affiliate/network',
    data: { size: 20, ...(cursor ? { cursor } : {}) },
  });

const networkQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: affiliateKeys.network(),
    queryFn: ({ pageParam }) => getNetwork(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.next_cursor ?? undefined,
    meta: memberMeta,
  });

export const useNetworkQuery = () => useInfiniteQuery(networkQueryOptions());
