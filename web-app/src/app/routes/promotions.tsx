import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { loginWithReturn } from '@features/account/return-target';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { PromotionsPage } from '@features/promotion/components/promotions-page';
import { walletKeys } from '@features/wallet/api/keys';
import { paths } from '../paths';

/** /promotions: open to guests (a login button on each card); a claim refreshes the wallets. */
export const Component = () => {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return (
    <PromotionsPage
      loggedIn={useIsLoggedIn()}
      onLogin={() => navigate(loginWithReturn(paths.login.getHref(), paths.promotions.getHref()))}
      onClaimed={() => void queryClient.invalidateQueries({ queryKey: walletKeys.all })}
    />
  );
};
