import { useQueryClient } from '@tanstack/react-query';
import { CouponPage } from '@features/promotion/components/coupon-page';
import { walletKeys } from '@features/wallet/api/keys';

/** `/liff/coupon`: redeem a coupon code. */
export const Component = () => {
  const queryClient = useQueryClient();
  return <CouponPage onRedeemed={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })} />;
};
