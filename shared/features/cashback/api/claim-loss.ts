import { useMutation, useQueryClient } from '@tanstack/react-query';
import { lossClaimAnswer, type LossClaimAnswer } from '@contract/rewards/cashback';
import { request } from '@lib/api';
import { cashbackKeys } from './keys';

/** POST /api/cashback/loss/claim: one week's refund, paid once; refused outside its window (Thai message). */
const claimLoss = (id: number) =>
  request<LossClaimAnswer>(import.meta.env.DEV && lossClaimAnswer, {
    method: 'POST',
    url: '/api/cashback/loss/claim',
    data: { id },
    skipBadRequestRedirect: true,
  });

export const useClaimLossMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimLoss,
    onSettled: () => queryClient.invalidateQueries({ queryKey: cashbackKeys.loss() }),
  });
};
