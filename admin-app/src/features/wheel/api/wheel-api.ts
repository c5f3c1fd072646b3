import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  wheelAdminAnswer,
  wheelAdminSpinsAnswer,
  type WheelAdminAnswer,
  type WheelAdminBody,
  type WheelAdminSpinsAnswer,
} from '@contract/rewards/wheel-admin';
import { request } from '@lib/api';

const wheelKeys = {
  all: ['admin', 'wheel'] as const,
  config: () => [...wheelKeys.all, 'config'] as const,
  spins: () => [...wheelKeys.all, 'spins'] as const,
};

/** GET /api/admin/wheel: the slices, weights, switch, price and point value. */
export const useWheelAdmin = () =>
  useQuery({
    queryKey: wheelKeys.config(),
    queryFn: () =>
      request<WheelAdminAnswer>(import.meta.env.DEV && wheelAdminAnswer, {
        method: 'GET',
        url: '/api/admin/wheel',
      }),
  });

/** GET /api/admin/wheel/spins: the latest spins of the agent's members. */
export const useWheelSpins = () =>
  useQuery({
    queryKey: wheelKeys.spins(),
    queryFn: () =>
      request<WheelAdminSpinsAnswer>(import.meta.env.DEV && wheelAdminSpinsAnswer, {
        method: 'GET',
        url: '/api/admin/wheel/spins',
        params: { limit: 100 },
      }),
  });

/** POST /api/admin/wheel: saves everything at once (audited). */
export const useSaveWheel = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: WheelAdminBody) =>
      request<WheelAdminAnswer>(import.meta.env.DEV && wheelAdminAnswer, {
        method: 'POST',
        url: '/api/admin/wheel',
        data: body,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: wheelKeys.all }),
  });
};
