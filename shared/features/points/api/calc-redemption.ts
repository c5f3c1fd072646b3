import { queryOptions, useQuery } from '@tanstack/react-query';
import { calcAnswer, type CalcAnswer } from '@contract/rewards/points';
import { request } from '@lib/api';
import { memberMeta, pointsKeys } from './keys';

/** POST /api/redemption/calc: the cost, the balance after, and why it would be refused (writes nothing). */
const calcRedemption = (itemId: number, quantity: number) =>
  request<CalcAnswer>(import.meta.env.DEV && calcAnswer, {
    method: 'POST',
    url: '/api/redemption/calc',
    data: { item_id: itemId, quantity },
  });

const calcQueryOptions = (itemId: number, quantity: number) =>
  queryOptions({
    queryKey: [...pointsKeys.all, 'calc', itemId, quantity] as const,
    queryFn: () => calcRedemption(itemId, quantity),
    meta: memberMeta,
    staleTime: 0,
  });

export const useCalcQuery = (itemId: number, quantity: number, enabled: boolean) =>
  useQuery({ ...calcQueryOptions(itemId, quantity), enabled });
