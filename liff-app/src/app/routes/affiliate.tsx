import { AffiliatePage } from '@features/affiliate/components/affiliate-page';
import { shareTextInLine } from '@liff-app/lib/liff';

// LIFF has no register screen (LINE login replaces it): friends register on the web site, same origin.
const WEB_REGISTER = '/register';

/** `/liff/affiliate`: the member's referral page; sharing goes through LINE's share target picker. */
export const Component = () => <AffiliatePage share={shareTextInLine} registerHref={WEB_REGISTER} />;
