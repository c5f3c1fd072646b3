import { queryOptions, useQuery } from '@tanstack/react-query';
import { historyAnswer, type HistoryAnswer } from '@contract/rewards/points';
import { request } from '@lib/api';
import { memberMeta, pointsKeys } from './keys';

/** GET /api/redemption/history: the member's redemptions, newest first. */
const getHistory = () =>
  request<HistoryAnswer>(import.meta.env.DEV && historyAnswer, {
    method: 'GET',
    url: '/api/redemption/history',
  });

const historyQueryOptions = () =>
  queryOptions({ queryKey: pointsKeys.history(), queryFn: getHistory, meta: memberMeta });

export const useHistoryQuery = (enabled: boolean) => useQuery({ ...historyQueryOptions(), enabled });
