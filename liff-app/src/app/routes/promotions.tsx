import { useQueryClient } from '@tanstack/react-query';
import { PromotionsPage } from '@features/promotion/components/promotions-page';
import { walletKeys } from '@features/wallet/api/keys';

/** `/liff/promotions`: inside LINE the member is always signed in. */
export const Component = () => {
  const queryClient = useQueryClient();
  return (
    <PromotionsPage
      loggedIn
      onLogin={() => undefined}
      onClaimed={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })}
    />
  );
};
