import { useQueryClient } from '@tanstack/react-query';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { PromotionsPage } from '@features/promotion/components/promotions-page';
import { walletKeys } from '@features/wallet/api/keys';
import { useOfferRegistration } from '../line-login/open-to-guests';

/** `/liff/promotions`: open to guests, as the web's; a guest's button on a card opens the registration form. */
export const Component = () => {
  const queryClient = useQueryClient();
  return (
    <PromotionsPage
      loggedIn={useIsLoggedIn()}
      onLogin={useOfferRegistration()}
      onClaimed={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })}
    />
  );
};
