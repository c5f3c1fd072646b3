import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentEvent, type AgentEvent } from '@contract/agent';
import { request } from '@lib/api';
import { eventKeys } from './event-keys';

export const getEvents = (agentCode: string) =>
  request<AgentEvent[]>(import.meta.env.DEV && z.array(agentEvent), {
    method: 'GET',
    url: '/api/event/list',
    params: { agent_code: agentCode },
  });

const eventsQueryOptions = (agentCode: string) =>
  queryOptions({
    queryKey: eventKeys.list(agentCode),
    queryFn: () => getEvents(agentCode),
    staleTime: 5 * 60_000,
  });

export const useEventsQuery = (agentCode: string) => useQuery(eventsQueryOptions(agentCode));
