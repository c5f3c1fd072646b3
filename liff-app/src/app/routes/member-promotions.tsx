import { useQueryClient } from '@tanstack/react-query';
import { MemberPromotionsPage } from '@features/promotion/components/member-promotions-page';
import { walletKeys } from '@features/wallet/api/keys';

/** `/liff/member-promotions`: the member's promotions and their turnover. */
export const Component = () => {
  const queryClient = useQueryClient();
  return (
    <MemberPromotionsPage
      onConverted={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })}
    />
  );
};
