import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SafetyStatus } from '@contract/protection/protection';
import { safetyKeys } from './keys';

/**
 * Every change answers the whole status again (server/src/routes/api/protection): the answer replaces the
 * cached status, so the screen and the reality-check reminder show what the server now holds, with no refetch.
 */
export const useStatusMutation = <Input>(send: (input: Input) => Promise<SafetyStatus>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (status) => queryClient.setQueryData(safetyKeys.status(), status),
  });
};
