import { queryOptions, useQuery } from '@tanstack/react-query';
import { wheelHistoryAnswer, type WheelHistoryAnswer } from '@contract/rewards/wheel';
import { request } from '@lib/api';
import { memberMeta, wheelKeys } from './keys';

/** GET /api/wheel/history: the member's recent spins and seed pairs (revealed ones carry their server seed). */
const getWheelHistory = () =>
  request<WheelHistoryAnswer>(import.meta.env.DEV && wheelHistoryAnswer, {
    method: 'GET',
    url: '/api/wheel/history',
  });

const wheelHistoryQueryOptions = () =>
  queryOptions({ queryKey: wheelKeys.history(), queryFn: getWheelHistory, meta: memberMeta });

export const useWheelHistoryQuery = () => useQuery(wheelHistoryQueryOptions());
