import { useMutation, useQueryClient } from '@tanstack/react-query';
import { couponRedeemAnswer, type CouponRedeemAnswer } from '@contract/rewards/promotion';
import { request } from '@lib/api';
import { promotionKeys } from './keys';

/** POST /api/coupon/redeem: a wrong code counts against the member's and the address's guesses. */
const redeemCoupon = (code: string) =>
  request<CouponRedeemAnswer>(import.meta.env.DEV && couponRedeemAnswer, {
    method: 'POST',
    url: '/api/coupon/redeem',
    data: { code },
    skipBadRequestRedirect: true,
  });

export const useRedeemCouponMutation = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSettled: () => queryClient.invalidateQueries({ queryKey: promotionKeys.coupons() }),
  });
};
