import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  promotionClaimAnswer,
  type PromotionClaimAnswer,
  type PromotionClaimBody,
} from '@contract/rewards/promotion';
import { request } from '@lib/api';
import { promotionKeys } from './keys';

/** POST /api/promotion/claim: the same request_id on a retry answers the first claim. */
const claimPromotion = (body: PromotionClaimBody) =>
  request<PromotionClaimAnswer>(import.meta.env.DEV && promotionClaimAnswer, {
    method: 'POST',
    url: '/api/promotion/claim',
    data: body,
    skipBadRequestRedirect: true,
  });

export const useClaimPromotionMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimPromotion,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.all }),
  });
};
