import { useIsLoggedIn } from '@features/account/stores/user-store';
import { ShopPage } from '@features/points/components/shop-page';
import { useOfferRegistration } from '../line-login/open-to-guests';

/** `/liff/redeem`: the points shop; a guest sees the items and registers from them, as on the web. */
export const Component = () => <ShopPage isLoggedIn={useIsLoggedIn()} onLogin={useOfferRegistration()} />;
