import { useNavigate } from 'react-router-dom';
import { loginWithReturn } from '@features/account/return-target';
import { useIsLoggedIn } from '@features/account/stores/user-store';
import { ShopPage } from '@features/points/components/shop-page';
import { paths } from '../paths';

/** /redeem: the points shop; guests see the items and go to log in, then come back here. */
export const Component = () => {
  const isLoggedIn = useIsLoggedIn();
  const navigate = useNavigate();
  return (
    <ShopPage
      isLoggedIn={isLoggedIn}
      onLogin={() => navigate(loginWithReturn(paths.login.getHref(), paths.redeem.getHref()))}
    />
  );
};
