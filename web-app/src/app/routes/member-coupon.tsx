import { useQueryClient } from '@tanstack/react-query';
import { CouponPage } from '@features/promotion/components/coupon-page';
import { walletKeys } from '@features/wallet/api/keys';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { backHome: true };

/** /member/coupon: redeem a code; a redeem refreshes the wallets. */
export const Component = () => {
  const queryClient = useQueryClient();
  return <CouponPage onRedeemed={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })} />;
};
