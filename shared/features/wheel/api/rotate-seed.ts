import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wheelSeedAnswer, type WheelSeedAnswer } from '@contract/rewards/wheel';
import { request } from '@lib/api';
import { wheelKeys } from './keys';

/** POST /api/wheel/seed: reveals the current server seed and starts a new pair (with a new client seed if given). */
const rotateSeed = (clientSeed?: string) =>
  request<WheelSeedAnswer>(import.meta.env.DEV && wheelSeedAnswer, {
    method: 'POST',
    url: '/api/wheel/seed',
    data: clientSeed ? { client_seed: clientSeed } : {},
    skipBadRequestRedirect: true,
  });

export const useRotateSeedMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateSeed,
    onSettled: () => queryClient.invalidateQueries({ queryKey: wheelKeys.all }),
  });
};
