import { useIsLoggedIn } from '@features/account/stores/user-store';
import { AffiliateGuestPage } from '@features/affiliate/components/affiliate-guest-page';
import { AffiliatePage } from '@features/affiliate/components/affiliate-page';
import { shareTextInLine } from '@liff-app/lib/liff';

// LIFF has no register screen (LINE login replaces it): friends register on the web site, same origin.
const WEB_REGISTER = '/register';

/**
 * `/liff/affiliate`: the member's referral page, sharing through LINE's share target picker; a guest sees how
 * the programme works (registration is offered above it).
 */
export const Component = () =>
  useIsLoggedIn() ? (
    <AffiliatePage share={shareTextInLine} registerHref={WEB_REGISTER} />
  ) : (
    <AffiliateGuestPage />
  );
