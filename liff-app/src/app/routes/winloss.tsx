import { useIsLoggedIn } from '@features/account/stores/user-store';
import { WinlossPage } from '@features/cashback/components/winloss-page';

/** `/liff/winloss`: the refund for everyone; a member also sees this week so far and claims past weeks. */
export const Component = () => <WinlossPage member={useIsLoggedIn()} />;
