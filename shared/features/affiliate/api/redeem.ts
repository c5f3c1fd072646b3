import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeemAnswer, type RedeemAnswer } from '@contract/affiliate/affiliate';
import { request } from '@lib/api';
import { affiliateKeys, walletKeyRoot } from './keys';

/** POST /api/affiliate/redeem: the whole redeemable commission to the main wallet, once per request id. */
const redeem = (requestId: string) =>
  request<RedeemAnswer>(import.meta.env.DEV && redeemAnswer, {
    method: 'POST',
    url: '/api/affiliate/redeem',
    data: { request_id: requestId },
    skipBadRequestRedirect: true,
  });

export const useRedeemMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeem,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
        queryClient.invalidateQueries({ queryKey: walletKeyRoot }),
      ]);
    },
  });
};
