import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { banner, type Banner } from '@contract/agent';
import { request } from '@lib/api';
import { useAgentCode } from '../stores/agent-code-store';
import { agentKeys } from './agent-keys';

export const getBanners = (agentCode: string) =>
  request<Banner[]>(import.meta.env.DEV && z.array(banner), {
    method: 'GET',
    url: '/api/banner',
    params: { agent_code: agentCode },
  });

export const bannersQueryOptions = (agentCode: string) =>
  queryOptions({
    queryKey: agentKeys.banners(agentCode),
    queryFn: () => getBanners(agentCode),
    staleTime: 5 * 60_000,
  });

export const useBannersQuery = () => useQuery(bannersQueryOptions(useAgentCode()));
