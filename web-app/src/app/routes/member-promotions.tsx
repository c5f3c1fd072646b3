import { useQueryClient } from '@tanstack/react-query';
import { MemberPromotionsPage } from '@features/promotion/components/member-promotions-page';
import { walletKeys } from '@features/wallet/api/keys';
import type { RouteHandle } from '../route-handle';

export const handle: RouteHandle = { backHome: true };

/** /member/promotions: the member's promotions, turnover progress, and the move to the main wallet. */
export const Component = () => {
  const queryClient = useQueryClient();
  return (
    <MemberPromotionsPage
      onConverted={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })}
    />
  );
};
