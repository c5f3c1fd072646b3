import { useIsLoggedIn } from '@features/account/stores/user-store';
import { AffiliateGuestPage } from '@features/affiliate/components/affiliate-guest-page';
import { AffiliatePage } from '@features/affiliate/components/affiliate-page';

/** /affiliate (footer slot 2 for guests, สร้างรายได้): how it works for guests, the member's page for members. */
export const Component = () => (useIsLoggedIn() ? <AffiliatePage /> : <AffiliateGuestPage />);
