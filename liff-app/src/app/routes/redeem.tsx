import { ShopPage } from '@features/points/components/shop-page';

/** `/liff/redeem`: the points shop (LIFF screens are behind LINE login, so the member is always known). */
export const Component = () => <ShopPage isLoggedIn onLogin={() => undefined} />;
