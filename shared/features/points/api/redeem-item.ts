import { useMutation, useQueryClient } from '@tanstack/react-query';
import { redeemAnswer, type RedeemAnswer } from '@contract/rewards/points';
import { request } from '@lib/api';
import { pointsKeys } from './keys';

type RedeemInput = { itemId: number; quantity: number; requestId: string };

/** POST /api/redemption/redeem: once per request_id (the dialog keeps one id per confirmation, retries reuse it). */
const redeemItem = ({ itemId, quantity, requestId }: RedeemInput) =>
  request<RedeemAnswer>(import.meta.env.DEV && redeemAnswer, {
    method: 'POST',
    url: '/api/redemption/redeem',
    data: { item_id: itemId, quantity, request_id: requestId },
    skipBadRequestRedirect: true,
  });

export const useRedeemMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemItem,
    onSettled: () => queryClient.invalidateQueries({ queryKey: pointsKeys.all }),
  });
};
