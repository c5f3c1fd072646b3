import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentConfig, type AgentConfig } from '@contract/agent';
import { request } from '@lib/api';
import { useAgentCode } from '../stores/agent-code-store';
import { agentKeys } from './agent-keys';

export const getAgentConfig = (agentCode: string) =>
  request<AgentConfig>(import.meta.env.DEV && agentConfig, {
    method: 'POST',
    url: '/api/agent/config',
    data: { agent_code: agentCode },
  });

export const agentConfigQueryOptions = (agentCode: string) =>
  queryOptions({
    queryKey: agentKeys.config(agentCode),
    queryFn: () => getAgentConfig(agentCode),
    // The configuration changes rarely; one load per visit is enough.
    staleTime: 10 * 60_000,
  });

export const useAgentConfigQuery = () => useQuery(agentConfigQueryOptions(useAgentCode()));
