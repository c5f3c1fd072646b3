import { z } from 'zod';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { agentNotification, type AgentNotification } from '@contract/agent';
import { request } from '@lib/api';
import { notificationKeys } from './notification-keys';

export const getNotifications = (agentCode: string) =>
  request<AgentNotification[]>(import.meta.env.DEV && z.array(agentNotification), {
    method: 'GET',
    url: '/api/notifications',
    params: { agent_code: agentCode },
  });

const notificationsQueryOptions = (agentCode: string) =>
  queryOptions({
    queryKey: notificationKeys.list(agentCode),
    queryFn: () => getNotifications(agentCode),
    staleTime: 5 * 60_000,
  });

/** Fetched only for logged-in members (SPEC §4); the app passes the agent code and the logged-in flag. */
export const useNotificationsQuery = (agentCode: string, enabled: boolean) =>
  useQuery({ ...notificationsQueryOptions(agentCode), enabled });
